import { describe, expect, it } from "vitest";
import { canonicalJson, sameJson } from "./canonical-json.ts";

const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1.5,
  "",
  "a",
  "1",
  [],
  [1, 2],
  [2, 1],
  [[1], { a: 1 }],
  {},
  { a: 1 },
  { a: 1, b: 2 },
  { b: 2, a: 1 },
  { a: "1" },
  { a: [1, { c: 3, d: [4] }] },
  { a: [1, { d: [4], c: 3 }] },
  { a: [1, { d: [5], c: 3 }] },
  { a: null },
  { a: undefined },
  { a: undefined, b: 2 },
  { b: 2 },
  { a: {} },
  { a: [] },
  { "": 1 },
];

describe("sameJson", () => {
  it("says what comparing the canonical texts says, for every pair", () => {
    for (const a of VALUES)
      for (const b of VALUES)
        expect(sameJson(a, b), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(
          canonicalJson(a) === canonicalJson(b),
        );
  });

  it("compares nested submissions whatever their keys' order", () => {
    const saved = JSON.parse('{"firstName":"Anna","address":{"city":"Kraków","street":"Długa 1"}}');
    expect(
      sameJson(saved, { address: { street: "Długa 1", city: "Kraków" }, firstName: "Anna" }),
    ).toBe(true);
    expect(
      sameJson(saved, { address: { street: "Długa 2", city: "Kraków" }, firstName: "Anna" }),
    ).toBe(false);
    expect(sameJson(saved, { address: { street: "Długa 1" }, firstName: "Anna" })).toBe(false);
  });
});
