import { describe, expect, it } from "vitest";
import {
  applyAliases,
  applyContext,
  collectPropertySchemas,
  contextFieldsOf,
  writeOnlyFieldsOf,
  type JsonSchema,
} from "./json-schema.ts";

const schema: JsonSchema = {
  type: "object",
  properties: {
    language: { type: "string", "x-context": "language" },
    password: { type: "string", writeOnly: true },
    citizenship: { type: "string" },
  },
  allOf: [
    {
      if: { properties: { ignoredInIf: { const: 1 } } },
      then: { properties: { pesel: { type: "string" } } },
      else: {
        properties: {
          identificationNumber: { type: "string" },
          citizenship: { not: { const: "RU" } },
        },
      },
    },
    { properties: { residenceCountry: { type: "string", "x-context": "residenceCountry" } } },
  ],
};

describe("collectPropertySchemas", () => {
  it("collects properties of the root, allOf, then and else, in that order", () => {
    const found = collectPropertySchemas(schema);
    expect([...found.keys()]).toEqual([
      "language",
      "password",
      "citizenship",
      "pesel",
      "identificationNumber",
      "residenceCountry",
    ]);
  });

  it("keeps every schema a property is declared with", () => {
    expect(collectPropertySchemas(schema).get("citizenship")).toEqual([
      { type: "string" },
      { not: { const: "RU" } },
    ]);
  });

  it("does not treat the properties of an if as declarations", () => {
    expect(collectPropertySchemas(schema).has("ignoredInIf")).toBe(false);
  });
});

describe("contextFieldsOf and writeOnlyFieldsOf", () => {
  it("maps context fields to their context keys, wherever they are declared", () => {
    expect(contextFieldsOf(schema)).toEqual(
      new Map([
        ["language", "language"],
        ["residenceCountry", "residenceCountry"],
      ]),
    );
  });

  it("lists the writeOnly fields", () => {
    expect(writeOnlyFieldsOf(schema)).toEqual(new Set(["password"]));
  });
});

describe("applyContext", () => {
  it("replaces the payload's value with a known context value", () => {
    expect(applyContext(schema, { language: "de", citizenship: "PL" }, { language: "pl" })).toEqual(
      { language: "pl", citizenship: "PL" },
    );
  });

  it("leaves the payload's value when the context value is unknown", () => {
    expect(applyContext(schema, { language: "de" }, {})).toEqual({ language: "de" });
    expect(applyContext(schema, { language: "de" }, { language: null })).toEqual({
      language: "de",
    });
  });

  it("fills a context field the payload left out, and only context fields", () => {
    expect(applyContext(schema, {}, { residenceCountry: "ES", citizenship: "RU" })).toEqual({
      residenceCountry: "ES",
    });
  });

  it("does not change the payload it is given", () => {
    const data = { language: "de" };
    applyContext(schema, data, { language: "pl" });
    expect(data).toEqual({ language: "de" });
  });
});

describe("applyAliases", () => {
  const schema: JsonSchema = {
    type: "object",
    properties: {
      status: { type: "string", enum: ["WORKING"], "x-aliases": { EMPLOYED_OLD: "WORKING" } },
      other: { type: "string" },
    },
  };

  it("replaces another spelling with the listed value and leaves the rest alone", () => {
    expect(applyAliases(schema, { status: "EMPLOYED_OLD", other: "EMPLOYED_OLD" })).toEqual({
      status: "WORKING",
      other: "EMPLOYED_OLD",
    });
    expect(applyAliases(schema, { status: "WORKING" })).toEqual({ status: "WORKING" });
    expect(applyAliases(schema, { status: "toString" })).toEqual({ status: "toString" });
  });

  it("finds aliases declared inside a conditional part", () => {
    const conditional: JsonSchema = {
      type: "object",
      if: { required: ["a"] },
      then: { properties: { b: { type: "string", "x-aliases": { B1: "B" } } } },
    };
    expect(applyAliases(conditional, { a: 1, b: "B1" })).toEqual({ a: 1, b: "B" });
  });
});
