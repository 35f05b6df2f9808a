/**
 * Matching a typed search against country names. The search box takes letters only (spec), while
 * names carry other characters ("Bosnia & Herzegovina", "Guinea-Bissau", "St. Lucia"), so both
 * sides are compared as letters alone, without case or accents.
 */

export function searchKey(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize("NFD")
    .replace(/[^\p{L}]/gu, "");
}

export function matchesCountrySearch(name: string, query: string, locale: string): boolean {
  const wanted = searchKey(query, locale);
  return wanted === "" || searchKey(name, locale).includes(wanted);
}
