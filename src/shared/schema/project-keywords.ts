/**
 * The project's own JSON Schema keywords, added to every Ajv that compiles a step schema (the
 * server's and the one that precompiles the browser's validators):
 *
 * - `x-context`: the value comes from the context (language, residence…), not from the user.
 * - `x-sameAs`: the value equals another field of the same object, e.g. a confirmed email.
 *   It expands to Ajv's `{ "const": { "$data": "1/<field>" } }`, which RJSF does not read, so
 *   RJSF's form state does not mistake it for a fixed value.
 */
import type { Ajv } from "ajv";

export function addProjectKeywords<A extends Pick<Ajv, "addKeyword">>(ajv: A): A {
  ajv.addKeyword({ keyword: "x-context", schemaType: "string" });
  ajv.addKeyword({
    keyword: "x-sameAs",
    schemaType: "string",
    macro: (field: string) => ({ const: { $data: `1/${field}` } }),
  });
  return ajv;
}
