import { describe, expect, it } from "vitest";
import { inlineLocalRefs } from "./inline-local-refs.ts";
import type { JsonSchema } from "./json-schema.ts";

const isPL: JsonSchema = {
  properties: { citizenship: { const: "PL" } },
  required: ["citizenship"],
};

describe("inlineLocalRefs", () => {
  it("replaces local references with their definitions and drops $defs", () => {
    const schema: JsonSchema = {
      $defs: { isPL },
      allOf: [{ if: { $ref: "#/$defs/isPL" }, then: { required: ["pesel"] } }],
    };
    expect(inlineLocalRefs(schema)).toEqual({
      allOf: [{ if: isPL, then: { required: ["pesel"] } }],
    });
  });

  it("expands references inside definitions", () => {
    const schema: JsonSchema = {
      $defs: { isPL, notPL: { not: { $ref: "#/$defs/isPL" } } },
      if: { $ref: "#/$defs/notPL" },
    };
    expect(inlineLocalRefs(schema)).toEqual({ if: { not: isPL } });
  });

  it("combines a reference's siblings with the definition in allOf", () => {
    const schema: JsonSchema = {
      $defs: { isPL },
      properties: { a: { $ref: "#/$defs/isPL", required: ["language"] } },
    };
    expect(inlineLocalRefs(schema)).toEqual({
      properties: { a: { allOf: [isPL, { required: ["language"] }] } },
    });
  });

  it("throws on an undefined definition", () => {
    expect(() => inlineLocalRefs({ $defs: {}, not: { $ref: "#/$defs/missing" } })).toThrow(
      '"$defs/missing" is not defined',
    );
  });

  it("throws on a reference that is not local to $defs", () => {
    expect(() => inlineLocalRefs({ not: { $ref: "other.json#/a" } })).toThrow(
      /only local references/,
    );
    expect(() => inlineLocalRefs({ not: { $ref: "#/properties/a" } })).toThrow(
      /only local references/,
    );
  });

  it("throws on a definition that refers to itself, directly or through another", () => {
    expect(() =>
      inlineLocalRefs({ $defs: { a: { not: { $ref: "#/$defs/a" } } }, if: { $ref: "#/$defs/a" } }),
    ).toThrow(/refers to itself/);
    expect(() =>
      inlineLocalRefs({
        $defs: { a: { $ref: "#/$defs/b" }, b: { not: { $ref: "#/$defs/a" } } },
        if: { $ref: "#/$defs/a" },
      }),
    ).toThrow(/refers to itself/);
  });

  it("allows the same definition twice side by side", () => {
    const schema: JsonSchema = {
      $defs: { isPL },
      anyOf: [{ $ref: "#/$defs/isPL" }, { allOf: [{ $ref: "#/$defs/isPL" }] }],
    };
    expect(inlineLocalRefs(schema)).toEqual({ anyOf: [isPL, { allOf: [isPL] }] });
  });
});
