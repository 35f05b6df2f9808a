/**
 * A list of options written as a `oneOf` of constants, RJSF's idiom for a select whose values and
 * labels differ: `"oneOf": [{ "const": "PL", "title": "Poland" }, …]`. For validation such a list
 * says no more than an `enum` of its values; compiled as written, each option becomes a validator
 * of its own and a branch of its field's check, so a 250-country select costs about 25 KB gzip of
 * generated code where an `enum` costs a few hundred bytes.
 */

/** What an option may carry besides its value: words for people, and the key a build gives it. */
const OPTION_KEYS: ReadonlySet<string> = new Set([
  "const",
  "title",
  "description",
  "$comment",
  "examples",
  "$id",
]);

type SchemaObject = Record<string, unknown>;

function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A schema that accepts exactly one value, its `const`, and says nothing else a validator reads.
 *
 * @example isConstOption({ const: "PL", title: "Poland" }) // true
 * @example isConstOption({ const: "PL", type: "string" }) // false: `type` is a rule of its own
 */
export function isConstOption(schema: unknown): schema is { const: unknown } {
  return (
    isSchemaObject(schema) &&
    "const" in schema &&
    Object.keys(schema).every((key) => OPTION_KEYS.has(key))
  );
}

/** Options with distinct values: of two equal constants a `oneOf` accepts neither. */
export function isOptionList(list: unknown): list is { const: unknown }[] {
  if (!Array.isArray(list) || list.length === 0 || !list.every(isConstOption)) return false;
  return new Set(list.map((option) => JSON.stringify(option.const))).size === list.length;
}

/**
 * The schema as a validator should read it: every `oneOf` or `anyOf` of constants, at any depth,
 * becomes the `enum` of their values (both accept exactly the listed values: the constants of a
 * `oneOf` with distinct values cannot match twice, and an `anyOf` needs one match). A schema that
 * already has an `enum` keeps its lists as written, and of a `oneOf` and an `anyOf` side by side only
 * the first becomes the `enum`. The input is not changed.
 *
 * @example withOptionListsAsEnums({ type: "string", oneOf: [{ const: "a", title: "A" }] })
 *   // { type: "string", enum: ["a"] }
 */
export function withOptionListsAsEnums<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withOptionListsAsEnums) as T;
  if (!isSchemaObject(schema)) return schema;
  const result: SchemaObject = {};
  for (const [key, value] of Object.entries(schema)) {
    const asEnum =
      (key === "oneOf" || key === "anyOf") && !("enum" in schema) && !("enum" in result);
    if (asEnum && isOptionList(value)) {
      result.enum = value.map((option) => option.const);
    } else {
      result[key] = withOptionListsAsEnums(value);
    }
  }
  return result as T;
}
