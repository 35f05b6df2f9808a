import { describe, expect, it } from "vitest";
import type { OcrLine } from "../checks/ocr-worker.ts";
import { checkAddressProof, monthsBefore, type ProofApplicant } from "./address-proof-check.ts";

const KOWALSKI: ProofApplicant = {
  firstName: "JAN PIOTR",
  lastName: "KOWALSKI",
  street: "ul. Długa",
  buildingNumber: "12",
  postalCode: "00-238",
  city: "Warszawa",
};
const RULES = { maxAgeMonths: 3, today: "2026-12-01" };

/** Lines as the OCR gives them, 20 px high, stacked from `top` at `left`. */
function page(...blocks: { left: number; top: number; lines: string[] }[]): OcrLine[] {
  return blocks.flatMap(({ left, top, lines }) =>
    lines.map((text, i) => ({
      text,
      box: { left, top: top + i * 30, right: left + text.length * 10, bottom: top + i * 30 + 20 },
    })),
  );
}

const holderBlock = (lines: string[]) => ({ left: 900, top: 300, lines });
const issued = (date: string) => ({ left: 100, top: 300, lines: [`Data wystawienia: ${date}`] });

describe("the proof-of-address check", () => {
  it("passes the holder's name over their address, issued within three months", () => {
    const lines = page(
      holderBlock(["Pan Jan Kowalski", "ul. Dluga 12 m. 4", "00-238 Warszawa"]),
      issued("01.09.2026"),
    );
    expect(checkAddressProof(lines, KOWALSKI, RULES)).toEqual({
      result: "Passed",
      issueDate: "2026-09-01",
      mismatches: [],
    });
  });

  it("refuses another person's page at the same address", () => {
    const lines = page(
      holderBlock(["Anna Kowalski", "ul. Długa 12/4", "00-238 Warszawa"]),
      issued("14.11.2026"),
    );
    expect(checkAddressProof(lines, KOWALSKI, RULES).mismatches).toEqual(["name"]);
  });

  it("refuses the applicant's address printed only away from the holder's name", () => {
    const lines = page(
      { left: 100, top: 100, lines: ["ul. Długa 12, 00-238 Warszawa"] },
      holderBlock(["JAN KOWALSKI", "ul. Krótka 3", "31-100 Kraków"]),
      issued("14.11.2026"),
    );
    expect(checkAddressProof(lines, KOWALSKI, RULES)).toMatchObject({
      result: "Failed",
      mismatches: ["street", "buildingNumber", "postalCode", "city"],
    });
  });

  it("refuses another number in the applicant's street", () => {
    const lines = page(
      holderBlock(["JAN KOWALSKI", "ul. Długa 120", "00-238 Warszawa"]),
      issued("14.11.2026"),
    );
    expect(checkAddressProof(lines, KOWALSKI, RULES).mismatches).toEqual(["buildingNumber"]);
  });

  it("takes a page issued three months ago to the day, refuses one a day older or dated ahead", () => {
    const judge = (date: string) =>
      checkAddressProof(
        page(holderBlock(["JAN KOWALSKI", "ul. Długa 12", "00-238 Warszawa"]), issued(date)),
        KOWALSKI,
        RULES,
      ).mismatches;
    expect(judge("01.09.2026")).toEqual([]);
    expect(judge("31.08.2026")).toEqual(["issueDateTooOld"]);
    expect(judge("02.12.2026")).toEqual(["issueDateInFuture"]);
  });

  it("follows the period compliance sets", () => {
    const lines = page(
      holderBlock(["JAN KOWALSKI", "ul. Długa 12", "00-238 Warszawa"]),
      issued("01.07.2026"),
    );
    expect(checkAddressProof(lines, KOWALSKI, RULES).result).toBe("Failed");
    expect(checkAddressProof(lines, KOWALSKI, { ...RULES, maxAgeMonths: 6 }).result).toBe("Passed");
  });
});

describe("months before a day", () => {
  it("keeps the day, or the shorter month's last", () => {
    expect(monthsBefore("2026-12-01", 3)).toBe("2026-09-01");
    expect(monthsBefore("2026-05-31", 3)).toBe("2026-02-28");
    expect(monthsBefore("2026-02-15", 3)).toBe("2025-11-15");
  });
});
