/** ICAO 9303 check digits: the specimens, the corpus zones, and agreement with the mrz package. */
import { parse } from "mrz";
import { describe, expect, it } from "vitest";
import { loadDocumentCorpus } from "../../../../scripts/fixtures/document-corpus.ts";
import { checkDigitMatches, mrzCheckDigit } from "./mrz-check-digit.ts";
import { failedCheckDigits, withCheckDigits } from "./mrz-check-digits.ts";
import { TD1_LAYOUT, TD3_LAYOUT } from "./mrz-layout.ts";

/** ICAO 9303 part 4 and part 5 specimens (Utopia). */
const ICAO_TD3 = [
  "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
  "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];
const ICAO_TD1 = [
  "I<UTOD231458907<<<<<<<<<<<<<<<",
  "7408122F1204159UTO<<<<<<<<<<<6",
  "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
];

describe("mrzCheckDigit", () => {
  it("gives the ICAO specimen's check digits", () => {
    expect(mrzCheckDigit("L898902C3")).toBe(6);
    expect(mrzCheckDigit("740812")).toBe(2);
    expect(mrzCheckDigit("120415")).toBe(9);
    expect(mrzCheckDigit("ZE184226B<<<<<")).toBe(1);
    expect(mrzCheckDigit("D23145890")).toBe(7);
  });

  it("refuses characters outside the MRZ alphabet", () => {
    expect(() => mrzCheckDigit("a")).toThrow(/not an MRZ character/);
  });

  it("takes a filler as the check digit of an empty field only", () => {
    expect(checkDigitMatches("<<<<<<<<<<<<<<", "<")).toBe(true);
    expect(checkDigitMatches("<<<<<<<<<<<<<<", "0")).toBe(true);
    expect(checkDigitMatches("ZE184226B<<<<<", "<")).toBe(false);
  });
});

describe("failedCheckDigits", () => {
  it("passes the ICAO specimens", () => {
    expect(failedCheckDigits(ICAO_TD3, TD3_LAYOUT)).toEqual([]);
    expect(failedCheckDigits(ICAO_TD1, TD1_LAYOUT)).toEqual([]);
  });

  it("names the check a wrong digit breaks, and the composite that covers it", () => {
    const wrongBirth = [ICAO_TD3[0]!, ICAO_TD3[1]!.replace("7408122", "7408123")];
    expect(failedCheckDigits(wrongBirth, TD3_LAYOUT)).toEqual(["birthDate", "composite"]);
    const wrongComposite = [ICAO_TD1[0]!, ICAO_TD1[1]!.replace(/6$/, "5"), ICAO_TD1[2]!];
    expect(failedCheckDigits(wrongComposite, TD1_LAYOUT)).toEqual(["composite"]);
  });

  it("fills in every check digit of a zone", () => {
    const blanked = [ICAO_TD3[0]!, "L898902C30UTO7408120F1204150ZE184226B<<<<<00"];
    expect(withCheckDigits(blanked, TD3_LAYOUT)).toEqual(ICAO_TD3);
  });

  it.each(
    loadDocumentCorpus()
      .fixtures.filter((fixture) => fixture.mrz)
      .map((fixture) => [fixture.file, fixture.mrz!] as const),
  )("agrees with the mrz package on the zone printed on %s", (_file, mrz) => {
    const layout = mrz.format === "TD3" ? TD3_LAYOUT : TD1_LAYOUT;
    expect(failedCheckDigits(mrz.lines, layout)).toEqual(mrz.failedChecks);
    const checkFields = parse(mrz.lines).details.filter((detail) =>
      detail.field?.endsWith("CheckDigit"),
    );
    expect(checkFields.every((detail) => detail.valid)).toBe(mrz.failedChecks.length === 0);
  });
});
