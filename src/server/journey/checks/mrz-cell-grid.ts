/**
 * The zone's character grid, read from the image: OCR-B in a machine-readable zone sits one
 * glyph per cell at a fixed pitch, so the centres of a line's first and last glyph give every
 * cell. Each cell is then told apart as a filler `<` (a chevron: its left third inked only in
 * the middle, its right third only at the top and bottom) or a character. General-purpose OCR
 * models misread runs of `<` (as K, L, C or S, or as two characters); the grid does not.
 */
import type { MrzTextLine } from "./mrz-band.ts";

export type MrzCell = "filler" | "character" | "empty";

export interface MrzGridLine {
  top: number;
  bottom: number;
  /** Centre of the first cell, in pixels. */
  firstCentre: number;
  /** Distance between cell centres, in pixels. */
  pitch: number;
  cells: MrzCell[];
  /** Height of each cell's print, in pixels (0 where empty). */
  heights: number[];
}

/** A 0/1 mask of print, one byte per pixel. */
export interface InkMask {
  width: number;
  height: number;
  ink: Uint8Array;
}

function columnRuns(mask: InkMask, top: number, bottom: number) {
  const runs: { from: number; to: number }[] = [];
  let from = -1;
  for (let x = 0; x <= mask.width; x++) {
    let inked = false;
    if (x < mask.width)
      for (let y = top; y <= bottom && !inked; y++) inked = mask.ink[y * mask.width + x] === 1;
    if (inked && from < 0) from = x;
    if (!inked && from >= 0) {
      runs.push({ from, to: x - 1 });
      from = -1;
    }
  }
  return runs;
}

function inkBox(mask: InkMask, left: number, right: number, top: number, bottom: number) {
  let box: { left: number; right: number; top: number; bottom: number } | undefined;
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      if (mask.ink[y * mask.width + x] !== 1) continue;
      box = box
        ? {
            left: Math.min(box.left, x),
            right: Math.max(box.right, x),
            top: Math.min(box.top, y),
            bottom: Math.max(box.bottom, y),
          }
        : { left: x, right: x, top: y, bottom: y };
    }
  return box;
}

/** Rows (relative to the glyph box, 0..1) at which the columns `from..to` carry ink. */
function inkedRows(mask: InkMask, from: number, to: number, top: number, bottom: number) {
  const rows: number[] = [];
  for (let y = top; y <= bottom; y++)
    for (let x = from; x <= to; x++)
      if (mask.ink[y * mask.width + x] === 1) {
        rows.push((y - top) / Math.max(1, bottom - top));
        break;
      }
  return rows;
}

function classifyCell(mask: InkMask, box: ReturnType<typeof inkBox>): MrzCell {
  if (!box) return "empty";
  const third = Math.max(1, Math.floor((box.right - box.left + 1) / 3));
  const leftRows = inkedRows(mask, box.left, box.left + third - 1, box.top, box.bottom);
  const rightRows = inkedRows(mask, box.right - third + 1, box.right, box.top, box.bottom);
  const leftMiddleOnly = leftRows.every((r) => r > 0.25 && r < 0.75);
  const rightTopAndBottom =
    rightRows.some((r) => r < 0.2) &&
    rightRows.some((r) => r > 0.8) &&
    !rightRows.some((r) => r > 0.4 && r < 0.6);
  return leftMiddleOnly && rightTopAndBottom ? "filler" : "character";
}

/**
 * The grid of each zone line; undefined when a line has too few glyphs for its length (it is
 * then not a zone line, or not legible as one).
 */
export function mrzCellGrid(
  mask: InkMask,
  lines: readonly MrzTextLine[],
  cellsPerLine: number,
): MrzGridLine[] | undefined {
  const grid: MrzGridLine[] = [];
  for (const line of lines) {
    const pad = Math.round((line.bottom - line.top + 1) * 0.15);
    const top = Math.max(0, line.top - pad);
    const bottom = Math.min(mask.height - 1, line.bottom + pad);
    const runs = columnRuns(mask, top, bottom);
    if (runs.length < cellsPerLine / 2) return undefined;
    const centre = (run: { from: number; to: number }) => (run.from + run.to) / 2;
    const firstCentre = centre(runs[0]!);
    const pitch = (centre(runs.at(-1)!) - firstCentre) / (cellsPerLine - 1);
    const cells: MrzCell[] = [];
    const heights: number[] = [];
    for (let i = 0; i < cellsPerLine; i++) {
      const middle = firstCentre + i * pitch;
      const left = Math.max(0, Math.round(middle - pitch * 0.45));
      const right = Math.min(mask.width - 1, Math.round(middle + pitch * 0.45));
      const box = inkBox(mask, left, right, top, bottom);
      cells.push(classifyCell(mask, box));
      heights.push(box ? box.bottom - box.top + 1 : 0);
    }
    grid.push({ top, bottom, firstCentre, pitch, cells, heights });
  }
  return grid;
}
