/**
 * The countries a phone prefix select offers, in the spec's order: the language's own list when
 * it has one (Russian: UA PL RU LV LT BY), otherwise the residence and the language's country;
 * then the rest in the dictionary's order. A country offered only to some e-mail domains (the US
 * prefix) is left out for other addresses. Which one starts chosen is `defaultPrefix`'s.
 */
export interface OrderPrefixesOptions {
  /** The countries the field accepts, in the dictionary's order. */
  countries: readonly string[];
  /** Countries listed first, by language. */
  firstByLanguage: Readonly<Record<string, readonly string[]>>;
  language: string;
  /** The residence and the language's country, first when the language has no list of its own. */
  home: readonly (string | undefined)[];
  /** Countries offered only to these e-mail domains. */
  onlyForEmailDomains: Readonly<Record<string, readonly string[]>>;
  email: string | undefined;
}

export function orderPrefixes(options: OrderPrefixesOptions): string[] {
  const domain = options.email?.split("@")[1]?.toLowerCase();
  const offered = options.countries.filter((country) => {
    const domains = options.onlyForEmailDomains[country];
    return !domains || (domain !== undefined && domains.includes(domain));
  });
  const first =
    options.firstByLanguage[options.language] ??
    options.home.filter((country): country is string => country !== undefined);
  // The residence is often the language's country too (Poland on the Polish site): listed once.
  const leading = [...new Set(first)].filter((country) => offered.includes(country));
  return [...leading, ...offered.filter((country) => !leading.includes(country))];
}

/**
 * The country code chosen before the client chooses: the first of the residence and the
 * language's country (`home`) that is offered, else the first entry. The language's list orders
 * the entries only: a Polish resident on the Russian page starts at +48, not at its first entry
 * (+380).
 */
export function defaultPrefix(
  ordered: readonly string[],
  home: readonly (string | undefined)[],
): string | undefined {
  return home.find((country) => country !== undefined && ordered.includes(country)) ?? ordered[0];
}
