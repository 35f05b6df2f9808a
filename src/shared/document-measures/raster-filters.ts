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

const meanTables = new Map<number, Uint8Array>();

/** The mean of every possible sum of a (2r+1) x (2r+1) square, rounded half up as Math.round does. */
function meanTable(radius: number): Uint8Array {
  let table = meanTables.get(radius);
  if (!table) {
    const area = (2 * radius + 1) ** 2;
    table = new Uint8Array(255 * area + 1);
    for (let sum = 0; sum < table.length; sum++)
      table[sum] = Math.floor((sum + (area >> 1)) / area);
    meanTables.set(radius, table);
  }
  return table;
}

/**
 * Mean over a (2r+1) x (2r+1) square, in whole numbers (exact, and fast enough for every camera
 * frame): row by row, the columns' sums over the square's height are kept up to date (the row
 * entering added, the one leaving taken away), and a running sum along them gives each square.
 * Pixels past the border repeat the border's. `into`, when given and of the right size, receives
 * the result.
 */
export function boxBlur(raster: GreyRaster, radius: number, into?: Uint8Array): GreyRaster {
  const { width, height, data: source } = raster;
  const clampX = (x: number) => (x < 0 ? 0 : x >= width ? width - 1 : x);
  const clampY = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y);
  const meanOf = meanTable(radius);
  const columns = new Int32Array(width);
  for (let y = -radius - 1; y < radius; y++) {
    const row = clampY(y) * width;
    for (let x = 0; x < width; x++) columns[x]! += source[row + x]!;
  }
  // Squares whose columns lie inside the row need no clamping; the few at each end do.
  const innerFrom = Math.min(width, radius + 1);
  const innerTo = Math.max(innerFrom, width - radius);
  const data = into?.length === width * height ? into : new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const entering = clampY(y + radius) * width;
    const leaving = clampY(y - radius - 1) * width;
    for (let x = 0; x < width; x++) columns[x]! += source[entering + x]! - source[leaving + x]!;
    const row = y * width;
    let sum = 0;
    for (let x = -radius - 1; x < radius; x++) sum += columns[clampX(x)]!;
    let x = 0;
    for (; x < innerFrom; x++) {
      sum += columns[clampX(x + radius)]! - columns[clampX(x - radius - 1)]!;
      data[row + x] = meanOf[sum]!;
    }
    for (; x < innerTo; x++) {
      sum += columns[x + radius]! - columns[x - radius - 1]!;
      data[row + x] = meanOf[sum]!;
    }
    for (; x < width; x++) {
      sum += columns[clampX(x + radius)]! - columns[clampX(x - radius - 1)]!;
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
