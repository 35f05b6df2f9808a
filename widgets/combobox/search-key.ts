/**
 * Matching typed text against option names. Names carry characters people leave out when they
 * type ("Bosnia & Herzegovina", "Guinea-Bissau", "St. Lucia", "+48 Polska"), so both sides are
 * compared as letters and digits alone, without case or accents ("boleslaw" finds "Bolesławiec",
 * "48" finds "+48 Polska").
 */

/** Letters that carry their mark in the letter itself, so NFD does not take it off. */
const UNMARKED: Readonly<Record<string, string>> = { ł: "l", đ: "d", ø: "o", ħ: "h", ı: "i" };

export function searchKey(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize("NFD")
    .replace(/[łđøħı]/gu, (letter) => UNMARKED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export function matchesSearch(name: string, query: string, locale: string): boolean {
  const wanted = searchKey(query, locale);
  return wanted === "" || searchKey(name, locale).includes(wanted);
}
