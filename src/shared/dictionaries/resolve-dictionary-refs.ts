/**
 * Replaces `{ "$dictionary": "name" }` anywhere in a JSON document with the named dictionary's
 * value, so compliance edits a country list in one file and every schema, UI schema and flow
 * rule that names it sees the change. A list emptied (no country blocked any more) leaves an
 * `enum` that no value is in: JSON Schema wants an enumeration to hold a value, so such an `enum`
 * becomes `"not": {}`, which is the same condition (nothing matches it).
 */

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type Dictionaries = Readonly<Record<string, JsonValue>>;

export const DICTIONARY_REF = "$dictionary";
/** `{ "$dictionaryKeys": "name" }` stands for the keys of an object dictionary. */
export const DICTIONARY_KEYS_REF = "$dictionaryKeys";

export function resolveDictionaryRefs<T>(document: T, dictionaries: Dictionaries): T {
  return resolve(document as JsonValue, dictionaries, "") as T;
}

function resolve(value: JsonValue, dictionaries: Dictionaries, path: string): JsonValue {
  if (Array.isArray(value))
    return value.map((item, i) => resolve(item, dictionaries, `${path}/${i}`));
  if (value === null || typeof value !== "object") return value;
  const keysOnly = DICTIONARY_KEYS_REF in value;
  const ref = keysOnly ? value[DICTIONARY_KEYS_REF] : value[DICTIONARY_REF];
  if (ref !== undefined) {
    if (typeof ref !== "string" || Object.keys(value).length !== 1) {
      throw new Error(
        `${path || "/"}: a dictionary reference is { "${DICTIONARY_REF}": "<name>" } alone`,
      );
    }
    const dictionary = dictionaries[ref];
    if (dictionary === undefined) throw new Error(`${path || "/"}: unknown dictionary "${ref}"`);
    if (!keysOnly) return structuredClone(dictionary);
    if (dictionary === null || typeof dictionary !== "object" || Array.isArray(dictionary)) {
      throw new Error(`${path || "/"}: dictionary "${ref}" has no keys`);
    }
    return Object.keys(dictionary);
  }
  const out: { [key: string]: JsonValue } = {};
  for (const [key, item] of Object.entries(value)) {
    const resolved = resolve(item, dictionaries, `${path}/${key}`);
    if (key === "enum" && Array.isArray(resolved) && resolved.length === 0) {
      if ("not" in value)
        throw new Error(`${path || "/"}: an enum of an empty dictionary beside a "not"`);
      out.not = {};
    } else out[key] = resolved;
  }
  return out;
}
