import { Ajv2019 } from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { withoutUnevaluatedOfFailingParts } from "./failing-parts.ts";
import type { JsonSchema } from "./json-schema.ts";

/** The shape of the financial profile: a status whose working values add two required fields. */
const WORK: JsonSchema = {
  type: "object",
  properties: { status: { enum: ["EMPLOYED", "RETIRED"] } },
  required: ["status"],
  allOf: [
    {
      if: { properties: { status: { const: "EMPLOYED" } }, required: ["status"] },
      then: {
        properties: { industry: { enum: ["IT", "TRADE"] }, position: { enum: ["JUNIOR"] } },
        required: ["industry", "position"],
      },
    },
  ],
  unevaluatedProperties: false,
};

function errorsOf(schema: JsonSchema, data: unknown) {
  const validate = new Ajv2019({ allErrors: true, strict: false }).compile(schema);
  validate(data);
  return validate.errors ?? [];
}

function reported(schema: JsonSchema, data: unknown): string[] {
  return withoutUnevaluatedOfFailingParts(schema, errorsOf(schema, data))
    .filter((e) => e.keyword !== "if")
    .map((e) => `${e.keyword} ${JSON.stringify(e.params)}`);
}

describe("withoutUnevaluatedOfFailingParts", () => {
  it("keeps a chosen industry part of the form while the position its part requires is empty", () => {
    expect(errorsOf(WORK, { status: "EMPLOYED", industry: "IT" }).map((e) => e.keyword)).toContain(
      "unevaluatedProperties",
    );
    expect(reported(WORK, { status: "EMPLOYED", industry: "IT" })).toEqual([
      'required {"missingProperty":"position"}',
    ]);
  });

  it("still reports a field whose part does not apply", () => {
    expect(reported(WORK, { status: "RETIRED", industry: "IT" })).toEqual([
      'unevaluatedProperties {"unevaluatedProperty":"industry"}',
    ]);
  });

  it("still reports a field no part declares, beside a failing part", () => {
    expect(reported(WORK, { status: "EMPLOYED", industry: "IT", hack: 1 })).toEqual([
      'required {"missingProperty":"position"}',
      'unevaluatedProperties {"unevaluatedProperty":"hack"}',
    ]);
  });

  it("follows parts inside parts (an else's allOf) and RJSF's spelling of the keyword", () => {
    const nested: JsonSchema = {
      type: "object",
      properties: { noTin: { type: "boolean" } },
      if: { properties: { noTin: { const: true } }, required: ["noTin"] },
      else: {
        allOf: [{ properties: { tin: { type: "string" }, tinCountry: { type: "string" } } }],
        required: ["tin", "tinCountry"],
      },
      unevaluatedProperties: false,
    };
    const errors = errorsOf(nested, { noTin: false, tin: "123" }).map((e) => ({
      name: e.keyword,
      schemaPath: e.schemaPath,
      params: e.params,
    }));
    expect(
      withoutUnevaluatedOfFailingParts(nested, errors)
        .filter((e) => e.name !== "if")
        .map((e) => e.name),
    ).toEqual(["required"]);
  });

  it("reports the field's own error when its value breaks its part's rule", () => {
    expect(reported(WORK, { status: "EMPLOYED", industry: "FARMING", position: "JUNIOR" })).toEqual(
      ['enum {"allowedValues":["IT","TRADE"]}'],
    );
  });
});
