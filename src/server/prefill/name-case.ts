/**
 * Writes a name that a document prints in capitals ("ANNA MARIA", "KOWALSKA-NOWAK") as names are
 * written ("Anna Maria", "Kowalska-Nowak"), for the forms it prefills and the pages that greet
 * the client. A name with any small letter was written by a person and is left as it is.
 */

/** The part after an apostrophe starts a word only after a one-letter prefix: O'Brien, D'Angelo, but Mar'yana. */
const APOSTROPHES = /^['’‘]$/u;
/** A generation's number after a name ("John Paul II") stays in capitals. */
const ROMAN_NUMERAL = /^(?:II|III|IV|VI|VII|VIII|IX)$/u;

/**
 * A capital dotted İ says the name is Turkish (or Azerbaijani) and cased by Turkish rules: I is
 * then a dotless ı in small letters. Other names take the language-neutral rules, which also
 * write Polish, German or Greek letters (final sigma included) correctly.
 */
const localeOf = (name: string) => (name.includes("İ") ? "tr" : "en");

function wordCase(word: string, locale: string): string {
  const [first = "", ...rest] = Array.from(word);
  const written = first + rest.join("").toLocaleLowerCase(locale);
  // "Mc" is always a prefix of the name after it: McDonald, McCarthy.
  return /^Mc\p{L}/u.test(written)
    ? `Mc${written.charAt(2).toLocaleUpperCase(locale)}${written.slice(3)}`
    : written;
}

export function nameCase(text: string): string {
  const name = text.trim().replace(/\s+/gu, " ");
  if (name !== name.toUpperCase()) return name;
  const locale = localeOf(name);
  // Words and the spaces, hyphens and apostrophes between them, in turn.
  const parts = name.split(/([\s\-'’‘])/u);
  return parts
    .map((part, index) => {
      if (index % 2 === 1 || part === "") return part;
      if (index > 0 && ROMAN_NUMERAL.test(part)) return part;
      const before = parts[index - 1];
      const afterApostrophe = before !== undefined && APOSTROPHES.test(before);
      if (afterApostrophe && Array.from(parts[index - 2] ?? "").length > 1)
        return part.toLocaleLowerCase(locale);
      return wordCase(part, locale);
    })
    .join("");
}
