/**
 * A form's shape: one schema with every field the form can show, for the renderer, and which of
 * them show for given data. RJSF resolves a schema's conditional parts (`if`/`then`/`else`)
 * whenever its data changes, and re-derives and re-renders the whole form to do it. Handed the
 * flat schema instead, it renders every field once; the engine decides which show (the fields
 * subscribe to that), so ticking a box that hides a field re-renders that field, not the form.
 */
import { inlineLocalRefs } from "../../shared/schema/inline-local-refs.ts";
import { collectPropertySchemas, type JsonSchema } from "../../shared/schema/json-schema.ts";
import type { FormData } from "./engine-ui-schema.ts";
import { fieldDependentsOf } from "./field-dependencies.ts";
import { declaresValue, fieldsDeclaringValue, isAbsentConditionalField } from "./field-presence.ts";
import { deepEqual, matchesCondition } from "./matches-condition.ts";

/**
 * Keywords that only judge a value, never change how its field is rendered: where two parts of
 * the schema give a field different ones, the flat schema leaves them out (the engine validates
 * with the schema itself).
 */
const RULE_ONLY = new Set([
  "pattern",
  "format",
  "minLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "not",
  "$comment",
  "errorMessage",
]);

/**
 * Keywords whose conditional parts the flat schema does not cover: RJSF resolves them with the
 * data (a `oneOf` of alternatives, `dependencies`), so a form using them is handed as it is.
 */
const UNFLATTENED = ["oneOf", "anyOf", "dependencies", "dependentSchemas", "$ref"] as const;

type Node = JsonSchema | boolean | undefined;

/** Whether a part of the schema, or any part inside it that declares fields, uses UNFLATTENED. */
function usesUnflattened(node: Node): boolean {
  if (!node || typeof node !== "object") return false;
  if (UNFLATTENED.some((keyword) => node[keyword] !== undefined)) return true;
  return [...(node.allOf ?? []), node.then, node.else].some(usesUnflattened);
}

/**
 * The fields whose values decide which fields show (those a conditional part's `if` reads), or
 * undefined when any field may (the schema uses alternatives RJSF resolves with the data).
 */
export function shapeFieldsOf(schema: JsonSchema): readonly string[] | undefined {
  if (usesUnflattened(schema)) return undefined;
  return [...fieldDependentsOf(schema).keys()];
}

/** Fields each part requires where it also declares them: they are required while they show. */
function requiredWhereDeclared(node: Node, into: Set<string>): Set<string> {
  if (!node || typeof node !== "object") return into;
  for (const name of node.required ?? []) if (node.properties?.[name] !== undefined) into.add(name);
  for (const sub of [...(node.allOf ?? []), node.then, node.else]) requiredWhereDeclared(sub, into);
  return into;
}

/** A field's declarations merged into one; undefined when they disagree on how it renders. */
function mergeDeclarations(declarations: readonly JsonSchema[]): JsonSchema | undefined {
  const merged = new Map<string, unknown>();
  const dropped = new Set<string>();
  for (const declaration of declarations) {
    for (const [keyword, value] of Object.entries(declaration)) {
      if (dropped.has(keyword)) continue;
      if (!merged.has(keyword) || deepEqual(merged.get(keyword), value)) {
        merged.set(keyword, value);
      } else if (RULE_ONLY.has(keyword)) {
        merged.delete(keyword);
        dropped.add(keyword);
      } else {
        return undefined;
      }
    }
  }
  return Object.fromEntries(merged);
}

/**
 * The schema with every field any part of it declares and no conditional parts: what the form
 * can show, for the renderer. Undefined when the form's shape cannot be flattened (its parts
 * disagree on what a field is, or it uses alternatives RJSF must resolve): the renderer then gets
 * the schema itself.
 */
export function flatSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  const conditional =
    schema.allOf !== undefined || schema.if !== undefined || schema.then !== undefined;
  if (!conditional) return undefined;
  if (usesUnflattened(schema)) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const [field, declarations] of collectPropertySchemas(schema)) {
    const merged = mergeDeclarations(declarations);
    if (!merged) return undefined;
    properties[field] = merged;
  }
  const {
    allOf: _allOf,
    if: _if,
    then: _then,
    else: _else,
    unevaluatedProperties: _unevaluated,
    additionalProperties: _additional,
    ...rest
  } = schema;
  return {
    ...rest,
    properties,
    required: [
      ...new Set([...(schema.required ?? []), ...requiredWhereDeclared(schema, new Set())]),
    ],
  };
}

/**
 * The fields the schema resolved for some data shows: its properties, except those a conditional
 * part only adds a rule to (`"not": { "enum": ["ES"] }`) while the part that declares them does
 * not apply.
 */
export function presentFieldsOf(schema: JsonSchema, resolved: JsonSchema): ReadonlySet<string> {
  return new Set(
    Object.entries(resolved.properties ?? {})
      .filter(([field, property]) => !isAbsentConditionalField(schema, field, property))
      .map(([field]) => field),
  );
}

/** Schemas with their local references inlined, so conditions can be evaluated. */
const inlinedSchemas = new WeakMap<JsonSchema, JsonSchema>();

function inlined(schema: JsonSchema): JsonSchema {
  let known = inlinedSchemas.get(schema);
  if (!known) {
    known = schema.$defs ? inlineLocalRefs(schema) : schema;
    inlinedSchemas.set(schema, known);
  }
  return known;
}

/**
 * The fields a flattenable schema shows for `data`, from its own conditions: its properties and
 * those of every part that applies (an `allOf` entry always, an `if`'s `then` when the condition
 * holds, its `else` when it does not), each field shown when a declaration that applies says
 * what it holds. This is what RJSF's resolution of the schema gives, without merging the parts:
 * it is worked out on every change of a field a condition reads. Throws
 * `UnsupportedConditionError` for a condition the engine's evaluator does not cover.
 */
export function presentFieldsFor(schema: JsonSchema, data: FormData): ReadonlySet<string> {
  const root = inlined(schema);
  const declared = new Set<string>();
  const valued = new Set<string>();
  const visit = (node: Node): void => {
    if (!node || typeof node !== "object") return;
    for (const [field, property] of Object.entries(node.properties ?? {})) {
      declared.add(field);
      if (declaresValue(property)) valued.add(field);
    }
    for (const part of node.allOf ?? []) visit(part);
    if (node.if !== undefined) visit(matchesCondition(node.if, data) ? node.then : node.else);
  };
  visit(root);
  // A field no part says the kind of is a mistake in the schema: it shows, and says so.
  const everValued = fieldsDeclaringValue(root);
  return new Set([...declared].filter((field) => valued.has(field) || !everValued.has(field)));
}
