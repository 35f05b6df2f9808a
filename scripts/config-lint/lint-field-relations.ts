/**
 * Checks that the fields a field is compared with (`x-sameAs`, `x-differentFrom`) are fields of
 * its step. Ajv takes a misspelt name without a word: `x-sameAs` then never holds, so the form
 * can never be sent, and `x-differentFrom` always holds, so the rule is silently gone.
 */
import type { StepFiles } from "../../src/server/config/project-files.ts";
import { notAFieldMessage, stepFieldNames } from "./field-names.ts";
import { declaredFields } from "./schema-fields.ts";

const RELATIONS = ["x-sameAs", "x-differentFrom"] as const;

export function lintFieldRelations(step: StepFiles): string[] {
  const written = step.writtenSchema ?? step.schema;
  const fields = stepFieldNames(step);
  const problems: string[] = [];
  for (const [field, declarations] of declaredFields(written))
    for (const { schema, pointer } of declarations)
      for (const keyword of RELATIONS) {
        const named = schema[keyword];
        if (named === undefined) continue;
        const names = Array.isArray(named) ? (named as unknown[]) : [named];
        names.forEach((name, i) => {
          const at = `schemas/${fields.schemaFile}: ${pointer}/${keyword}${Array.isArray(named) ? `/${i}` : ""}`;
          if (typeof name !== "string")
            problems.push(`${at}: names a field by its name, in quotes`);
          else if (name === field) problems.push(`${at}: "${name}" is the field itself`);
          else if (!fields.has(name)) problems.push(`${at}: ${notAFieldMessage(name, fields)}`);
        });
      }
  return problems;
}
