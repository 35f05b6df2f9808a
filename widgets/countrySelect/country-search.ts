/**
 * Matching a typed search against country names. The search box takes letters only (spec), while
 * names carry other characters ("Bosnia & Herzegovina", "Guinea-Bissau", "St. Lucia"), so both
 * sides are compared as letters alone, without case or accents ("boleslaw" finds "Bolesławiec").
 */

/** Letters that carry their mark in the letter itself, so NFD does not take it off. */
const UNMARKED: Readonly<Record<string, string>> = { ł: "l", đ: "d", ø: "o", ħ: "h", ı: "i" };

export function searchKey(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize("NFD")
    .replace(/[łđøħı]/gu, (letter) => UNMARKED[letter] ?? letter)
    .replace(/[^\p{L}]/gu, "");
}

export function matchesCountrySearch(name: string, query: string, locale: string): boolean {
  const wanted = searchKey(query, locale);
  return wanted === "" || searchKey(name, locale).includes(wanted);
}
