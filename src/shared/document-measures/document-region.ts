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

/**
 * The largest 4-connected region of the pixels above `threshold`: a label map marking its pixels
 * with `id`, its pixel count and its box. Each row is cut into runs of such pixels; runs of
 * neighbouring rows that share a column are one region (union-find over the runs, each region
 * named by its first run, so of two regions of the same size the first in reading order wins).
 * Only the chosen region is written into the label map.
 */
function largestComponent(values: Uint8Array, threshold: number, width: number, height: number) {
  const starts: number[] = [];
  const ends: number[] = [];
  const rows: number[] = [];
  const parent: number[] = [];
  const find = (run: number) => {
    let root = run;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[run] !== root) {
      const next = parent[run]!;
      parent[run] = root;
      run = next;
    }
    return root;
  };
  let previousFrom = 0;
  let previousTo = 0;
  for (let y = 0; y < height; y++) {
    const rowFrom = starts.length;
    const base = y * width;
    let x = 0;
    while (x < width) {
      while (x < width && values[base + x]! <= threshold) x++;
      if (x === width) break;
      const start = x;
      while (x < width && values[base + x]! > threshold) x++;
      parent.push(starts.length);
      starts.push(start);
      ends.push(x - 1);
      rows.push(y);
    }
    let above = previousFrom;
    for (let run = rowFrom; run < starts.length; run++) {
      while (above < previousTo && ends[above]! < starts[run]!) above++;
      for (let other = above; other < previousTo && starts[other]! <= ends[run]!; other++) {
        const a = find(run);
        const b = find(other);
        if (a < b) parent[b] = a;
        else if (b < a) parent[a] = b;
      }
    }
    previousFrom = rowFrom;
    previousTo = starts.length;
  }
  const runs = starts.length;
  const size = new Float64Array(runs);
  const left = new Int32Array(runs).fill(width);
  const right = new Int32Array(runs).fill(-1);
  const bottom = new Int32Array(runs);
  for (let run = 0; run < runs; run++) {
    const root = find(run);
    size[root]! += ends[run]! - starts[run]! + 1;
    if (starts[run]! < left[root]!) left[root] = starts[run]!;
    if (ends[run]! > right[root]!) right[root] = ends[run]!;
    bottom[root] = rows[run]!;
  }
  let best = -1;
  for (let run = 0; run < runs; run++)
    if (parent[run] === run && (best < 0 || size[run]! > size[best]!)) best = run;
  // One byte a pixel: only the chosen region is marked, and a frame's map is made many times a second.
  const label = new Uint8Array(width * height);
  const id = 1;
  if (best < 0) return { label, id, size: 0, left: 0, top: 0, right: -1, bottom: -1 };
  for (let run = best; run < runs; run++)
    if (find(run) === best)
      label.fill(id, rows[run]! * width + starts[run]!, rows[run]! * width + ends[run]! + 1);
  return {
    label,
    id,
    size: size[best]!,
    left: left[best]!,
    top: rows[best]!,
    right: right[best]!,
    bottom: bottom[best]!,
  };
}

/** A row's leftmost and rightmost pixel of the region inside its box, or undefined when none. */
function rowSpan(
  label: Uint8Array,
  id: number,
  width: number,
  rect: PixelRect,
  y: number,
): { first: number; last: number } | undefined {
  // From each end inwards: a filled region is met at once, not after its whole width.
  const row = y * width;
  const end = rect.left + rect.width;
  let first = rect.left;
  while (first < end && label[row + first] !== id) first++;
  if (first === end) return undefined;
  let last = end - 1;
  while (label[row + last] !== id) last--;
  return { first, last };
}

/** Share of the bounding box inside each row's leftmost-to-rightmost span (holes filled). */
function rectangularity(label: Uint8Array, id: number, width: number, rect: PixelRect): number {
  let covered = 0;
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    const span = rowSpan(label, id, width, rect, y);
    if (span) covered += span.last - span.first + 1;
  }
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
function tiltDegrees(label: Uint8Array, id: number, width: number, rect: PixelRect): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    const span = rowSpan(label, id, width, rect, y);
    if (!span) continue;
    const { first, last } = span;
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
  const smooth = boxBlur(raster, 2);
  const split = otsuThreshold(smooth);
  if (split.lightMean - split.darkMean < MIN_CONTRAST) return undefined;
  const { label, id, size, left, top, right, bottom } = largestComponent(
    smooth.data,
    split.threshold,
    width,
    height,
  );
  if (size === 0) return undefined;
  const rect = { left, top, width: right - left + 1, height: bottom - top + 1 };
  const ratio = Math.max(rect.width, rect.height) / Math.min(rect.width, rect.height);
  const { kind, match } = aspectMatch(ratio);
  const parts = {
    rectangularity: rectangularity(label, id, width, rect),
    edgeSupport: edgeSupport(smooth, rect),
    aspectMatch: match,
  };
  const score = parts.rectangularity * parts.edgeSupport * parts.aspectMatch;
  return { rect, kind, score, parts, tiltDegrees: tiltDegrees(label, id, width, rect) };
}
