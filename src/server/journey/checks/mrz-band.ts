/**
 * Finds the machine-readable zone's text lines near the bottom of a document, from the image
 * alone (no OCR): rows of dark print that run across most of the document's width, evenly,
 * line after line. This tells a card's back (zone) from its front (none), and gives the strip
 * to hand to OCR.
 */
import { percentile, type GreyRaster, type PixelRect } from "./grey-raster.ts";
import type { DocumentKind } from "../../../shared/document-measures/document-region.ts";

/** The zone lies in this bottom share of the document (ICAO 9303: 23.2 mm of 54 or 88 mm). */
const ZONE_SHARE: Record<DocumentKind, number> = { card: 0.5, passport: 0.32 };
/** Zone lines a document of each kind has. */
export const ZONE_LINES: Record<DocumentKind, number> = { card: 3, passport: 2 };
/** A zone line spans at least this share of the document's width (OCR-B, 2.54 mm per cell). */
const MIN_LINE_SPAN = 0.75;
/** A zone line's print reaches every one of this many equal bins across its span. */
const SPAN_BINS = 12;
/**
 * Share of the width left out on each side: the document's own edge (rounded corners, a
 * shadow) is no print, and zones keep clear of it (ICAO 9303: print starts 4 mm in).
 */
const EDGE_SHARE = 0.015;

export interface MrzTextLine {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface MrzBand {
  /** Zone lines found, top to bottom, in the document raster's pixels. */
  lines: MrzTextLine[];
  /** The strip around them, in the document raster's pixels. */
  rect: PixelRect;
  /** Grey level between print and paper in the strip. */
  inkThreshold: number;
}

function rowRuns(ink: Uint8Array, width: number, height: number, minCount: number) {
  const runs: { top: number; bottom: number }[] = [];
  let start = -1;
  let gap = 0;
  for (let y = 0; y <= height; y++) {
    let count = 0;
    if (y < height) for (let x = 0; x < width; x++) count += ink[y * width + x]!;
    if (count >= minCount) {
      if (start < 0) start = y;
      gap = 0;
    } else if (start >= 0 && ++gap > 1) {
      runs.push({ top: start, bottom: y - gap });
      start = -1;
      gap = 0;
    }
  }
  return runs;
}

function asZoneLine(ink: Uint8Array, width: number, run: { top: number; bottom: number }) {
  const columns = new Uint8Array(width);
  for (let y = run.top; y <= run.bottom; y++)
    for (let x = 0; x < width; x++) if (ink[y * width + x]) columns[x] = 1;
  const left = columns.indexOf(1);
  const right = columns.lastIndexOf(1);
  if (left < 0 || (right - left) / width < MIN_LINE_SPAN) return undefined;
  const binWidth = (right - left + 1) / SPAN_BINS;
  for (let bin = 0; bin < SPAN_BINS; bin++) {
    const from = Math.floor(left + bin * binWidth);
    const to = Math.floor(left + (bin + 1) * binWidth);
    if (!columns.subarray(from, to).includes(1)) return undefined;
  }
  return { ...run, left, right };
}

/**
 * The zone's lines in `document` (the document alone, upright), or undefined when the bottom
 * of it has no line of print running across it. `searchShare`: the bottom share of the raster
 * searched (all of it for a strip already cut around the zone).
 */
export function findMrzBand(
  document: GreyRaster,
  kind: DocumentKind,
  searchShare = ZONE_SHARE[kind],
): MrzBand | undefined {
  const { width, height } = document;
  const zoneTop = Math.floor(height * (1 - searchShare));
  const paper = percentile(document, 0.9);
  const print = percentile(document, 0.02);
  if (paper - print < 60) return undefined;
  const inkThreshold = Math.round((paper + print) / 2);
  const ink = new Uint8Array(width * height);
  const edge = Math.ceil(width * EDGE_SHARE);
  for (let y = zoneTop; y < height; y++)
    for (let x = edge; x < width - edge; x++)
      ink[y * width + x] = document.data[y * width + x]! < inkThreshold ? 1 : 0;
  const lineHeights = { min: width * 0.008, max: width * 0.05 };
  const lines = rowRuns(ink, width, height, Math.max(3, width * 0.03))
    .filter((run) => run.top >= zoneTop)
    .filter((run) => {
      const lineHeight = run.bottom - run.top + 1;
      return lineHeight >= lineHeights.min && lineHeight <= lineHeights.max;
    })
    .map((run) => asZoneLine(ink, width, run))
    .filter((line) => line !== undefined)
    .slice(-ZONE_LINES[kind]);
  if (lines.length < 2) return undefined;
  const first = lines[0]!;
  const last = lines.at(-1)!;
  const lineHeight = (last.bottom - first.top) / lines.length;
  const margin = Math.round(lineHeight * 0.6);
  const left = Math.max(edge, Math.min(...lines.map((l) => l.left)) - margin);
  const right = Math.min(width - 1 - edge, Math.max(...lines.map((l) => l.right)) + margin);
  const top = Math.max(0, first.top - margin);
  const bottom = Math.min(height - 1, last.bottom + margin);
  return {
    lines,
    rect: { left, top, width: right - left + 1, height: bottom - top + 1 },
    inkThreshold,
  };
}
