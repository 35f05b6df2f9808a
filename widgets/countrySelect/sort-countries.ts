/** Orders countries as the spec asks: the language's country, then the priority list, then the rest, each by name. */
import { countryCollation } from "../../src/engine/index.ts";

export interface CountryOption {
  code: string;
  name: string;
}

export interface SortCountriesOptions {
  first: string | undefined;
  priority: readonly string[];
  nameOf: (code: string) => string;
  locale: string;
}

export function sortCountries(
  codes: readonly string[],
  { first, priority, nameOf, locale }: SortCountriesOptions,
): CountryOption[] {
  const compare = countryCollation(locale);
  const prioritised = new Set(priority);
  return codes
    .map((code) => ({
      code,
      name: nameOf(code),
      rank: code === first ? 0 : prioritised.has(code) ? 1 : 2,
    }))
    .sort((a, b) => a.rank - b.rank || compare(a, b))
    .map(({ code, name }) => ({ code, name }));
}
