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

export function sortCountries(
  codes: readonly string[],
  { first, priority, nameOf, locale }: SortCountriesOptions,
): CountryOption[] {
  const collator = new Intl.Collator(locale);
  const rank = (code: string) => (code === first ? 0 : priority.includes(code) ? 1 : 2);
  return codes
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => rank(a.code) - rank(b.code) || collator.compare(a.name, b.name));
}
