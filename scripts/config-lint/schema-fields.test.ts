import { describe, expect, it } from "vitest";
import { declaredFields } from "./schema-fields.ts";

describe("fields a schema declares", () => {
  it("finds fields in every conditional part, with where each is declared", () => {
    const fields = declaredFields({
      type: "object",
      $defs: { contact: { properties: { phone: { type: "string" } } } },
      properties: { kind: { type: "string" } },
      if: { properties: { kind: { const: "a" } }, required: ["kind"] },
      then: { properties: { fromThen: { type: "string" } } },
      else: { properties: { fromElse: { type: "string" } } },
      allOf: [{ properties: { fromAllOf: { type: "string" } } }],
      anyOf: [{ properties: { fromAnyOf: { type: "string" } } }],
      oneOf: [{ properties: { fromOneOf: { type: "string" } } }],
      dependencies: {
        kind: { properties: { fromDependencies: { type: "string" } } },
        fromThen: ["kind"],
      },
      dependentSchemas: { kind: { properties: { fromDependentSchemas: { type: "string" } } } },
      not: { properties: { onlyInNot: { const: 1 } } },
      $ref: "#/$defs/contact",
    });
    expect([...fields.keys()]).toEqual([
      "kind",
      "fromAllOf",
      "fromAnyOf",
      "fromOneOf",
      "fromThen",
      "fromElse",
      "fromDependencies",
      "fromDependentSchemas",
      "phone",
    ]);
    expect(fields.get("fromElse")![0]!.pointer).toBe("/else/properties/fromElse");
    expect(fields.get("phone")![0]!.pointer).toBe("/$defs/contact/properties/phone");
  });
});
