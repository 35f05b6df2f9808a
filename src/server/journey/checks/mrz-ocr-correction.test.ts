/** Undoing OCR confusions in a zone by its layout and check digits. */
import { describe, expect, it } from "vitest";
import {
  cleanMrzLine,
  correctMrzLines,
  fitLineLength,
  restoreFillerRuns,
} from "./mrz-ocr-correction.ts";
import { TD1_LAYOUT, TD3_LAYOUT } from "./mrz-layout.ts";
import type { CharacterHint } from "./mrz-height-hints.ts";

const TD3 = [
  "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
  "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];
const TD1 = [
  "IDPOLZZC0034830<<<<<<<<<<<<<<<",
  "9107142F3203019POL910714123457",
  "PRZYKLADOWA<<ANNA<MARIA<<<<<<<",
];

describe("cleanMrzLine", () => {
  it("upper-cases and drops spaces and other marks", () => {
    expect(cleanMrzLine(" p<uto eriksson«<< ")).toBe("P<UTOERIKSSON<<");
  });
});

describe("restoreFillerRuns", () => {
  it("turns K, L, X and C inside a run of fillers into fillers", () => {
    expect(restoreFillerRuns("ANNA<<K<L<<X<C<<")).toBe("ANNA<<<<<<<<<<<<");
  });

  it("turns them into fillers in the run that ends the line", () => {
    expect(restoreFillerRuns("MARIA<KLKL")).toBe("MARIA<<<<<");
  });

  it("keeps letters that start a name after the separator", () => {
    expect(restoreFillerRuns("NOWAK<<KAROL<<<")).toBe("NOWAK<<KAROL<<<");
    expect(restoreFillerRuns("PRZYKLADOWA")).toBe("PRZYKLADOWA");
  });
});

describe("fitLineLength", () => {
  it("shrinks the longest filler run when OCR read too many fillers", () => {
    expect(fitLineLength("AB<<<<<<C<<", 8)).toBe("AB<<<C<<");
  });

  it("grows the longest filler run when OCR dropped fillers", () => {
    expect(fitLineLength("AB<C<<", 8)).toBe("AB<C<<<<");
  });
});

describe("correctMrzLines", () => {
  it("leaves a clean zone alone", () => {
    expect(correctMrzLines(TD3, TD3_LAYOUT)).toEqual({ lines: TD3, corrections: [] });
  });

  it("reads digits in date and check-digit fields (O/0, I/1, B/8, S/5, Z/2)", () => {
    const misread = [TD3[0]!, "L898902C36UTO74O8I22F12O4I59ZE184226B<<<<<IO"];
    expect(correctMrzLines(misread, TD3_LAYOUT)?.lines).toEqual(TD3);
    const more = [TD1[0]!, "9IO7I42F32O3OI9POL910714123457", TD1[2]!];
    expect(correctMrzLines(more, TD1_LAYOUT)?.lines).toEqual(TD1);
    expect(
      correctMrzLines([TD1[0]!, "91O7S4ZF32O3OI9POL910714123457", TD1[2]!], TD1_LAYOUT)?.lines[1],
    ).toBe("9107542F3203019POL910714123457");
  });

  it("reads letters in state codes and names (0/O, 1/I, 8/B, 5/S, 2/Z)", () => {
    const misread = [
      "P<UT0ER1K55ON<<ANNA<MAR1A<<<<<<<<<<<<<<<<<<<",
      "L898902C36UT07408122F1204159ZE184226B<<<<<10",
    ];
    expect(correctMrzLines(misread, TD3_LAYOUT)?.lines).toEqual(TD3);
  });

  it("restores the fillers after a one-letter state code (D<< read as DKK)", () => {
    const german = [
      "P<DKKMUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<",
      "C01X00T478D<<8308126F3305094<<<<<<<<<<<<<<08",
    ];
    expect(correctMrzLines(german, TD3_LAYOUT)?.lines[0]).toBe(
      "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<",
    );
  });

  it("fits lines read with too many fillers and K/L in the filler runs", () => {
    const read = [
      "P<UTOERIKSSON<<ANNA<MARIA<<<<<K<<LL<<<<<<<<<<<<<",
      "L898902C36UTO7408122F1204159ZE184226B<<<<<<<10",
    ];
    expect(correctMrzLines(read, TD3_LAYOUT)?.lines).toEqual(TD3);
  });

  it("repairs a document number by the one swap its check digit allows", () => {
    const read = [TD3[0]!, "L8989O2C36UTO7408122F1204159ZE184226B<<<<<10"];
    const corrected = correctMrzLines(read, TD3_LAYOUT);
    expect(corrected?.lines).toEqual(TD3);
    expect(corrected?.corrections).toEqual([{ line: 1, column: 5, from: "O", to: "0" }]);
  });

  it("leaves an O/0 ambiguity the check digits cannot settle, unless glyph heights do", () => {
    // Swapping O and 0 at columns 8 and 9 of the line keeps every check digit: both read pass.
    const read = ["IDPOLZZCO034830<<<<<<<<<<<<<<<", TD1[1]!, TD1[2]!];
    expect(correctMrzLines(read, TD1_LAYOUT)?.lines[0]).toBe("IDPOLZZCO034830<<<<<<<<<<<<<<<");
    const hints: CharacterHint[][] = [[], [], []];
    hints[0]![8] = "digit";
    hints[0]![9] = "digit";
    expect(correctMrzLines(read, TD1_LAYOUT, hints)?.lines).toEqual(TD1);
  });

  it("does not make a wrong check digit pass", () => {
    const wrong = [TD3[0]!, "L898902C36UTO7408123F1204159ZE184226B<<<<<10"];
    expect(correctMrzLines(wrong, TD3_LAYOUT)?.lines).toEqual(wrong);
  });

  it("takes the last lines long enough to be zone lines, or gives up when there are too few", () => {
    expect(correctMrzLines(["SPECIMEN", ...TD3], TD3_LAYOUT)?.lines).toEqual(TD3);
    expect(correctMrzLines([TD3[0]!, "L898902C3"], TD3_LAYOUT)).toBeUndefined();
  });
});
