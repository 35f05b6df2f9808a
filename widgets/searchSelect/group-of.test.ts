import { describe, expect, it } from "vitest";
import { groupOf } from "./group-of.ts";

describe("groupOf", () => {
  const regions = { "02": "Dolnośląskie", "14": "Mazowieckie", "1471": "Warszawa" };

  it("finds the heading of the value's leading characters", () => {
    expect(groupOf("0202", regions)).toBe("Dolnośląskie");
    expect(groupOf("1402", regions)).toBe("Mazowieckie");
  });

  it("takes the longest key the value starts with", () => {
    expect(groupOf("1471", regions)).toBe("Warszawa");
  });

  it("gives none where no key fits", () => {
    expect(groupOf("3202", regions)).toBeUndefined();
    expect(groupOf("0202", {})).toBeUndefined();
  });
});
