/**
 * The project's own JSON Schema keywords, added to every Ajv that compiles a step schema (the
 * server's and the one that precompiles the browser's validators):
 *
 * - `x-context`: the value comes from the context (language, residence…), not from the user.
 * - `x-aliases`: other spellings the server accepts for the field's values, mapped to the one
 *   the schema lists (`{ "STUDENT_EMPLOYED": "STUDENT_WITH_EMPLOYMENT" }`); applied before
 *   validation, so the stored value is always the listed one.
 * - `x-sameAs`: the value equals another field of the same object, e.g. a confirmed email.
 *   It expands to Ajv's `{ "const": { "$data": "1/<field>" } }`, which RJSF does not read, so
 *   RJSF's form state does not mistake it for a fixed value.
 */
import type { Ajv } from "ajv";

export function addProjectKeywords<A extends Pick<Ajv, "addKeyword">>(ajv: A): A {
  ajv.addKeyword({ keyword: "x-context", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-aliases", schemaType: "object" });
  ajv.addKeyword({
    keyword: "x-sameAs",
    schemaType: "string",
    macro: (field: string) => ({ const: { $data: `1/${field}` } }),
  });
  return ajv;
}
