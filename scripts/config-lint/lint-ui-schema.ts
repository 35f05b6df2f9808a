/**
 * Checks one step's UI schema against its schema: every name it uses is a field (field keys,
 * `ui:order`, the engine's keys and their conditions), every widget is registered, and every
 * field has a place in the order and, when the form has sections, in a section. Each finding
 * names the file, the JSON Pointer of the mistake and what to do about it.
 */
import type { RegistryWidgetsType } from "@rjsf/utils";
import { engineOptionsOf } from "../../src/engine/logic/engine-ui-schema.ts";
import { declaresValue } from "../../src/engine/logic/field-presence.ts";
import type { StepFiles } from "../../src/server/config/project-files.ts";
import { notAFieldMessage, stepFieldNames, type StepFieldNames } from "./field-names.ts";
import { jsonPointer } from "./json-pointer.ts";
import { lintUiOrder } from "./lint-ui-order.ts";
import { lintWidgets } from "./lint-widgets.ts";
import { engineFieldReferences } from "./ui-field-references.ts";

/** A field no declaration of which says what it holds renders as "not available". */
function typelessFields(step: StepFiles, fields: StepFieldNames): string[] {
  const problems: string[] = [];
  for (const [name, declarations] of fields.declarations) {
    if (declarations.some((declaration) => declaresValue(declaration.schema))) continue;
    problems.push(
      `schemas/${fields.schemaFile}: ${declarations[0]!.pointer}: "${name}" does not say what it holds; give it a "type" (or an "enum" or "const") where it is declared`,
    );
  }
  return problems;
}

function sectionCoverage(file: string, step: StepFiles, fields: StepFieldNames): string[] {
  const sections = engineOptionsOf(step.uiSchema).sections;
  if (!sections.length) return [];
  const listed = new Set(
    sections.flatMap((section) => (Array.isArray(section.fields) ? section.fields : [])),
  );
  return [...fields.declarations.keys()]
    .filter((field) => !listed.has(field))
    .map(
      (field) =>
        `${file}: /ui:sections: "${field}" is in no section; add it to the fields of the section it belongs to`,
    );
}

export function lintUiSchema(step: StepFiles, widgets: RegistryWidgetsType): string[] {
  const file = `schemas/${step.name}.ui.json`;
  const fields = stepFieldNames(step);
  const problems = typelessFields(step, fields);
  for (const key of Object.keys(step.uiSchema)) {
    if (!key.startsWith("ui:") && !fields.has(key))
      problems.push(`${file}: ${jsonPointer(key)}: ${notAFieldMessage(key, fields)}`);
  }
  problems.push(...lintUiOrder(file, step.uiSchema, fields));
  for (const reference of engineFieldReferences(step.uiSchema)) {
    if ("problem" in reference)
      problems.push(`${file}: ${reference.pointer}: ${reference.problem}`);
    else if (!fields.has(reference.name))
      problems.push(`${file}: ${reference.pointer}: ${notAFieldMessage(reference.name, fields)}`);
  }
  problems.push(...lintWidgets(file, step.uiSchema, fields, widgets));
  problems.push(...sectionCoverage(file, step, fields));
  return problems;
}
