import { describe, expect, it } from "vitest";
import { insertPaste } from "./filtered-paste.ts";

const digits = (text: string) => text.replace(/\D/g, "");

describe("insertPaste", () => {
  it("filters pasted text before cutting it to the field's length", () => {
    expect(insertPaste("", { start: 0, end: 0 }, "19a90", digits, 4)).toEqual({
      value: "1990",
      caret: 4,
    });
  });

  it("inserts at the caret and replaces the selection", () => {
    expect(insertPaste("1290", { start: 1, end: 3 }, "9-8", digits, 4)).toEqual({
      value: "1980",
      caret: 3,
    });
  });

  it("keeps only what fits", () => {
    expect(insertPaste("12", { start: 2, end: 2 }, "345", digits, 4)).toEqual({
      value: "1234",
      caret: 4,
    });
  });

  it("has no limit without a length", () => {
    expect(insertPaste("a", { start: 1, end: 1 }, "bcd", (t) => t).value).toBe("abcd");
  });
});
