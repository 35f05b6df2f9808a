/**
 * Text as the proof-of-address check compares it: folded (lower case, no accents, ł as l, ß as
 * ss), cut into words of letters and digits, street words written one way ("street" and "st"
 * alike), and two words the same when OCR changed at most one letter of a long one (the English
 * model reads "Długa" as "Dtuga").
 */

/** Lower case, accents off, letters the decomposition keeps (ł, ß, æ, ø) spelt in ASCII. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replaceAll(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("ł", "l")
    .replaceAll("ß", "ss")
    .replaceAll("æ", "ae")
    .replaceAll("ø", "o")
    .replaceAll("đ", "d");
}

/** The folded words of `text`: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Street words with a short form: each is compared as its short form. Words that only say what
 * kind of street it is in Polish (ulica, aleja, plac, osiedle) are left out of the street's name.
 */
const STREET_WORD_FORMS: Record<string, string> = {
  street: "st",
  road: "rd",
  avenue: "ave",
  av: "ave",
  lane: "ln",
  drive: "dr",
  place: "pl",
  square: "sq",
  terrace: "tce",
  court: "ct",
  crescent: "cres",
  strasse: "str",
  gasse: "g",
  saint: "st",
};

const POLISH_STREET_KINDS = new Set([
  "ul",
  "ulica",
  "al",
  "aleja",
  "aleje",
  "pl",
  "plac",
  "os",
  "osiedle",
]);

/** A street word as compared: German "…strasse" as "…str", "Street" as "st". */
export function streetWordForm(word: string): string {
  const short = STREET_WORD_FORMS[word];
  if (short) return short;
  if (word.length > 7 && word.endsWith("strasse")) return `${word.slice(0, -7)}str`;
  return word;
}

/** The words of a street's name as answered, its kind word ("ul.") left out. */
export function streetNameWords(street: string): string[] {
  const words = wordsOf(street).map(streetWordForm);
  const named = words.filter((word) => !POLISH_STREET_KINDS.has(word));
  return named.length > 0 ? named : words;
}

/** Levenshtein distance, stopping once it passes `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether a word read off the page is the word expected: the same, or, for a word of five letters
 * or more without digits, one letter changed, added or dropped. Numbers must be exact.
 */
export function sameWord(read: string, expected: string): boolean {
  if (read === expected) return true;
  if (expected.length < 5 || /\d/.test(expected) || /\d/.test(read)) return false;
  return editDistance(read, expected, 1) <= 1;
}

/** Where `expected` (words) stands in `words`, one after another, as its first word's index. */
export function findWordRun(words: readonly string[], expected: readonly string[]): number {
  if (expected.length === 0) return -1;
  for (let start = 0; start + expected.length <= words.length; start++)
    if (expected.every((word, i) => sameWord(words[start + i]!, word))) return start;
  return -1;
}

/**
 * Whether a code (a postal code, a building number) stands in `words`: its letters and digits
 * equal to one word, or to two or three neighbours joined ("00-238" read as "00" and "238").
 */
export function hasCode(words: readonly string[], code: string): boolean {
  const wanted = wordsOf(code).join("");
  if (wanted.length === 0) return false;
  for (let start = 0; start < words.length; start++) {
    let joined = "";
    for (let end = start; end < Math.min(words.length, start + 3); end++) {
      joined += words[end]!;
      if (joined === wanted) return true;
      if (joined.length >= wanted.length) break;
    }
  }
  return false;
}
