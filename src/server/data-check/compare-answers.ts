/**
 * Compares what a client answered with what their identity document read, field by field, as
 * the flow's data check says to compare each: `name` in the forms a machine-readable zone may
 * write it (case, accents, transliteration, spaces and hyphens), allowing a zone that cut a long
 * name short; `code` ignoring case, spaces and hyphens (a document number); `exact` as it is
 * (dates, countries, choices). A field the document gave no value for is not compared.
 */
import type { DataCheckComparison } from "../../shared/flow/flow-definition.ts";
import { zoneForms, zoneLetters } from "./name-forms.ts";

export interface AnswerDifference {
  field: string;
  /** What the client sent; undefined when they left the field out (no expiry date, say). */
  answered: unknown;
  document: unknown;
}

const codeOf = (value: unknown) => String(value).toUpperCase().replaceAll(/[\s-]/g, "");

function sameName(answered: unknown, document: unknown, zoneCutShort: boolean): boolean {
  if (typeof answered !== "string" || typeof document !== "string") return false;
  const read = zoneLetters(document);
  return zoneForms(answered).some(
    (form) => form === read || (zoneCutShort && read.length > 0 && form.startsWith(read)),
  );
}

export function compareAnswers(
  answers: Readonly<Record<string, unknown>>,
  document: Readonly<Record<string, unknown>>,
  comparisons: Readonly<Record<string, DataCheckComparison>>,
  /** The zone's name field is full: the names it gives may be cut short. */
  zoneCutShort: boolean,
): AnswerDifference[] {
  const differences: AnswerDifference[] = [];
  for (const [field, comparison] of Object.entries(comparisons)) {
    const expected = document[field];
    if (expected === undefined) continue;
    const answered = answers[field];
    const same =
      comparison === "name"
        ? sameName(answered, expected, zoneCutShort)
        : comparison === "code"
          ? answered !== undefined && codeOf(answered) === codeOf(expected)
          : answered === expected;
    if (!same) differences.push({ field, answered, document: expected });
  }
  return differences;
}

/**
 * Whether the zone's names were cut short: the line that holds them (the first of a passport's
 * two, the third of a card's three) runs to its end without a filler.
 */
export function zoneNamesCutShort(values: Readonly<Record<string, string>>): boolean {
  const namesLine = values.MrzLine3 ?? values.MrzLine1;
  return namesLine !== undefined && namesLine.length > 0 && !namesLine.endsWith("<");
}
