import { describe, expect, it } from "vitest";
import { isConstOption, withOptionListsAsEnums } from "./option-lists.ts";

const countries = [
  { const: "PL", title: "Poland" },
  { const: "DE", title: "Germany", description: "Federal Republic" },
];

describe("isConstOption", () => {
  it("accepts a constant with words for people", () => {
    expect(isConstOption({ const: "PL" })).toBe(true);
    expect(isConstOption({ const: 1, title: "One", $comment: "c", examples: [1] })).toBe(true);
    expect(isConstOption({ const: null, $id: "123" })).toBe(true);
  });

  it("refuses a schema with a rule besides its constant, or without one", () => {
    expect(isConstOption({ const: "PL", type: "string" })).toBe(false);
    expect(isConstOption({ const: "PL", not: { const: "DE" } })).toBe(false);
    expect(isConstOption({ title: "Poland" })).toBe(false);
    expect(isConstOption([{ const: "PL" }])).toBe(false);
    expect(isConstOption(null)).toBe(false);
  });
});

describe("withOptionListsAsEnums", () => {
  it("turns a oneOf or an anyOf of constants into the enum of their values, at any depth", () => {
    const schema = {
      type: "object",
      properties: { citizenship: { type: "string", title: "Citizenship", oneOf: countries } },
      allOf: [
        {
          if: { properties: { kind: { const: "a" } } },
          then: { properties: { size: { anyOf: [{ const: 1 }, { const: 2 }] } } },
        },
      ],
    };
    expect(withOptionListsAsEnums(schema)).toEqual({
      type: "object",
      properties: { citizenship: { type: "string", title: "Citizenship", enum: ["PL", "DE"] } },
      allOf: [
        {
          if: { properties: { kind: { const: "a" } } },
          then: { properties: { size: { enum: [1, 2] } } },
        },
      ],
    });
  });

  it("leaves the schema it is given as it was", () => {
    const schema = { properties: { citizenship: { oneOf: countries } } };
    const before = structuredClone(schema);
    withOptionListsAsEnums(schema);
    expect(schema).toEqual(before);
  });

  it("keeps lists that say more than their values", () => {
    const kept = [
      { oneOf: [{ const: "a" }, { const: "b", type: "string" }] },
      { oneOf: [{ const: "a" }, { properties: { b: { type: "string" } } }] },
      { oneOf: [] },
      { enum: ["a"], oneOf: [{ const: "a" }, { const: "b" }] },
    ];
    for (const schema of kept) expect(withOptionListsAsEnums(schema)).toEqual(schema);
  });

  it("keeps a oneOf whose constants repeat, as it accepts neither", () => {
    const schema = { oneOf: [{ const: "a" }, { const: "a", title: "again" }, { const: "b" }] };
    expect(withOptionListsAsEnums(schema)).toEqual(schema);
  });

  it("makes the enum of one list only when a oneOf and an anyOf stand side by side", () => {
    const schema = {
      oneOf: [{ const: "a" }, { const: "b" }],
      anyOf: [{ const: "b" }, { const: "c" }],
    };
    expect(withOptionListsAsEnums(schema)).toEqual({
      enum: ["a", "b"],
      anyOf: [{ const: "b" }, { const: "c" }],
    });
  });
});
