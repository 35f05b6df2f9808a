/** Orders countries as the spec asks: the language's country, then the priority list, then the rest, each by name. */

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

/** One collator per language: making one costs more than a whole sort of the countries. */
const collators = new Map<string, Intl.Collator>();

function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

export function sortCountries(
  codes: readonly string[],
  { first, priority, nameOf, locale }: SortCountriesOptions,
): CountryOption[] {
  const { compare } = collatorOf(locale);
  const prioritised = new Set(priority);
  return codes
    .map((code) => ({
      code,
      name: nameOf(code),
      rank: code === first ? 0 : prioritised.has(code) ? 1 : 2,
    }))
    .sort((a, b) => a.rank - b.rank || compare(a.name, b.name))
    .map(({ code, name }) => ({ code, name }));
}
