/**
 * Lays out a form of groups (object properties, each with its own properties, `required`,
 * `allOf` and `ui:order`) as one flat form. Field names must be unique across groups, as in the
 * peer benchmark's `large` form (`g1_name`, `g2_name`…). A flat form is returned unchanged.
 */
import type { FormData } from "../../src/engine/index.ts";

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}

export interface GroupedForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  invalidData: FormData;
}

export function flattenGroups(form: GroupedForm): GroupedForm {
  const schema = form.schema as Schema;
  const groups = Object.entries(schema.properties ?? {}).filter(([, s]) => s.type === "object");
  if (!groups.length) return form;
  const flat: Schema = { type: "object", properties: {}, required: [], allOf: [] };
  const order: string[] = [];
  const uiSchema: Record<string, unknown> = {};
  const data: FormData = {};
  for (const [name, group] of groups) {
    Object.assign(flat.properties!, group.properties);
    flat.required!.push(...(group.required ?? []));
    flat.allOf!.push(...(group.allOf ?? []));
    const uiGroup = (form.uiSchema[name] ?? {}) as Record<string, unknown>;
    const groupOrder = (uiGroup["ui:order"] as string[] | undefined) ?? [];
    order.push(...groupOrder.filter((field) => field !== "*"));
    for (const [key, value] of Object.entries(uiGroup))
      if (key !== "ui:order") uiSchema[key] = value;
    Object.assign(data, form.invalidData[name] as FormData | undefined);
  }
  for (const [key, value] of Object.entries(form.uiSchema))
    if (key.startsWith("ui:")) uiSchema[key] = value;
  uiSchema["ui:order"] = [...order, "*"];
  return { schema: flat, uiSchema, invalidData: data };
}
