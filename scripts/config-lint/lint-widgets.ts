/**
 * Checks that every `ui:widget` names a widget the form can render. The registry is the one the
 * engine hands RJSF (the engine theme's widgets plus widgets/index.ts); RJSF's own short names
 * (`"textarea"`, `"updown"`…) are resolved by RJSF's `hasWidget` for the field's type, so a short
 * name counts only when the theme provides the widget it stands for.
 */
import { hasWidget, type RegistryWidgetsType, type RJSFSchema } from "@rjsf/utils";
import { ENGINE_WIDGETS } from "../../src/engine/theme/engine-theme.ts";
import { declaresValue } from "../../src/engine/logic/field-presence.ts";
import { PROJECT_WIDGETS } from "../../widgets/index.ts";
import { closestName } from "./closest-name.ts";
import { jsonPointer } from "./json-pointer.ts";
import type { StepFieldNames } from "./field-names.ts";

/** The widgets a step's form can name, merged as StepForm merges them. */
export const FORM_WIDGETS: RegistryWidgetsType = { ...ENGINE_WIDGETS, ...PROJECT_WIDGETS };

/** One name per registered widget, the shortest (`"text"` rather than `"TextWidget"`), sorted. */
export function widgetNamesToOffer(registry: RegistryWidgetsType): string[] {
  const byWidget = new Map<unknown, string>();
  for (const [name, widget] of Object.entries(registry)) {
    const known = byWidget.get(widget);
    if (known === undefined || name.length < known.length) byWidget.set(widget, name);
  }
  return [...byWidget.values()].sort((a, b) => a.localeCompare(b));
}

export function lintWidgets(
  file: string,
  uiSchema: Record<string, unknown>,
  fields: StepFieldNames,
  registry: RegistryWidgetsType,
): string[] {
  const problems: string[] = [];
  for (const [field, uiField] of Object.entries(uiSchema)) {
    if (field.startsWith("ui:") || !uiField || typeof uiField !== "object") continue;
    const widget = (uiField as Record<string, unknown>)["ui:widget"];
    if (widget === undefined) continue;
    const where = `${file}: ${jsonPointer(field, "ui:widget")}`;
    if (typeof widget !== "string") {
      problems.push(`${where}: must be a widget's name`);
      continue;
    }
    const schema = (fields.declarations.get(field) ?? [])
      .map((declaration) => declaration.schema)
      .find(declaresValue);
    if (hasWidget((schema ?? {}) as RJSFSchema, widget, registry)) continue;
    const offered = widgetNamesToOffer(registry);
    const meant = closestName(widget, offered);
    const kind = typeof schema?.type === "string" ? ` for ${schema.type} fields` : "";
    problems.push(
      `${where}: "${widget}" is not a registered widget${kind}; ${
        meant
          ? `did you mean "${meant}"?`
          : `use one of ${offered.join(", ")}, or register it in widgets/index.ts`
      }`,
    );
  }
  return problems;
}
