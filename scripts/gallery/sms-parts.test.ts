import { describe, expect, it } from "vitest";
import { smsLength } from "./sms-parts.ts";

describe("smsLength", () => {
  it("fits 160 GSM-7 characters in one SMS", () => {
    expect(smsLength("a".repeat(160))).toEqual({ characters: 160, parts: 1, encoding: "GSM-7" });
  });

  it("splits a longer GSM-7 text into parts of 153", () => {
    expect(smsLength("a".repeat(161))).toEqual({ characters: 161, parts: 2, encoding: "GSM-7" });
    expect(smsLength("a".repeat(306))).toMatchObject({ parts: 2 });
    expect(smsLength("a".repeat(307))).toMatchObject({ parts: 3 });
  });

  it("counts GSM-7 extension characters as two", () => {
    expect(smsLength("€[]{}^~|\\")).toEqual({ characters: 18, parts: 1, encoding: "GSM-7" });
    expect(smsLength(`${"a".repeat(152)}€`)).toEqual({
      characters: 154,
      parts: 1,
      encoding: "GSM-7",
    });
    expect(smsLength(`${"a".repeat(159)}€`)).toMatchObject({ characters: 161, parts: 2 });
  });

  it("never splits an extension character between two parts", () => {
    // 306 septets would fill two parts of 153, but the € after 152 starts the second part.
    expect(smsLength(`${"a".repeat(152)}€${"a".repeat(152)}`)).toMatchObject({
      characters: 306,
      parts: 3,
    });
  });

  it("keeps the GSM-7 alphabet's own accented letters in GSM-7", () => {
    expect(smsLength("Ça coûte 5 £ à Zürich")).toMatchObject({ encoding: "UCS-2" });
    expect(smsLength("Ça va à Zürich, 5 £")).toMatchObject({ encoding: "GSM-7" });
  });

  it("sends Polish diacritics as UCS-2, 70 a single SMS and 67 a part", () => {
    const polish = "482913 to Twój kod weryfikacyjny, ważny 10 min. Nikomu go nie podawaj.";
    expect(smsLength(polish)).toEqual({ characters: 70, parts: 1, encoding: "UCS-2" });
    expect(smsLength(`${polish} `)).toEqual({ characters: 71, parts: 2, encoding: "UCS-2" });
    expect(smsLength("ż".repeat(70))).toMatchObject({ parts: 1 });
    expect(smsLength("ż".repeat(134))).toMatchObject({ parts: 2 });
    expect(smsLength("ż".repeat(135))).toMatchObject({ parts: 3 });
  });

  it("sends Cyrillic as UCS-2", () => {
    expect(smsLength("Ваш код: 482913")).toEqual({ characters: 15, parts: 1, encoding: "UCS-2" });
  });

  it("counts a character outside the BMP as two UCS-2 units", () => {
    expect(smsLength("ok 👍")).toEqual({ characters: 5, parts: 1, encoding: "UCS-2" });
  });
});
