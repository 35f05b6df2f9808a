/**
 * The journey's results in the client's words: a check's outcome in either spelling the server
 * sends, a document's country code as the country's name, the sex as a word, a date as the
 * page's language writes it. Pure functions: the results view only lays them out.
 */
import { countryName, localDate } from "../../src/engine/index.ts";

/** The widget spec's check detail values (§3), as the results' texts are keyed. */
export const CHECK_OUTCOMES = [
  "passed",
  "failed",
  "notNeeded",
  "skipped",
  "undetermined",
  "successNeeded",
] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/**
 * A check's outcome as sent: the spec's capitalised values ("NotNeeded"), the lower-case ones of
 * the captures kept so far ("notNeeded"), or "notChecked" of captures kept before a skipped check
 * was told apart. Anything else is not an outcome the page can name: undefined.
 */
export function checkOutcomeOf(value: unknown): CheckOutcome | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const key = value.charAt(0).toLowerCase() + value.slice(1);
  if (key === "notChecked") return "skipped";
  return (CHECK_OUTCOMES as readonly string[]).includes(key) ? (key as CheckOutcome) : undefined;
}

/** What the values need besides the texts: the page's language and the country dictionary. */
export interface ResultWords {
  t: (key: string, values?: Record<string, string>) => string;
  /** The page's language as `Intl` names it ("de", "pl", "uk"). */
  intlTag: string;
  /**
   * ICAO 9303 country codes (three letters, "D" for Germany) to ISO 3166 alpha-2: the
   * `countryOfAlpha3Code` dictionary, as `get-dictionaries-list` sends it.
   */
  countryOfIcaoCode: Readonly<Record<string, string>>;
}

/**
 * A document's country code as the country's name in the page's language: an ICAO code (the
 * zone's filler `<` trimmed) through the dictionary, or an ISO alpha-2 code as it is. A code no
 * country answers to (ICAO's specimen state "UTO") reads "Unknown country (UTO)".
 */
export function countryOfCode(code: string, words: ResultWords): string {
  const trimmed = code.replace(/<+$/, "").trim().toUpperCase();
  const iso = /^[A-Z]{2}$/.test(trimmed) ? trimmed : words.countryOfIcaoCode[trimmed];
  const name = iso === undefined ? undefined : countryName(iso, words.intlTag);
  if (name !== undefined && name !== iso) return name;
  return words.t("identityJourney:results.unknownCountry", { code: trimmed });
}

/** The sex as a zone writes it (F, M, and X or `<` for unspecified) as a word. */
export function sexOf(value: string): "F" | "M" | "X" {
  const letter = value.trim().toUpperCase();
  return letter === "F" || letter === "M" ? letter : "X";
}

/** Fields whose value is a country code, shown as the country's name. */
const COUNTRY_FIELDS = new Set([
  "Nationality",
  "NationalityCode",
  "IssuingStateCode",
  "IssuingCountryCode",
  "BirthCountryCode",
]);

/**
 * A country field shown by its name is labelled as the name is ("Issuing state", not "Issuing
 * state (code)").
 */
const LABEL_OF_NAMED: Readonly<Record<string, string>> = {
  NationalityCode: "Nationality",
  IssuingStateCode: "IssuingStateName",
  IssuingCountryCode: "IssuingCountryName",
  BirthCountryCode: "BirthCountry",
};

/** The label catalogue's name a field is shown under. */
export function labelNameOf(field: string): string {
  return LABEL_OF_NAMED[field] ?? field;
}

/**
 * A value read off the document as the client reads it: a country's name, the sex as a word, a
 * calendar date in the page's language (long); names and numbers as they are.
 */
export function extractedValueText(field: string, value: string, words: ResultWords): string {
  if (COUNTRY_FIELDS.has(field)) return countryOfCode(value, words);
  if (field === "Sex") return words.t(`identityJourney:results.sexes.${sexOf(value)}`);
  // A cross-check's result is a check's outcome, said as the checks say theirs.
  const outcome = field.endsWith("CrossCheckResult") ? checkOutcomeOf(value) : undefined;
  if (outcome) return words.t(`identityJourney:results.checkOutcomes.${outcome}`);
  return localDate(value.trim(), words.intlTag) ?? value;
}
