import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { declaresValue, isAbsentConditionalField } from "./field-presence.ts";

const schema: JsonSchema = {
  type: "object",
  properties: { residenceConfirm: { type: "boolean" } },
  allOf: [
    {
      if: { properties: { residenceConfirm: { const: false } }, required: ["residenceConfirm"] },
      then: { properties: { residenceCountry: { type: "string", enum: ["PL", "DE"] } } },
    },
    { properties: { residenceCountry: { not: { enum: ["ES"] } } } },
  ],
};

describe("field presence", () => {
  it("treats a type, an enum or a const as declaring a value", () => {
    expect(declaresValue({ type: "string" })).toBe(true);
    expect(declaresValue({ enum: ["a"] })).toBe(true);
    expect(declaresValue({ const: 1 })).toBe(true);
    expect(declaresValue({ not: { enum: ["ES"] } })).toBe(false);
  });

  it("hides a conditional field while only its rules apply", () => {
    expect(isAbsentConditionalField(schema, "residenceCountry", { not: { enum: ["ES"] } })).toBe(
      true,
    );
  });

  it("keeps a field whose resolved schema declares its value", () => {
    expect(
      isAbsentConditionalField(schema, "residenceCountry", { type: "string", enum: ["PL"] }),
    ).toBe(false);
  });

  it("does not hide a field that no part of the schema declares: that is a misconfiguration", () => {
    expect(isAbsentConditionalField(schema, "typo", { pattern: "^a" })).toBe(false);
  });
});
