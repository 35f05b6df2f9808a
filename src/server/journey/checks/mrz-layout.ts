/**
 * The fixed layout of the two machine-readable zones the checks read (ICAO 9303 parts 4 and 5):
 * TD3 (passport data page, 2 lines of 44) and TD1 (identity card back, 3 lines of 30). Each
 * position has a character class, which is what lets OCR confusions be undone (a date holds
 * digits, a name holds letters), and each check digit covers known ranges.
 */

export type MrzFormat = "TD1" | "TD3";

/**
 * What a field may hold: `digits` (dates, check digits), `letters` (codes, states), `names`
 * (letters and fillers), `sex` (M, F or filler), `mixed` (document and personal numbers).
 */
export type MrzCharacterClass = "digits" | "letters" | "names" | "sex" | "mixed";

export interface MrzRange {
  line: number;
  start: number;
  end: number;
}

export interface MrzField extends MrzRange {
  name: string;
  characters: MrzCharacterClass;
}

export interface MrzCheck {
  /** documentNumber, birthDate, expiryDate, personalNumber or composite. */
  name: string;
  digit: { line: number; at: number };
  covers: MrzRange[];
}

export interface MrzLayout {
  format: MrzFormat;
  lineCount: number;
  lineLength: number;
  fields: MrzField[];
  /** In the order they must be computed: the composite covers the others' digits. */
  checks: MrzCheck[];
}

const field = (
  name: string,
  line: number,
  start: number,
  end: number,
  characters: MrzCharacterClass,
): MrzField => ({ name, line, start, end, characters });

const check = (name: string, line: number, at: number, covers: MrzRange[]): MrzCheck => ({
  name,
  digit: { line, at },
  covers,
});

const range = (line: number, start: number, end: number): MrzRange => ({ line, start, end });

export const TD3_LAYOUT: MrzLayout = {
  format: "TD3",
  lineCount: 2,
  lineLength: 44,
  fields: [
    field("documentCode", 0, 0, 2, "letters"),
    field("issuingState", 0, 2, 5, "letters"),
    field("names", 0, 5, 44, "names"),
    field("documentNumber", 1, 0, 9, "mixed"),
    field("documentNumberCheckDigit", 1, 9, 10, "digits"),
    field("nationality", 1, 10, 13, "letters"),
    field("birthDate", 1, 13, 19, "digits"),
    field("birthDateCheckDigit", 1, 19, 20, "digits"),
    field("sex", 1, 20, 21, "sex"),
    field("expiryDate", 1, 21, 27, "digits"),
    field("expiryDateCheckDigit", 1, 27, 28, "digits"),
    field("personalNumber", 1, 28, 42, "mixed"),
    field("personalNumberCheckDigit", 1, 42, 43, "digits"),
    field("compositeCheckDigit", 1, 43, 44, "digits"),
  ],
  checks: [
    check("documentNumber", 1, 9, [range(1, 0, 9)]),
    check("birthDate", 1, 19, [range(1, 13, 19)]),
    check("expiryDate", 1, 27, [range(1, 21, 27)]),
    check("personalNumber", 1, 42, [range(1, 28, 42)]),
    check("composite", 1, 43, [range(1, 0, 10), range(1, 13, 20), range(1, 21, 43)]),
  ],
};

export const TD1_LAYOUT: MrzLayout = {
  format: "TD1",
  lineCount: 3,
  lineLength: 30,
  fields: [
    field("documentCode", 0, 0, 2, "letters"),
    field("issuingState", 0, 2, 5, "letters"),
    field("documentNumber", 0, 5, 14, "mixed"),
    field("documentNumberCheckDigit", 0, 14, 15, "digits"),
    field("optional1", 0, 15, 30, "mixed"),
    field("birthDate", 1, 0, 6, "digits"),
    field("birthDateCheckDigit", 1, 6, 7, "digits"),
    field("sex", 1, 7, 8, "sex"),
    field("expiryDate", 1, 8, 14, "digits"),
    field("expiryDateCheckDigit", 1, 14, 15, "digits"),
    field("nationality", 1, 15, 18, "letters"),
    field("optional2", 1, 18, 29, "mixed"),
    field("compositeCheckDigit", 1, 29, 30, "digits"),
    field("names", 2, 0, 30, "names"),
  ],
  checks: [
    check("documentNumber", 0, 14, [range(0, 5, 14)]),
    check("birthDate", 1, 6, [range(1, 0, 6)]),
    check("expiryDate", 1, 14, [range(1, 8, 14)]),
    check("composite", 1, 29, [range(0, 5, 30), range(1, 0, 7), range(1, 8, 15), range(1, 18, 29)]),
  ],
};

export const MRZ_LAYOUTS: readonly MrzLayout[] = [TD3_LAYOUT, TD1_LAYOUT];

export function textOf(lines: readonly string[], ranges: readonly MrzRange[]): string {
  return ranges.map((r) => (lines[r.line] ?? "").slice(r.start, r.end)).join("");
}
