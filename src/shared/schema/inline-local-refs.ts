/**
 * Replaces local `{ "$ref": "#/$defs/name" }` references with the definitions they name and drops
 * `$defs`. Schema authors keep a repeated condition in one place; RJSF's schema parser, which
 * cannot follow a local reference from inside a conditional part, sees the expanded schema.
 */
import type { JsonSchema } from "./json-schema.ts";

export function inlineLocalRefs(schema: JsonSchema): JsonSchema {
  const defs = schema.$defs ?? {};
  const expand = (node: unknown, trail: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => expand(item, trail));
    if (!node || typeof node !== "object") return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === "string") {
      const match = /^#\/\$defs\/([^/]+)$/.exec(record.$ref);
      if (!match)
        throw new Error(
          `only local references like "#/$defs/name" are supported, not "${record.$ref}"`,
        );
      const name = match[1]!;
      if (trail.includes(name)) throw new Error(`"$defs/${name}" refers to itself`);
      const target = defs[name];
      if (!target) throw new Error(`"$defs/${name}" is not defined`);
      const { $ref: _ref, ...siblings } = record;
      const expanded = expand(target, [...trail, name]) as Record<string, unknown>;
      return Object.keys(siblings).length
        ? { allOf: [expanded, expand(siblings, trail)] }
        : expanded;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (key !== "$defs") out[key] = expand(value, trail);
    }
    return out;
  };
  return expand(schema, []) as JsonSchema;
}
