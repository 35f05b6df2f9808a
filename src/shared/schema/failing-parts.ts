/**
 * The fields declared by parts of a schema that apply to the data but fail on it. JSON Schema
 * drops a failing part's annotations, so `unevaluatedProperties` then reports the fields that
 * part declares as if the form had no such field: an industry chosen while the position, which
 * the same part requires, is still empty. The part applies (its `if` held, or it is an `allOf`
 * entry), so its fields are part of the form; only their own errors should be shown.
 */
import type { JsonSchema } from "./json-schema.ts";

/** A validation error's place in the schema, as Ajv reports it (`keyword`) and RJSF (`name`). */
export interface SchemaError {
  keyword?: string;
  name?: string;
  schemaPath?: string;
  params?: unknown;
}

const UNEVALUATED = "unevaluatedProperties";

function keywordOf(error: SchemaError): string | undefined {
  return error.keyword ?? error.name;
}

/** Keywords whose sub-schemas judge the same value as the schema holding them. */
const IN_PLACE_LISTS = new Set(["allOf", "anyOf", "oneOf"]);
const IN_PLACE_MAPS = new Set(["dependentSchemas"]);
const IN_PLACE_SINGLE = new Set(["then", "else"]);

/** The schema path of the object schema an `unevaluatedProperties` error belongs to. */
function baseOf(schemaPath: string): string {
  return schemaPath.slice(0, -`/${UNEVALUATED}`.length);
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function segmentsOf(schemaPath: string): string[] {
  return schemaPath.replace(/^#/, "").split("/").filter(Boolean).map(unescapePointer);
}

function childOf(node: unknown, key: string): unknown {
  return node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
}

/**
 * The fields a part declares, its own and those of the parts inside it that always apply with it
 * (`allOf`; `anyOf`/`oneOf` entries too, as one of them must): a failing part's annotations are
 * all dropped, those of its passing sub-parts included. Its conditional sub-parts are reached
 * only through an error's path, as which branch applies is not known here.
 */
function addDeclaredFields(node: unknown, into: Set<string>): void {
  for (const field of Object.keys(childOf(node, "properties") ?? {})) into.add(field);
  for (const keyword of IN_PLACE_LISTS) {
    const parts = childOf(node, keyword);
    if (Array.isArray(parts)) for (const part of parts) addDeclaredFields(part, into);
  }
}

/**
 * For each object schema that reports unevaluated properties (by its schema path), the fields
 * declared by the parts of it that failed: the in-place parts (`allOf`, `then`, `else`, …) an
 * error's schema path passes through before it descends into a property or item. Errors inside
 * an `if` or a `not` are never reported, so every part passed through applies.
 */
export function fieldsOfFailingParts(
  schema: JsonSchema,
  errors: readonly SchemaError[],
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const bases = new Set(
    errors
      .filter((e) => keywordOf(e) === UNEVALUATED && e.schemaPath !== undefined)
      .map((e) => baseOf(e.schemaPath!)),
  );
  for (const base of bases) {
    const baseSegments = segmentsOf(base);
    let baseNode: unknown = schema;
    for (const segment of baseSegments) baseNode = childOf(baseNode, segment);
    const fields = new Set<string>();
    for (const error of errors) {
      if (keywordOf(error) === UNEVALUATED || error.schemaPath === undefined) continue;
      const segments = segmentsOf(error.schemaPath);
      if (baseSegments.some((segment, i) => segments[i] !== segment)) continue;
      let node = baseNode;
      for (let i = baseSegments.length; i < segments.length; i++) {
        const keyword = segments[i]!;
        if (IN_PLACE_LISTS.has(keyword) || IN_PLACE_MAPS.has(keyword)) {
          node = childOf(childOf(node, keyword), segments[++i] ?? "");
        } else if (IN_PLACE_SINGLE.has(keyword)) {
          node = childOf(node, keyword);
        } else {
          break;
        }
        addDeclaredFields(node, fields);
      }
    }
    found.set(base, fields);
  }
  return found;
}

/**
 * The errors without the `unevaluatedProperties` ones that name a field a failing part declares:
 * that part's own errors say what is wrong.
 */
export function withoutUnevaluatedOfFailingParts<E extends SchemaError>(
  schema: JsonSchema,
  errors: readonly E[],
): E[] {
  if (!errors.some((e) => keywordOf(e) === UNEVALUATED)) return [...errors];
  const failing = fieldsOfFailingParts(schema, errors);
  return errors.filter((error) => {
    if (keywordOf(error) !== UNEVALUATED || error.schemaPath === undefined) return true;
    const field = (error.params as { unevaluatedProperty?: unknown } | undefined)
      ?.unevaluatedProperty;
    return typeof field !== "string" || !failing.get(baseOf(error.schemaPath))?.has(field);
  });
}
