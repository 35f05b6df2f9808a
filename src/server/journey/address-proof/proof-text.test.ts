import { describe, expect, it } from "vitest";
import {
  findWordRun,
  foldText,
  hasCode,
  sameWord,
  streetNameWords,
  wordsOf,
} from "./proof-text.ts";

describe("text as the proof-of-address check compares it", () => {
  it("folds case, accents and the letters decomposition keeps", () => {
    expect(foldText("Długa Straße Ærø Łódź")).toBe("dluga strasse aero lodz");
    expect(wordsOf("ul. Długa 12/4,")).toEqual(["ul", "dluga", "12", "4"]);
  });

  it("leaves the Polish street kind out and writes street words one way", () => {
    expect(streetNameWords("ul. Długa")).toEqual(["dluga"]);
    expect(streetNameWords("Aleje Jerozolimskie")).toEqual(["jerozolimskie"]);
    expect(streetNameWords("Main Street")).toEqual(["main", "st"]);
    expect(streetNameWords("Hauptstraße")).toEqual(["hauptstr"]);
  });

  it("takes one letter changed in a word of five or more, never in a short word or a number", () => {
    expect(sameWord("dtuga", "dluga")).toBe(true);
    expect(sameWord("kowalsky", "kowalski")).toBe(true);
    expect(sameWord("kowalczyk", "kowalski")).toBe(false);
    expect(sameWord("jon", "jan")).toBe(false);
    expect(sameWord("1235", "1234")).toBe(false);
    expect(sameWord("x285", "x286")).toBe(false);
  });

  it("finds a run of words in order only", () => {
    expect(findWordRun(["ms", "anna", "byrne"], ["anna", "byrne"])).toBe(1);
    expect(findWordRun(["byrne", "anna"], ["anna", "byrne"])).toBe(-1);
    expect(findWordRun(["anna"], [])).toBe(-1);
  });

  it("finds a code in one word or split over neighbours, never inside a longer number", () => {
    expect(hasCode(["00", "238", "warszawa"], "00-238")).toBe(true);
    expect(hasCode(["dublin", "2", "d02", "x285"], "D02 X285")).toBe(true);
    expect(hasCode(["100", "238"], "00-238")).toBe(false);
    expect(hasCode(["12", "4"], "12")).toBe(true);
    expect(hasCode(["112"], "12")).toBe(false);
    expect(hasCode(["12"], "  ")).toBe(false);
  });
});
