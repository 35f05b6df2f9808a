/**
 * What a document's printed words say it is: the front of an identity card (its own name, of a
 * known state or any state's "IDENTITY CARD"), with its state and the document number where the
 * state prints one; a passport; a line of zone characters the band finder missed; and how many
 * words were read surely, which is what lets a thing without any of these be called no identity
 * document rather than a bad photo. Words are matched allowing OCR's slips: one character in five
 * may differ, and letters and digits that look alike stand in for each other in numbers.
 */
import type { DocumentCheckThresholds, IdentityCardFront } from "./document-checks-config.ts";
import { comparable, type DocumentWord } from "./document-text.ts";

export interface FrontWording {
  identityCardFronts: readonly IdentityCardFront[];
  identityCardTitles: readonly string[];
  passportTitles: readonly string[];
}

export interface WordsReading {
  /** An identity card's own name was read. */
  identityCard: boolean;
  /** The state's entry whose card name or state name was read. */
  front: IdentityCardFront | undefined;
  /** Numbers in the form the state's entry gives, as read (confusions resolved). */
  documentNumbers: string[];
  /** A passport's name was read. */
  passport: boolean;
  /** A run of zone characters (`<` fillers) was read. */
  zoneLike: boolean;
  /** Words of three or more characters read with at least the sure confidence. */
  sureWords: number;
}

/** The edit distance of two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether `phrase` is among the words: its letters, spaces left out, against every run of one
 * word fewer to one word more than it has, allowing one slip in five characters.
 */
export function phraseRead(words: readonly string[], phrase: string): boolean {
  const target = comparable(phrase);
  const count = phrase.trim().split(/\s+/).length;
  const allowed = Math.floor(target.length / 5);
  for (let size = Math.max(1, count - 1); size <= count + 1; size++)
    for (let start = 0; start + size <= words.length; start++) {
      const run = words.slice(start, start + size).join("");
      if (Math.abs(run.length - target.length) > allowed) continue;
      if (editDistance(run, target) <= allowed) return true;
    }
  return false;
}

/** Characters OCR takes for one another: a letter for the digit it resembles, and back. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  O: "0",
  D: "0",
  Q: "0",
  I: "1",
  L: "1",
  Z: "2",
  S: "5",
  B: "8",
  G: "6",
  "0": "O",
  "1": "I",
  "2": "Z",
  "5": "S",
  "8": "B",
  "6": "G",
};

/** At most this many look-alike characters are tried both ways in one candidate. */
const MAX_AMBIGUOUS = 10;

/** `candidate` as `pattern` accepts it, trying each look-alike character both ways. */
export function asPattern(candidate: string, pattern: RegExp): string | undefined {
  if (pattern.test(candidate)) return candidate;
  const ambiguous = Array.from(candidate).flatMap((c, i) => (LOOK_ALIKE[c] ? [i] : []));
  if (ambiguous.length === 0 || ambiguous.length > MAX_AMBIGUOUS) return undefined;
  for (let mask = 1; mask < 1 << ambiguous.length; mask++) {
    const chars = Array.from(candidate);
    ambiguous.forEach((at, bit) => {
      if (mask & (1 << bit)) chars[at] = LOOK_ALIKE[chars[at]!]!;
    });
    const tried = chars.join("");
    if (pattern.test(tried)) return tried;
  }
  return undefined;
}

/** Whether two document numbers are the same, allowing look-alike characters. */
export function sameNumber(read: string, other: string): boolean {
  if (read.length !== other.length) return false;
  return Array.from(read).every((c, i) => c === other[i] || LOOK_ALIKE[c] === other[i]);
}

/**
 * Single words and pairs of neighbours (a number printed in two groups), each as read and with
 * one character left out (OCR reads a stroke of a letter as one more character), the latter
 * costing a slip.
 */
function numberCandidates(words: readonly string[]): { text: string; slips: number }[] {
  const singles = words.filter((word) => /[0-9]/.test(word) || word.length >= 6);
  const pairs = words.slice(1).map((word, i) => `${words[i]}${word}`);
  const whole = [...singles, ...pairs].filter((candidate) => !candidate.includes("<"));
  const shortened = whole
    .filter((candidate) => /[0-9]/.test(candidate) && candidate.length <= 16)
    .flatMap((candidate) =>
      Array.from(candidate, (_, i) => candidate.slice(0, i) + candidate.slice(i + 1)),
    );
  return [
    ...whole.map((text) => ({ text, slips: 0 })),
    ...shortened.map((text) => ({ text, slips: 1 })),
  ];
}

/**
 * The numbers in the words that `pattern` accepts, read with the fewest slips (a character left
 * out, a look-alike swapped): of "Z2ZC003483" only "ZZC003483", not also "ZZZ003483".
 */
function documentNumbersIn(words: readonly string[], pattern: RegExp): string[] {
  const found = numberCandidates(words).flatMap(({ text, slips }) => {
    const read = asPattern(text, pattern);
    if (read === undefined) return [];
    const swaps = Array.from(read).filter((c, i) => c !== text[i]).length;
    return [{ read, cost: slips * (MAX_AMBIGUOUS + 1) + swaps }];
  });
  const least = Math.min(...found.map(({ cost }) => cost));
  return [...new Set(found.filter(({ cost }) => cost === least).map(({ read }) => read))];
}

export function readWords(
  text: { words: readonly DocumentWord[] },
  wording: FrontWording,
  thresholds: Pick<DocumentCheckThresholds, "minWordConfidence">,
): WordsReading {
  const words = text.words.map((word) => word.text);
  const read = (phrase: string) => phraseRead(words, phrase);
  const front =
    wording.identityCardFronts.find((entry) => entry.titles.some(read)) ??
    wording.identityCardFronts.find((entry) => entry.stateNames.some(read));
  const identityCard =
    wording.identityCardTitles.some(read) ||
    wording.identityCardFronts.some((entry) => entry.titles.some(read));
  const documentNumbers = front?.documentNumber
    ? documentNumbersIn(words, new RegExp(front.documentNumber))
    : [];
  return {
    identityCard,
    front,
    documentNumbers,
    passport: wording.passportTitles.some(read),
    zoneLike: words.some((word) => (word.match(/</g)?.length ?? 0) >= 3),
    sureWords: text.words.filter(
      (word) => word.text.length >= 3 && word.confidence >= thresholds.minWordConfidence,
    ).length,
  };
}
