/**
 * Turns the text a document scanner read into form values: dates, countries and dictionary
 * look-ups. Each converter answers undefined for text it cannot read, so the next source is tried.
 */
import type { PrefillField } from "../../shared/flow/flow-definition.ts";
import { nameCase } from "./name-case.ts";

export type Converter = (text: string) => unknown;

/** dd.mm.yyyy, dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd to yyyy-mm-dd; undefined for other text or impossible dates. */
export function scannedDate(text: string): string | undefined {
  const trimmed = text.trim();
  const dayFirst = /^(\d{1,2})[.\-/](\d{1,2})[.\-/](\d{4})$/.exec(trimmed);
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const [year, month, day] = dayFirst
    ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!]
    : yearFirst
      ? [yearFirst[1]!, yearFirst[2]!, yearFirst[3]!]
      : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day))
    return undefined;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/**
 * Reads a country as an ISO alpha-2 code, an alpha-3 code (as machine-readable zones print it,
 * through the `countryOfAlpha3Code` dictionary) or an English country name.
 */
export function countryReader(
  countries: readonly string[],
  alpha3: Readonly<Record<string, string>>,
): Converter {
  const known = new Set(countries);
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const byName = new Map(countries.map((code) => [normalise(names.of(code) ?? code), code]));
  return (text) => {
    const key = normalise(text);
    if (known.has(key)) return key;
    const fromAlpha3 = alpha3[key];
    if (fromAlpha3 && known.has(fromAlpha3)) return fromAlpha3;
    return byName.get(key);
  };
}

/** Looks text up in a dictionary keyed by upper-case text (`"ID CARD": 1`). */
export function dictionaryReader(dictionary: Readonly<Record<string, unknown>>): Converter {
  return (text) => dictionary[normalise(text)];
}

export function textReader(text: string): string | undefined {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return trimmed === "" ? undefined : trimmed;
}

/** A person's name, written as names are when the document prints it in capitals. */
export function nameReader(text: string): string | undefined {
  const name = nameCase(text);
  return name === "" ? undefined : name;
}

/** Upper case, with runs of spaces and underscores as one space. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/[\s_]+/g, " ")
    .toUpperCase();
}

export interface ConverterSources {
  countries: readonly string[];
  alpha3: Readonly<Record<string, string>>;
  dictionaries: Readonly<Record<string, unknown>>;
}

export function converterFor(as: PrefillField["as"], sources: ConverterSources): Converter {
  if (as === undefined || as === "text") return textReader;
  if (as === "date") return scannedDate;
  if (as === "name") return nameReader;
  if (as === "country") return countryReader(sources.countries, sources.alpha3);
  const dictionary = sources.dictionaries[as.dictionary];
  if (!dictionary || typeof dictionary !== "object" || Array.isArray(dictionary))
    throw new Error(`prefill: dictionary "${as.dictionary}" is not an object dictionary`);
  return dictionaryReader(dictionary as Record<string, unknown>);
}
