import { describe, expect, it } from "vitest";
import { joinDate, onlyDigits, splitDate } from "./date-parts.ts";

describe("splitDate", () => {
  it("splits YYYY-MM-DD into day, month and year", () => {
    expect(splitDate("1990-05-07")).toEqual({ day: "07", month: "05", year: "1990" });
  });

  it("keeps the gaps of an incomplete date", () => {
    expect(splitDate("1990--07")).toEqual({ day: "07", month: "", year: "1990" });
    expect(splitDate("-05-")).toEqual({ day: "", month: "05", year: "" });
  });

  it("gives empty parts for no value", () => {
    expect(splitDate(undefined)).toEqual({ day: "", month: "", year: "" });
  });
});

describe("joinDate", () => {
  it("joins and zero-pads day and month", () => {
    expect(joinDate({ day: "7", month: "5", year: "1990" })).toBe("1990-05-07");
  });

  it("keeps the gaps of an incomplete date", () => {
    expect(joinDate({ day: "7", month: "", year: "1990" })).toBe("1990--07");
    expect(joinDate({ day: "", month: "5", year: "" })).toBe("-05-");
  });

  it("gives undefined when every part is empty", () => {
    expect(joinDate({ day: "", month: "", year: "" })).toBeUndefined();
  });

  it("round-trips incomplete dates through split", () => {
    for (const value of ["1990-05-07", "1990--07", "-05-", "--07"])
      expect(joinDate(splitDate(value))).toBe(value);
  });
});

describe("onlyDigits", () => {
  it("keeps digits up to the maximum", () => {
    expect(onlyDigits("1a9b9c0d1", 4)).toBe("1990");
  });
});
