import { describe, expect, it } from "vitest";
import { containsNulCharacter } from "./nul-characters.ts";

describe("containsNulCharacter", () => {
  it("finds a NUL in a string, a nested value or a key", () => {
    expect(containsNulCharacter({ journeyId: "a\u0000b" })).toBe(true);
    expect(containsNulCharacter({ data: { city: ["Gdańsk", "x\u0000"] } })).toBe(true);
    expect(containsNulCharacter({ ["na\u0000me"]: 1 })).toBe(true);
  });

  it("passes every other text, odd unicode included", () => {
    expect(containsNulCharacter({ city: "Łódź", emoji: "😀", rtl: "\u202e", n: 0, ok: null })).toBe(
      false,
    );
  });
});
