/**
 * Evaluates a JSON Schema condition against data in the browser without compiling code, so it
 * runs under a Content-Security-Policy without `unsafe-eval`. It covers the keywords conditions
 * use and throws on any other, so a condition never silently means something else; the config
 * lint checks every condition in the project against Ajv.
 */
import type { JsonSchema } from "../../shared/schema/json-schema.ts";

const SUPPORTED = new Set([
  "type",
  "const",
  "enum",
  "not",
  "allOf",
  "anyOf",
  "oneOf",
  "if",
  "then",
  "else",
  "properties",
  "required",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "items",
  "minItems",
  "maxItems",
  "$comment",
  "title",
  "description",
]);

export class UnsupportedConditionError extends Error {}

const patternCache = new Map<string, RegExp>();

function regex(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern, "u");
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as never)[k], (b as never)[k]));
}

/** True when `data` satisfies `schema` (`true`/`false` schemas included). */
export function matchesCondition(schema: JsonSchema | boolean, data: unknown): boolean {
  if (schema === true) return true;
  if (schema === false) return false;
  for (const keyword of Object.keys(schema)) {
    if (!SUPPORTED.has(keyword))
      throw new UnsupportedConditionError(`condition keyword "${keyword}" is not supported`);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => hasType(data, t))) return false;
  }
  if ("const" in schema && !deepEqual(schema.const, data)) return false;
  if (schema.enum && !schema.enum.some((v) => deepEqual(v, data))) return false;
  if (schema.not && matchesCondition(schema.not, data)) return false;
  if (schema.allOf && !schema.allOf.every((s) => matchesCondition(s, data))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => matchesCondition(s, data))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => matchesCondition(s, data)).length !== 1)
    return false;
  if (schema.if !== undefined) {
    const branch = matchesCondition(schema.if, data) ? schema.then : schema.else;
    if (branch !== undefined && !matchesCondition(branch, data)) return false;
  }
  if (typeof data === "string") {
    const length = Array.from(data).length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !regex(schema.pattern).test(data)) return false;
  }
  if (typeof data === "number") {
    if (schema.minimum !== undefined && data < schema.minimum) return false;
    if (schema.maximum !== undefined && data > schema.maximum) return false;
  }
  if (Array.isArray(data)) {
    const { minItems, maxItems } = schema as { minItems?: number; maxItems?: number };
    if (minItems !== undefined && data.length < minItems) return false;
    if (maxItems !== undefined && data.length > maxItems) return false;
    const items = schema.items;
    if (items !== undefined && !data.every((item) => matchesCondition(items, item))) return false;
  }
  if (data !== null && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    if (schema.required && !schema.required.every((key) => record[key] !== undefined)) return false;
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (record[key] !== undefined && !matchesCondition(sub, record[key])) return false;
    }
  }
  return true;
}

const NESTED_LIST = ["allOf", "anyOf", "oneOf"] as const;
const NESTED_ONE = ["not", "if", "then", "else", "items"] as const;

/** Lists every keyword of a condition (at any depth) that `matchesCondition` does not evaluate. */
export function unsupportedConditionKeywords(schema: JsonSchema | boolean, path = "#"): string[] {
  if (typeof schema === "boolean") return [];
  const found = Object.keys(schema)
    .filter((keyword) => !SUPPORTED.has(keyword))
    .map((keyword) => `${path}/${keyword}`);
  for (const keyword of NESTED_LIST) {
    (schema[keyword] ?? []).forEach((sub, i) =>
      found.push(...unsupportedConditionKeywords(sub, `${path}/${keyword}/${i}`)),
    );
  }
  for (const keyword of NESTED_ONE) {
    const sub = schema[keyword];
    if (sub !== undefined) found.push(...unsupportedConditionKeywords(sub, `${path}/${keyword}`));
  }
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    found.push(...unsupportedConditionKeywords(sub, `${path}/properties/${name}`));
  }
  return found;
}
