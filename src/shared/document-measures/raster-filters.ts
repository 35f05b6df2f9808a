/**
 * The small convolutions the checks share: a box blur and the Sobel gradient magnitude at a
 * point, on greyscale rasters, with the border pixels repeated outwards.
 */
import type { GreyRaster } from "./grey-raster.ts";

const at = (raster: GreyRaster, x: number, y: number) =>
  raster.data[
    Math.min(raster.height - 1, Math.max(0, y)) * raster.width +
      Math.min(raster.width - 1, Math.max(0, x))
  ]!;

/**
 * Mean over a (2r+1) x (2r+1) square, as two passes of a running sum in whole numbers (exact,
 * and fast enough for every camera frame); the border's clamping is done only near the border.
 */
export function boxBlur(raster: GreyRaster, radius: number): GreyRaster {
  const { width, height, data: source } = raster;
  const size = 2 * radius + 1;
  const area = size * size;
  const half = area >> 1;
  const clampX = (x: number) => (x < 0 ? 0 : x >= width ? width - 1 : x);
  const clampY = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y);
  const horizontal = new Int32Array(width * height);
  // Columns whose window lies inside the row need no clamping; the few at each end do.
  const innerFrom = Math.min(width, radius + 1);
  const innerTo = Math.max(innerFrom, width - radius);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -radius - 1; x < radius; x++) sum += source[row + clampX(x)]!;
    let x = 0;
    for (; x < innerFrom; x++) {
      sum += source[row + clampX(x + radius)]! - source[row + clampX(x - radius - 1)]!;
      horizontal[row + x] = sum;
    }
    for (let i = row + x; i < row + innerTo; i++) {
      sum += source[i + radius]! - source[i - radius - 1]!;
      horizontal[i] = sum;
    }
    for (x = innerTo; x < width; x++) {
      sum += source[row + clampX(x + radius)]! - source[row + clampX(x - radius - 1)]!;
      horizontal[row + x] = sum;
    }
  }
  // The mean of every possible window sum, rounded half up as Math.round does (no division per pixel).
  const meanOf = new Uint8Array(255 * area + 1);
  for (let sum = 0; sum < meanOf.length; sum++) meanOf[sum] = Math.floor((sum + half) / area);
  const data = new Uint8Array(width * height);
  const sums = new Int32Array(width);
  for (let y = -radius - 1; y < radius; y++) {
    const row = clampY(y) * width;
    for (let x = 0; x < width; x++) sums[x]! += horizontal[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const entering = clampY(y + radius) * width;
    const leaving = clampY(y - radius - 1) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const sum = sums[x]! + horizontal[entering + x]! - horizontal[leaving + x]!;
      sums[x] = sum;
      data[row + x] = meanOf[sum]!;
    }
  }
  return { width, height, data };
}

/** |gradient| by the Sobel operator at one pixel, in grey levels per pixel (0 to about 1440). */
export function sobelMagnitudeAt(raster: GreyRaster, x: number, y: number): number {
  const gx =
    at(raster, x + 1, y - 1) +
    2 * at(raster, x + 1, y) +
    at(raster, x + 1, y + 1) -
    at(raster, x - 1, y - 1) -
    2 * at(raster, x - 1, y) -
    at(raster, x - 1, y + 1);
  const gy =
    at(raster, x - 1, y + 1) +
    2 * at(raster, x, y + 1) +
    at(raster, x + 1, y + 1) -
    at(raster, x - 1, y - 1) -
    2 * at(raster, x, y - 1) -
    at(raster, x + 1, y - 1);
  return Math.hypot(gx, gy);
}
