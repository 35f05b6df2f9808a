/**
 * Finds the document in a photo: the largest light region that stands out from its
 * surroundings (Otsu split of a blurred greyscale), scored on how rectangular it is, how much
 * of its outline is a real edge, and how close its aspect ratio is to an ID-1 card (85.6 x 54,
 * 1.586) or a TD3 passport page (125 x 88, 1.420). The region is measured as it lies in the
 * frame; its tilt (from the moments of its filled outline) is given so that the caller can turn
 * the photo upright and look again. A photo cropped to the document is the document.
 */
import type { GreyRaster, PixelRect } from "./grey-raster.ts";
import { otsuThreshold } from "./otsu-threshold.ts";
import { boxBlur, sobelMagnitudeAt } from "./raster-filters.ts";

export type DocumentKind = "card" | "passport";

export const DOCUMENT_ASPECT: Record<DocumentKind, number> = {
  card: 85.6 / 54,
  passport: 125 / 88,
};

/** Aspect ratios this far apart (as a log ratio) score 0; the two kinds are 0.11 apart. */
const ASPECT_TOLERANCE = 0.1;
/** A gradient this strong (Sobel, grey levels) on the outline counts as an edge. */
const EDGE_GRADIENT = 60;
/** Below this difference of the two classes' mean grey levels nothing stands out. */
const MIN_CONTRAST = 50;

export interface DocumentRegion {
  /** In the raster's pixels. */
  rect: PixelRect;
  kind: DocumentKind;
  /** 0..1: rectangularity x edge support x aspect match, as it lies (not turned upright). */
  score: number;
  /** Clockwise tilt of its long or short side from the horizontal, -45..45 degrees. */
  tiltDegrees: number;
  parts: { rectangularity: number; edgeSupport: number; aspectMatch: number };
}

/** The blurred frame, kept between calls (it never leaves a call). */
let blurred = new Uint8Array(0);

/** Run buffers kept between calls (a camera frame is searched many times a second), grown as needed. */
let runStarts = new Int32Array(4096);
let runEnds = new Int32Array(4096);
let runRows = new Int32Array(4096);
let runParents = new Int32Array(4096);

function growRuns(): void {
  const grown = (from: Int32Array) => {
    const to = new Int32Array(from.length * 2);
    to.set(from);
    return to;
  };
  runStarts = grown(runStarts);
  runEnds = grown(runEnds);
  runRows = grown(runRows);
  runParents = grown(runParents);
}

/** Each row's leftmost and rightmost pixel of a region, by row from its top; -1 where it has none. */
interface RowSpans {
  top: number;
  first: Int32Array;
  last: Int32Array;
}

/**
 * The largest 4-connected region of the pixels above `threshold`: its pixel count, its box and
 * each row's span. Each row is cut into runs of such pixels; runs of neighbouring rows that
 * share a column are one region (union-find over the runs, each region named by its first run,
 * so of two regions of the same size the first in reading order wins).
 */
function largestComponent(values: Uint8Array, threshold: number, width: number, height: number) {
  const find = (run: number) => {
    const parent = runParents;
    let root = run;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[run] !== root) {
      const next = parent[run]!;
      parent[run] = root;
      run = next;
    }
    return root;
  };
  let runs = 0;
  let previousFrom = 0;
  let previousTo = 0;
  for (let y = 0; y < height; y++) {
    const rowFrom = runs;
    const base = y * width;
    let x = 0;
    while (x < width) {
      while (x < width && values[base + x]! <= threshold) x++;
      if (x === width) break;
      const start = x;
      while (x < width && values[base + x]! > threshold) x++;
      if (runs === runStarts.length) growRuns();
      runParents[runs] = runs;
      runStarts[runs] = start;
      runEnds[runs] = x - 1;
      runRows[runs] = y;
      runs++;
    }
    let above = previousFrom;
    for (let run = rowFrom; run < runs; run++) {
      while (above < previousTo && runEnds[above]! < runStarts[run]!) above++;
      for (let other = above; other < previousTo && runStarts[other]! <= runEnds[run]!; other++) {
        const a = find(run);
        const b = find(other);
        if (a < b) runParents[b] = a;
        else if (b < a) runParents[a] = b;
      }
    }
    previousFrom = rowFrom;
    previousTo = runs;
  }
  const size = new Float64Array(runs);
  const left = new Int32Array(runs).fill(width);
  const right = new Int32Array(runs).fill(-1);
  const bottom = new Int32Array(runs);
  for (let run = 0; run < runs; run++) {
    const root = find(run);
    size[root]! += runEnds[run]! - runStarts[run]! + 1;
    if (runStarts[run]! < left[root]!) left[root] = runStarts[run]!;
    if (runEnds[run]! > right[root]!) right[root] = runEnds[run]!;
    bottom[root] = runRows[run]!;
  }
  let best = -1;
  for (let run = 0; run < runs; run++)
    if (runParents[run] === run && (best < 0 || size[run]! > size[best]!)) best = run;
  if (best < 0) return undefined;
  const top = runRows[best]!;
  const rows = bottom[best]! - top + 1;
  const spans: RowSpans = {
    top,
    first: new Int32Array(rows).fill(-1),
    last: new Int32Array(rows).fill(-1),
  };
  for (let run = best; run < runs; run++) {
    if (find(run) !== best) continue;
    const row = runRows[run]! - top;
    if (spans.first[row] === -1 || runStarts[run]! < spans.first[row]!)
      spans.first[row] = runStarts[run]!;
    if (runEnds[run]! > spans.last[row]!) spans.last[row] = runEnds[run]!;
  }
  return { spans, left: left[best]!, top, right: right[best]!, bottom: bottom[best]! };
}

/** Share of the bounding box inside each row's leftmost-to-rightmost span (holes filled). */
function rectangularity(spans: RowSpans, rect: PixelRect): number {
  let covered = 0;
  for (let row = 0; row < spans.first.length; row++)
    if (spans.first[row]! >= 0) covered += spans.last[row]! - spans.first[row]! + 1;
  return covered / (rect.width * rect.height);
}

/**
 * Share of outline points (corners left out: they are rounded) with an edge within 2 px. A
 * region on all four borders of the frame is a photo cropped to the document: its outline is
 * the frame's. One on some borders only runs out of the frame, and those sides have no edge.
 */
function edgeSupport(raster: GreyRaster, rect: PixelRect) {
  const onBorders =
    rect.left <= 2 &&
    rect.top <= 2 &&
    rect.left + rect.width >= raster.width - 2 &&
    rect.top + rect.height >= raster.height - 2;
  if (onBorders) return 1;
  const strongNear = (x: number, y: number, dx: number, dy: number) => {
    for (let d = -2; d <= 2; d++) {
      const px = x + d * dx;
      const py = y + d * dy;
      if (px < 0 || py < 0 || px >= raster.width || py >= raster.height) continue;
      if (sobelMagnitudeAt(raster, px, py) >= EDGE_GRADIENT) return true;
    }
    return false;
  };
  let points = 0;
  let supported = 0;
  const right = rect.left + rect.width - 1;
  const bottom = rect.top + rect.height - 1;
  for (let t = 0.08; t <= 0.92; t += 0.01) {
    const x = Math.round(rect.left + t * (rect.width - 1));
    const y = Math.round(rect.top + t * (rect.height - 1));
    const checks = [
      strongNear(x, rect.top, 0, 1),
      strongNear(x, bottom, 0, 1),
      strongNear(rect.left, y, 1, 0),
      strongNear(right, y, 1, 0),
    ];
    points += checks.length;
    supported += checks.filter(Boolean).length;
  }
  return supported / points;
}

/** Tilt from the second moments of the row-filled region (holes in it filled). */
function tiltDegrees(spans: RowSpans): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let row = 0; row < spans.first.length; row++) {
    const first = spans.first[row]!;
    if (first < 0) continue;
    const last = spans.last[row]!;
    const y = spans.top + row;
    const count = last - first + 1;
    const sumX = ((first + last) * count) / 2;
    const sumXX = (last * (last + 1) * (2 * last + 1) - (first - 1) * first * (2 * first - 1)) / 6;
    n += count;
    sx += sumX;
    sy += y * count;
    sxx += sumXX;
    syy += y * y * count;
    sxy += y * sumX;
  }
  const mx = sx / n;
  const my = sy / n;
  const muXX = sxx / n - mx * mx;
  const muYY = syy / n - my * my;
  const muXY = sxy / n - mx * my;
  const degrees = (Math.atan2(2 * muXY, muXX - muYY) * 90) / Math.PI;
  if (degrees > 45) return degrees - 90;
  if (degrees < -45) return degrees + 90;
  return degrees;
}

function aspectMatch(ratio: number): { kind: DocumentKind; match: number } {
  const scored = (Object.keys(DOCUMENT_ASPECT) as DocumentKind[]).map((kind) => ({
    kind,
    match: Math.max(0, 1 - Math.abs(Math.log(ratio / DOCUMENT_ASPECT[kind])) / ASPECT_TOLERANCE),
  }));
  return scored.reduce((a, b) => (b.match > a.match ? b : a));
}

/** The best document candidate in `raster`, or undefined when nothing stands out at all. */
export function findDocumentRegion(raster: GreyRaster): DocumentRegion | undefined {
  const { width, height } = raster;
  if (blurred.length !== width * height) blurred = new Uint8Array(width * height);
  const smooth = boxBlur(raster, 2, blurred);
  const split = otsuThreshold(smooth);
  if (split.lightMean - split.darkMean < MIN_CONTRAST) return undefined;
  const component = largestComponent(smooth.data, split.threshold, width, height);
  if (!component) return undefined;
  const { spans, left, top, right, bottom } = component;
  const rect = { left, top, width: right - left + 1, height: bottom - top + 1 };
  const ratio = Math.max(rect.width, rect.height) / Math.min(rect.width, rect.height);
  const { kind, match } = aspectMatch(ratio);
  const parts = {
    rectangularity: rectangularity(spans, rect),
    edgeSupport: edgeSupport(smooth, rect),
    aspectMatch: match,
  };
  const score = parts.rectangularity * parts.edgeSupport * parts.aspectMatch;
  return { rect, kind, score, parts, tiltDegrees: tiltDegrees(spans) };
}
