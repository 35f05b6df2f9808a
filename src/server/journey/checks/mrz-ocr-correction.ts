/**
 * Undoes typical OCR confusions in a machine-readable zone using its fixed layout: fillers `<`
 * read as K, L, X or C inside filler runs; O/0, I/1, B/8, S/5, Z/2, G/6 by what the field holds
 * (digits in dates and check digits, letters in codes and names); lines a few fillers too long
 * or short; and, in document and personal numbers (letters and digits alike), the one set of
 * swaps that makes every check digit pass, agrees best with the letter-or-digit hints (glyph
 * heights) and changes least, when exactly one does and no glyph height contradicts it.
 */
import { states } from "mrz";
import { failedCheckDigits } from "./mrz-check-digits.ts";
import type { CharacterHint } from "./mrz-height-hints.ts";
import type { MrzCharacterClass, MrzLayout } from "./mrz-layout.ts";

export interface MrzCorrection {
  line: number;
  column: number;
  from: string;
  to: string;
}

export interface CorrectedMrz {
  lines: string[];
  corrections: MrzCorrection[];
}

const DIGIT_FOR: Record<string, string> = {
  O: "0",
  Q: "0",
  D: "0",
  I: "1",
  B: "8",
  S: "5",
  Z: "2",
  G: "6",
};
const LETTER_FOR: Record<string, string> = {
  "0": "O",
  "1": "I",
  "8": "B",
  "5": "S",
  "2": "Z",
  "6": "G",
};
const FILLER_LOOKALIKES = new Set(["K", "L", "X", "C"]);
/** Pairs a document or personal number may hold either way round. */
const SWAPS: Record<string, string> = {
  ...LETTER_FOR,
  O: "0",
  I: "1",
  B: "8",
  S: "5",
  Z: "2",
  G: "6",
};
/** Beyond this many ambiguous characters the combinations are not tried (2^n of them). */
const MAX_AMBIGUOUS = 12;

const isKnownState = (code: string) => code.replace(/<+$/, "") in states;

/** Upper-cases and drops anything outside the MRZ alphabet. */
export function cleanMrzLine(text: string): string {
  return text.toUpperCase().replaceAll(/[^A-Z0-9<]/g, "");
}

/**
 * K, L, X and C that sit in a run of fillers: between fillers on both sides, or after a filler
 * in the run that ends the line.
 */
export function restoreFillerRuns(line: string): string {
  return line.replaceAll(/[<KLXC]+/g, (run, offset: number) => {
    const endsLine = offset + run.length === line.length;
    const first = run.indexOf("<");
    const last = run.lastIndexOf("<");
    if (first < 0) return run;
    return Array.from(run)
      .map((character, i) => {
        if (character === "<") return character;
        if ((i > first && i < last) || (endsLine && i > first)) return "<";
        return character;
      })
      .join("");
  });
}

/** Fits a line to `length` by growing or shrinking its longest filler run (OCR miscounts those). */
export function fitLineLength(line: string, length: number): string {
  let fitted = line;
  while (fitted.length !== length) {
    const runs = [...fitted.matchAll(/<+/g)];
    const longest = runs.reduce<RegExpExecArray | undefined>(
      (best, run) => (!best || run[0].length > best[0].length ? run : best),
      undefined,
    );
    if (fitted.length < length) {
      const at = longest ? longest.index : fitted.length;
      fitted = `${fitted.slice(0, at)}<${fitted.slice(at)}`;
    } else if (longest && longest[0].length > 1) {
      fitted = fitted.slice(0, longest.index) + fitted.slice(longest.index + 1);
    } else {
      fitted = fitted.slice(0, length);
    }
  }
  return fitted;
}

/** Names hold at most two fillers in a row before the trailing ones (surname<<given<names). */
function fitNames(names: string): string {
  const inner = names.replace(/<+$/, "").replaceAll(/<{3,}(?=[A-Z])/g, "<<");
  return inner.padEnd(names.length, "<").slice(0, names.length);
}

function correctCharacter(character: string, kind: MrzCharacterClass): string {
  switch (kind) {
    case "digits":
      if (FILLER_LOOKALIKES.has(character)) return "<";
      return DIGIT_FOR[character] ?? character;
    case "letters":
    case "names":
      return LETTER_FOR[character] ?? character;
    case "sex":
      return FILLER_LOOKALIKES.has(character) ? "<" : character;
    case "mixed":
      return character;
  }
}

function correctState(code: string): string {
  if (isKnownState(code)) return code;
  for (let keep = code.length - 1; keep >= 1; keep--) {
    const tail = code.slice(keep);
    if (!Array.from(tail).every((c) => c === "<" || FILLER_LOOKALIKES.has(c))) break;
    const candidate = code.slice(0, keep).padEnd(code.length, "<");
    if (isKnownState(candidate)) return candidate;
  }
  return code;
}

function applyFieldClasses(lines: string[], layout: MrzLayout): string[] {
  const result = [...lines];
  for (const field of layout.fields) {
    const line = result[field.line]!;
    let text = Array.from(line.slice(field.start, field.end))
      .map((c) => correctCharacter(c, field.characters))
      .join("");
    if (field.name === "issuingState" || field.name === "nationality") text = correctState(text);
    if (field.characters === "names") text = fitNames(text);
    result[field.line] = line.slice(0, field.start) + text + line.slice(field.end);
  }
  return result;
}

const isDigit = (character: string) => character >= "0" && character <= "9";

/** Characters of the lines that contradict a hint. */
function disagreements(lines: readonly string[], hints: readonly CharacterHint[][]): number {
  let count = 0;
  hints.forEach((lineHints, line) =>
    lineHints.forEach((hint, column) => {
      const character = lines[line]?.[column];
      if (!hint || !character || !(character in SWAPS)) return;
      if ((hint === "digit") !== isDigit(character)) count++;
    }),
  );
  return count;
}

/**
 * Among the letter/digit swaps in the mixed fields that leave every check digit passing, the
 * one with the fewest hint disagreements, then the fewest swaps; the lines unchanged when none
 * passes, two tie, or the best contradicts a glyph's height: a swap the image speaks against
 * would let a wrong check digit be "repaired" into a pass.
 */
function repairByCheckDigits(
  lines: string[],
  layout: MrzLayout,
  hints: readonly CharacterHint[][],
): string[] {
  const positions = layout.fields
    .filter((field) => field.characters === "mixed")
    .flatMap((field) =>
      Array.from(lines[field.line]!.slice(field.start, field.end)).flatMap((character, i) =>
        character in SWAPS ? [{ line: field.line, column: field.start + i }] : [],
      ),
    );
  if (positions.length > MAX_AMBIGUOUS) return lines;
  let best: { lines: string[]; cost: [number, number]; tied: boolean } | undefined;
  for (let mask = 0; mask < 1 << positions.length; mask++) {
    const candidate = [...lines];
    let swaps = 0;
    positions.forEach((position, bit) => {
      if (!(mask & (1 << bit))) return;
      const line = candidate[position.line]!;
      const swapped = SWAPS[line[position.column]!]!;
      candidate[position.line] =
        line.slice(0, position.column) + swapped + line.slice(position.column + 1);
      swaps++;
    });
    if (failedCheckDigits(candidate, layout).length > 0) continue;
    const cost: [number, number] = [disagreements(candidate, hints), swaps];
    const order = best ? cost[0] - best.cost[0] || cost[1] - best.cost[1] : -1;
    if (order < 0) best = { lines: candidate, cost, tied: false };
    else if (order === 0 && best) best.tied = true;
  }
  return best && !best.tied && best.cost[0] === 0 ? best.lines : lines;
}

function differences(before: readonly string[], after: readonly string[]): MrzCorrection[] {
  return after.flatMap((line, lineIndex) =>
    Array.from(line).flatMap((to, column) => {
      const from = before[lineIndex]?.[column] ?? "";
      return from === to ? [] : [{ line: lineIndex, column, from, to }];
    }),
  );
}

/**
 * The zone's lines corrected for `layout`, from OCR text lines (the last `lineCount` lines long
 * enough to be zone lines); undefined when there are too few of them. `hints`: letter or digit
 * by line and column, read from the image.
 */
export function correctMrzLines(
  ocrLines: readonly string[],
  layout: MrzLayout,
  hints: readonly CharacterHint[][] = [],
): CorrectedMrz | undefined {
  const candidates = ocrLines
    .map(cleanMrzLine)
    .filter((line) => line.length >= layout.lineLength * 0.7);
  if (candidates.length < layout.lineCount) return undefined;
  const picked = candidates.slice(-layout.lineCount);
  const fitted = picked.map((line) => fitLineLength(restoreFillerRuns(line), layout.lineLength));
  const corrected = repairByCheckDigits(applyFieldClasses(fitted, layout), layout, hints);
  return { lines: corrected, corrections: differences(fitted, corrected) };
}
