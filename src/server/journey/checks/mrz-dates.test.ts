/** MRZ dates: the century of birth and expiry dates, and the expiry day itself. */
import { describe, expect, it } from "vitest";
import { birthDateFromMrz, expiryDateFromMrz, isExpired } from "./mrz-dates.ts";

const now = new Date("2026-06-01T12:00:00Z");

describe("MRZ dates", () => {
  it("puts a birth date in the last century when this century's would be in the future", () => {
    expect(birthDateFromMrz("740812", now)).toBe("1974-08-12");
    expect(birthDateFromMrz("260601", now)).toBe("2026-06-01");
    expect(birthDateFromMrz("260602", now)).toBe("1926-06-02");
    expect(birthDateFromMrz("050301", now)).toBe("2005-03-01");
  });

  it("puts an expiry date within 50 years from now", () => {
    expect(expiryDateFromMrz("340114", now)).toBe("2034-01-14");
    expect(expiryDateFromMrz("760101", now)).toBe("2076-01-01");
    expect(expiryDateFromMrz("770101", now)).toBe("1977-01-01");
    expect(expiryDateFromMrz("991231", now)).toBe("1999-12-31");
  });

  it("refuses dates that do not exist", () => {
    expect(birthDateFromMrz("880230", now)).toBeUndefined();
    expect(expiryDateFromMrz("3413<<", now)).toBeUndefined();
    expect(birthDateFromMrz("880229", now)).toBe("1988-02-29");
  });

  it("holds a document valid through its expiry day", () => {
    expect(isExpired("2026-06-01", now)).toBe(false);
    expect(isExpired("2026-05-31", now)).toBe(true);
  });
});
