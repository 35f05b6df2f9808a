import { describe, expect, it } from "vitest";
import {
  isAdultDateOfBirth,
  isCalendarDate,
  isFutureDate,
  isLivingDateOfBirth,
  isWithinFiftyYears,
  isPlausibleTaxId,
  isValidPesel,
  isValidPolishIdCardNumber,
  parseIsoDate,
} from "./field-formats.ts";

describe("isValidPesel", () => {
  it("accepts PESELs with a valid check digit and birth date", () => {
    expect(isValidPesel("44051401359")).toBe(true); // 1944-05-14
    expect(isValidPesel("02070803628")).toBe(true); // 1902-07-08
  });

  it("rejects a wrong check digit", () => {
    expect(isValidPesel("44051401358")).toBe(false);
    expect(isValidPesel("02070803627")).toBe(false);
  });

  it("rejects a birth date that does not exist, even with a valid check digit", () => {
    expect(isValidPesel("02023003624")).toBe(false); // 1902-02-30
    expect(isValidPesel("02133203622")).toBe(false); // month 13
    expect(isValidPesel("00022912343")).toBe(false); // 1900-02-29
  });

  it("reads month + 20 as a birth in the 2000s", () => {
    expect(isValidPesel("02270803624")).toBe(true); // 2002-07-08
    expect(isValidPesel("00222912349")).toBe(true); // 2000-02-29, a leap day
  });

  it("rejects anything but 11 digits", () => {
    expect(isValidPesel("4405140135")).toBe(false);
    expect(isValidPesel("440514013590")).toBe(false);
    expect(isValidPesel("4405140135a")).toBe(false);
  });
});

describe("isValidPolishIdCardNumber", () => {
  it("accepts ABA300000, whose check digit is right", () => {
    expect(isValidPolishIdCardNumber("ABA300000")).toBe(true);
  });

  it("accepts it in lower case and with a space", () => {
    expect(isValidPolishIdCardNumber("aba 300000")).toBe(true);
  });

  it("rejects ABA300001, whose check digit is wrong", () => {
    expect(isValidPolishIdCardNumber("ABA300001")).toBe(false);
  });

  it("rejects the wrong shape", () => {
    expect(isValidPolishIdCardNumber("AB3300000")).toBe(false);
    expect(isValidPolishIdCardNumber("ABA30000")).toBe(false);
  });
});

describe("the date rules, one problem each", () => {
  const now = new Date("2024-06-15T10:00:00Z");

  it("calendar-date: refuses a day the month does not have, and judges nothing else", () => {
    expect(isCalendarDate("1988-02-14")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("1988-02-31")).toBe(false);
    expect(isCalendarDate("2001-02-29")).toBe(false);
    expect(isCalendarDate("1988-13-01")).toBe(false);
    // Not a YYYY-MM-DD date at all: the pattern says so, not this rule.
    expect(isCalendarDate("15.06.1990")).toBe(true);
    expect(parseIsoDate("2001-02-29")).toBeNull();
    expect(parseIsoDate("2000-02-29")?.toISOString()).toBe("2000-02-29T00:00:00.000Z");
  });

  it("adult-date-of-birth: accepts someone who turns 18 today, not tomorrow", () => {
    expect(isAdultDateOfBirth("2006-06-15", now)).toBe(true);
    expect(isAdultDateOfBirth("2006-06-16", now)).toBe(false);
  });

  it("living-date-of-birth: accepts 120 years and refuses 121", () => {
    expect(isLivingDateOfBirth("1904-06-15", now)).toBe(true);
    expect(isLivingDateOfBirth("1903-06-15", now)).toBe(false);
  });

  it("future-date: accepts today and later, refuses yesterday", () => {
    expect(isFutureDate("2024-06-15", now)).toBe(true);
    expect(isFutureDate("2074-06-15", now)).toBe(true);
    expect(isFutureDate("2024-06-14", now)).toBe(false);
  });

  it("within-fifty-years: accepts 50 years ahead, refuses a day more", () => {
    expect(isWithinFiftyYears("2074-06-15", now)).toBe(true);
    expect(isWithinFiftyYears("2074-06-16", now)).toBe(false);
  });

  it("leaves a date that does not exist to calendar-date alone", () => {
    for (const rule of [isAdultDateOfBirth, isLivingDateOfBirth, isFutureDate, isWithinFiftyYears])
      expect(rule("2025-02-31", now)).toBe(true);
  });
});

describe("isPlausibleTaxId", () => {
  it("accepts 4 to 30 letters and digits, ignoring spaces, slashes and dashes", () => {
    expect(isPlausibleTaxId("1234")).toBe(true);
    expect(isPlausibleTaxId("DE 123/456-789")).toBe(true);
    expect(isPlausibleTaxId("A".repeat(30))).toBe(true);
  });

  it("rejects fewer than 4 or more than 30 characters", () => {
    expect(isPlausibleTaxId("12 3")).toBe(false);
    expect(isPlausibleTaxId("A".repeat(31))).toBe(false);
  });

  it("rejects other characters", () => {
    expect(isPlausibleTaxId("1234_5")).toBe(false);
    expect(isPlausibleTaxId("12.345")).toBe(false);
  });
});
