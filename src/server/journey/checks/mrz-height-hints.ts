/**
 * Letter-or-digit hints from glyph height: in OCR-B as printed in zones, digits stand taller
 * than capital letters (about 1.1 times). The zone's own certain digits (dates, check digits)
 * and certain letters (codes, names) give the two heights; a cell of a document or personal
 * number is then hinted as the nearer one. This settles O/0, B/8, S/5 and the like where the
 * check digits cannot: swapping O and 0 at two positions can leave every check digit intact.
 */
import type { MrzGridLine } from "./mrz-cell-grid.ts";
import type { MrzLayout } from "./mrz-layout.ts";

export type CharacterHint = "digit" | "letter" | undefined;

/** The two heights must differ by this many pixels for a hint to be given. */
const MIN_HEIGHT_GAP_PX = 1.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A hint per cell of each line (undefined outside mixed fields or when heights don't tell). */
export function characterHints(grid: readonly MrzGridLine[], layout: MrzLayout): CharacterHint[][] {
  const hints: CharacterHint[][] = grid.map((line) => line.cells.map(() => undefined));
  const heightsOf = (classes: readonly string[]) =>
    layout.fields
      .filter((field) => classes.includes(field.characters))
      .flatMap((field) => {
        const line = grid[field.line];
        if (!line) return [];
        return line.heights
          .slice(field.start, field.end)
          .filter((_, i) => line.cells[field.start + i] === "character");
      });
  const digitHeight = median(heightsOf(["digits"]));
  const letterHeight = median(heightsOf(["letters", "names"]));
  if (digitHeight === undefined || letterHeight === undefined) return hints;
  if (digitHeight - letterHeight < MIN_HEIGHT_GAP_PX) return hints;
  const midpoint = (digitHeight + letterHeight) / 2;
  for (const field of layout.fields) {
    if (field.characters !== "mixed") continue;
    const line = grid[field.line];
    if (!line) continue;
    for (let column = field.start; column < field.end; column++) {
      if (line.cells[column] !== "character") continue;
      hints[field.line]![column] = line.heights[column]! >= midpoint ? "digit" : "letter";
    }
  }
  return hints;
}
