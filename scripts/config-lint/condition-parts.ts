/**
 * The parts of a condition (a JSON Schema used as a test, as `if`, a UI schema's `when` or a flow
 * rule's `when` are) that test the same value: the condition and the schemas of its logical
 * keywords, each with where it is.
 */
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";

export type Segments = (string | number)[];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/** Calls `visit` with the condition and each part of it, in the order they are written. */
export function forEachConditionPart(
  condition: unknown,
  at: Segments,
  visit: (part: JsonSchema, at: Segments) => void,
): void {
  if (!isRecord(condition)) return;
  const schema = condition as JsonSchema;
  visit(schema, at);
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const)
    if (Array.isArray(schema[keyword]))
      schema[keyword].forEach((part, i) => forEachConditionPart(part, [...at, keyword, i], visit));
  for (const keyword of ["not", "if", "then", "else"] as const)
    forEachConditionPart(schema[keyword], [...at, keyword], visit);
}

/**
 * What a condition tests of one of its value's properties: the schemas under
 * `properties.<name>` in every part, e.g. a flow rule's tests of `data`.
 */
export function propertyConditions(
  condition: unknown,
  at: Segments,
  name: string,
): { condition: JsonSchema; at: Segments }[] {
  const found: { condition: JsonSchema; at: Segments }[] = [];
  forEachConditionPart(condition, at, (part, partAt) => {
    const properties = part.properties;
    if (isRecord(properties) && Object.hasOwn(properties, name))
      found.push({
        condition: properties[name] as JsonSchema,
        at: [...partAt, "properties", name],
      });
  });
  return found;
}

/** The `$defs` a condition's parts name by a local `$ref` (`#/$defs/<name>`). */
export function localRefsOf(condition: unknown): string[] {
  const names: string[] = [];
  forEachConditionPart(condition, [], (part) => {
    const ref = typeof part.$ref === "string" ? /^#\/\$defs\/([^/]+)$/.exec(part.$ref) : null;
    if (ref) names.push(ref[1]!);
  });
  return names;
}
