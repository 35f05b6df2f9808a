import { describe, expect, it } from "vitest";
import { datesOnLine, issueDateOf } from "./proof-dates.ts";

const TODAY = "2026-12-01";

describe("dates written on a line", () => {
  it("reads the numeric and written forms, day before month", () => {
    const iso = (line: string) => datesOnLine(line).map((date) => date.iso);
    expect(iso("okres: 01.10.2026 - 31.10.2026")).toEqual(["2026-10-01", "2026-10-31"]);
    expect(iso("2026-11-14 and 14/11/26")).toEqual(["2026-11-14", "2026-11-14"]);
    expect(iso("bill date: 3 november 2026")).toEqual(["2026-11-03"]);
    expect(iso("november 3, 2026")).toEqual(["2026-11-03"]);
    expect(iso("warszawa, 14 listopada 2026 r.")).toEqual(["2026-11-14"]);
    expect(iso("datum: 3. november 2026")).toEqual(["2026-11-03"]);
  });

  it("reads no date that does not exist, nor numbers that are not dates", () => {
    expect(datesOnLine("31.02.2026")).toEqual([]);
    expect(datesOnLine("nip 526-000-12-34, tel. 22 555 01 00, nr 11/2026")).toEqual([]);
  });
});

describe("a page's issue date", () => {
  it("is the date its issue label names, before any later date", () => {
    const lines = [
      "Okres: 01.10.2026 - 31.10.2026",
      "Data wystawienia: 14.11.2026",
      "Termin płatności: 28.11.2026",
    ];
    expect(issueDateOf(lines, TODAY)).toBe("2026-11-14");
  });

  it("takes the date under a label that stands alone", () => {
    expect(issueDateOf(["Statement date", "02/11/2026", "12/11/2026"], TODAY)).toBe("2026-11-02");
  });

  it("prefers the more specific label to a plain one", () => {
    const lines = ["Bill date: 3 November 2026", "Data wystawienia: 1 November 2026"];
    expect(issueDateOf(lines, TODAY)).toBe("2026-11-01");
  });

  it("without a label, is the latest date that is neither due nor after today", () => {
    const lines = ["Dublin, 20 October 2026", "Payment due: 10 November 2026", "15.01.2027"];
    expect(issueDateOf(lines, TODAY)).toBe("2026-10-20");
  });

  it("is not found on a page without dates", () => {
    expect(issueDateOf(["Bill date:", "Account number 8841"], TODAY)).toBeUndefined();
  });
});
