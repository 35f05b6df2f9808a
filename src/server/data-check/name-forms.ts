/**
 * The forms a name may take in a machine-readable zone (ICAO 9303 part 3): upper case, only
 * A-Z, every space, hyphen or apostrophe a filler or nothing, and national letters
 * transliterated, where a state may write Ä as AE or as A, Ø as OE or O, and so on. A name a
 * client types is compared with the zone's in these forms.
 */

/** Letters ICAO 9303 transliterates to two, and the one-letter form some states use instead. */
const TWO_LETTER_FORMS: Readonly<Record<string, readonly string[]>> = {
  Ä: ["AE", "A"],
  Ö: ["OE", "O"],
  Ü: ["UE", "U"],
  Å: ["AA", "A"],
  Æ: ["AE"],
  Ø: ["OE", "O"],
  ß: ["SS"],
  ẞ: ["SS"],
  Þ: ["TH"],
  Ĳ: ["IJ"],
  Œ: ["OE"],
};

/** Letters whose marks NFD does not take off. */
const ONE_LETTER_FORMS: Readonly<Record<string, string>> = {
  Ł: "L",
  Đ: "D",
  Ħ: "H",
  Ŧ: "T",
  Ŀ: "L",
  İ: "I",
  ı: "I",
};

/** The letters only: marks taken off, nothing but A-Z kept. */
function lettersOf(text: string): string {
  return Array.from(text.toUpperCase(), (c) => ONE_LETTER_FORMS[c] ?? c)
    .join("")
    .normalize("NFD")
    .replaceAll(/\p{M}/gu, "")
    .replaceAll(/[^A-Z]/g, "");
}

/**
 * Every form `name` may take in a zone, as letters only (at most 64: a name rarely has more
 * than a few letters with two forms).
 */
export function zoneForms(name: string): string[] {
  let forms = [""];
  for (const character of name.toUpperCase().replaceAll("ẞ", "ß")) {
    const alternatives = TWO_LETTER_FORMS[character] ?? TWO_LETTER_FORMS[character.toLowerCase()];
    const options = alternatives ?? [lettersOf(character)];
    forms = forms.flatMap((form) => options.map((option) => form + option)).slice(0, 64);
  }
  return [...new Set(forms)];
}

/** The name as a zone holds it, letters only (the zone's own fillers taken out). */
export function zoneLetters(zoneName: string): string {
  return lettersOf(zoneName);
}
