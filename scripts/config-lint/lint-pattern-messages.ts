/**
 * Checks that every field a person types into whose schema has a `pattern` has a message of its
 * own for it (`fields.<field>.errors.pattern` in the step's locale files): without one, a value
 * the pattern refuses is answered with the generic "contains characters or a format that is not
 * allowed", which does not say what the field takes. Fields the server fills (`x-context`) and
 * hidden fields are not typed into, so they need none. English is checked here; every complete
 * language must have each English key (lint-locales.ts), the others fall back to English.
 */
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { collectPropertySchemas, type JsonSchema } from "../../src/shared/schema/json-schema.ts";

/** Whether a field's schema, or any part of it that applies to its value, has a pattern. */
function hasPattern(schema: JsonSchema | boolean | undefined): boolean {
  if (!schema || typeof schema !== "object") return false;
  if (typeof schema.pattern === "string") return true;
  const parts: (JsonSchema | boolean | undefined)[] = [
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    schema.then,
    schema.else,
    schema.items,
  ];
  return parts.some(hasPattern);
}

function messageOf(locale: unknown, field: string): unknown {
  const fields = (locale as { fields?: Record<string, { errors?: { pattern?: unknown } }> })
    ?.fields;
  return fields?.[field]?.errors?.pattern;
}

export function lintPatternMessages(files: ProjectFiles): string[] {
  const problems: string[] = [];
  for (const step of files.steps.values()) {
    for (const [field, schemas] of collectPropertySchemas(step.schema)) {
      const uiField = step.uiSchema[field] as Record<string, unknown> | undefined;
      if (uiField?.["ui:widget"] === "hidden") continue;
      if (schemas.some((schema) => schema["x-context"] !== undefined)) continue;
      if (!schemas.some(hasPattern)) continue;
      if (typeof messageOf(files.locales.en[step.name], field) === "string") continue;
      problems.push(
        `schemas/${step.name}.schema.json: ${field} has a pattern but no message of its own; add fields.${field}.errors.pattern to locales/en/${step.name}.json and locales/pl/${step.name}.json, saying what the field takes (without it a refused value gets the generic "errors:pattern" text)`,
      );
    }
  }
  return problems;
}
