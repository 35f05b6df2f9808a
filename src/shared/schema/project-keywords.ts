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
 * - `x-differentFrom`: the value differs from those of other fields of the same object (a field
 *   name, or a list of them), e.g. a second tax country that is not the first. A field without a
 *   value is no conflict. Its error is reported on the field, as keyword `x-differentFrom`.
 */
import { _, type Ajv, type KeywordCxt } from "ajv";

/** The `x-differentFrom` check, generated so the browser's precompiled validators carry it too. */
function differentFrom(cxt: KeywordCxt): void {
  const { data, it } = cxt;
  const schema: unknown = cxt.schema;
  if (it.dataLevel === 0) throw new Error("x-differentFrom belongs on a field of an object");
  const fields: unknown[] = typeof schema === "string" ? [schema] : (schema as unknown[]);
  for (const field of fields) {
    if (typeof field !== "string") throw new Error("x-differentFrom names fields by their names");
    const other = _`${it.parentData}[${field}]`;
    cxt.fail(_`${other} !== undefined && ${other} === ${data}`);
  }
}

export function addProjectKeywords<A extends Pick<Ajv, "addKeyword">>(ajv: A): A {
  ajv.addKeyword({ keyword: "x-context", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-aliases", schemaType: "object" });
  ajv.addKeyword({
    keyword: "x-sameAs",
    schemaType: "string",
    macro: (field: string) => ({ const: { $data: `1/${field}` } }),
  });
  ajv.addKeyword({
    keyword: "x-differentFrom",
    schemaType: ["string", "array"],
    code: differentFrom,
  });
  return ajv;
}
