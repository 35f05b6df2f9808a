/**
 * A perceptual hash of a document's photo (the DCT hash): 64 bits that stay nearly the same
 * when the same side is photographed again (another light, a small turn, another distance,
 * JPEG) and differ in about half their bits between different pictures. It tells at once, before
 * any OCR, that a card's front was photographed again where its back was asked for.
 */
import type { GreyRaster } from "./grey-raster.ts";

/** Side of the square the document is shrunk to before the DCT. */
const SAMPLE = 32;
/** Side of the square of low frequencies kept (the DC term left out). */
const KEPT = 8;

/** The raster shrunk to SAMPLE x SAMPLE by averaging each cell's pixels. */
function shrink(raster: GreyRaster): Float64Array {
  const out = new Float64Array(SAMPLE * SAMPLE);
  for (let cy = 0; cy < SAMPLE; cy++) {
    const y0 = Math.floor((cy * raster.height) / SAMPLE);
    const y1 = Math.max(y0 + 1, Math.floor(((cy + 1) * raster.height) / SAMPLE));
    for (let cx = 0; cx < SAMPLE; cx++) {
      const x0 = Math.floor((cx * raster.width) / SAMPLE);
      const x1 = Math.max(x0 + 1, Math.floor(((cx + 1) * raster.width) / SAMPLE));
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        const row = y * raster.width;
        for (let x = x0; x < x1; x++) sum += raster.data[row + x]!;
      }
      out[cy * SAMPLE + cx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** The cosines of the DCT-II of length SAMPLE, for the KEPT lowest frequencies. */
const COSINES = Array.from({ length: KEPT }, (_, u) =>
  Float64Array.from({ length: SAMPLE }, (_, x) =>
    Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SAMPLE)),
  ),
);

/** The KEPT x KEPT lowest frequencies of the 2-D DCT of a SAMPLE x SAMPLE block. */
function lowFrequencies(block: Float64Array): Float64Array {
  const rows = new Float64Array(SAMPLE * KEPT);
  for (let y = 0; y < SAMPLE; y++)
    for (let u = 0; u < KEPT; u++) {
      let sum = 0;
      for (let x = 0; x < SAMPLE; x++) sum += block[y * SAMPLE + x]! * COSINES[u]![x]!;
      rows[y * KEPT + u] = sum;
    }
  const out = new Float64Array(KEPT * KEPT);
  for (let v = 0; v < KEPT; v++)
    for (let u = 0; u < KEPT; u++) {
      let sum = 0;
      for (let y = 0; y < SAMPLE; y++) sum += rows[y * KEPT + u]! * COSINES[v]![y]!;
      out[v * KEPT + u] = sum;
    }
  return out;
}

function hashOfBlock(block: Float64Array): string {
  const frequencies = lowFrequencies(block);
  // The DC term (the mean brightness) is left out: the light of a photo must not count.
  const terms = [...frequencies.subarray(1)];
  const median = [...terms].sort((a, b) => a - b)[Math.floor(terms.length / 2)]!;
  let bits = 0n;
  for (const value of frequencies) bits = (bits << 1n) | (value > median ? 1n : 0n);
  return bits.toString(16).padStart(16, "0");
}

/** The hash of a document's photo (the raster is the document, cut out and upright). */
export function perceptualHash(raster: GreyRaster): string {
  return hashOfBlock(shrink(raster));
}

/** The hash of the same photo turned half a turn (a card held upside down). */
export function perceptualHashTurned(raster: GreyRaster): string {
  const block = shrink(raster);
  return hashOfBlock(block.slice().reverse());
}

/** How many of the 64 bits differ. */
export function hashDistance(a: string, b: string): number {
  let differing = BigInt.asUintN(64, BigInt(`0x${a}`) ^ BigInt(`0x${b}`));
  let count = 0;
  while (differing) {
    count += Number(differing & 1n);
    differing >>= 1n;
  }
  return count;
}
