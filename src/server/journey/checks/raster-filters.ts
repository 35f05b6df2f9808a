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

/** Mean over a (2r+1) x (2r+1) square, as two passes of a running sum. */
export function boxBlur(raster: GreyRaster, radius: number): GreyRaster {
  const { width, height, data: source } = raster;
  const size = 2 * radius + 1;
  const clampX = (x: number) => (x < 0 ? 0 : x >= width ? width - 1 : x);
  const clampY = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y);
  const horizontal = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -radius - 1; x < radius; x++) sum += source[row + clampX(x)]!;
    for (let x = 0; x < width; x++) {
      sum += source[row + clampX(x + radius)]! - source[row + clampX(x - radius - 1)]!;
      horizontal[row + x] = sum / size;
    }
  }
  const data = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -radius - 1; y < radius; y++) sum += horizontal[clampY(y) * width + x]!;
    for (let y = 0; y < height; y++) {
      sum +=
        horizontal[clampY(y + radius) * width + x]! -
        horizontal[clampY(y - radius - 1) * width + x]!;
      data[y * width + x] = Math.round(sum / size);
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
