/**
 * Checks that a step schema's conditions (each `if`, and the `$defs` an `if` names) test fields of
 * that schema. JSON Schema takes a misspelt name without a word: `properties` of a field that is
 * never there always holds and `required` never does, so a conditional part silently applies to
 * every answer or to none, and the server refuses answers the form shows as right.
 */
import type { StepFiles } from "../../src/server/config/project-files.ts";
import { localRefsOf, type Segments } from "./condition-parts.ts";
import { notAFieldMessage, stepFieldNames } from "./field-names.ts";
import { forEachSchemaPart } from "./schema-fields.ts";
import { conditionFieldReferences, type FieldReference } from "./ui-field-references.ts";

export function lintSchemaConditions(step: StepFiles): string[] {
  // Findings point into the file as written: a condition kept in `$defs` once, not each place
  // it is used.
  const written = step.writtenSchema ?? step.schema;
  const fields = stepFieldNames(step);
  const file = `schemas/${fields.schemaFile}`;
  const references: FieldReference[] = [];
  const checkedDefinitions = new Set<string>();
  const checkCondition = (condition: unknown, at: Segments): void => {
    references.push(...conditionFieldReferences(condition, at));
    for (const name of localRefsOf(condition)) {
      if (checkedDefinitions.has(name)) continue;
      checkedDefinitions.add(name);
      checkCondition(written.$defs?.[name], ["$defs", name]);
    }
  };
  forEachSchemaPart(written, (part, at) => {
    if (part.if !== undefined) checkCondition(part.if, [...at, "if"]);
  });
  return references.flatMap((reference) => {
    if ("problem" in reference) return [`${file}: ${reference.pointer}: ${reference.problem}`];
    return fields.has(reference.name)
      ? []
      : [`${file}: ${reference.pointer}: ${notAFieldMessage(reference.name, fields)}`];
  });
}
