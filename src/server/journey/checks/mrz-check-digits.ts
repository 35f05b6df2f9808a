/**
 * The check digits of a whole zone: which of them fail on a read, and, for composing test
 * documents, the lines with every check digit filled in.
 */
import { checkDigitMatches, mrzCheckDigit } from "./mrz-check-digit.ts";
import { textOf, type MrzLayout } from "./mrz-layout.ts";

/** Names of the checks (see `MrzCheck.name`) whose digit does not match what it covers. */
export function failedCheckDigits(lines: readonly string[], layout: MrzLayout): string[] {
  return layout.checks
    .filter((check) => {
      const digit = (lines[check.digit.line] ?? "").charAt(check.digit.at);
      return !checkDigitMatches(textOf(lines, check.covers), digit);
    })
    .map((check) => check.name);
}

/** `lines` with each check digit position overwritten by the digit it must hold. */
export function withCheckDigits(lines: readonly string[], layout: MrzLayout): string[] {
  const result = [...lines];
  for (const check of layout.checks) {
    const line = result[check.digit.line] ?? "";
    const digit = String(mrzCheckDigit(textOf(result, check.covers)));
    result[check.digit.line] =
      line.slice(0, check.digit.at) + digit + line.slice(check.digit.at + 1);
  }
  return result;
}
