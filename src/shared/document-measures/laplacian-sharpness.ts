/**
 * Sharpness as the variance of the Laplacian (4-neighbour kernel): in focus, print and edges
 * give strong second derivatives; out of focus they flatten. The number depends on the scale
 * the raster is at, so it is measured on the document scaled to one working width.
 */
import type { GreyRaster } from "./grey-raster.ts";

/** Variance of the Laplacian over the raster's inner pixels, in grey levels squared. */
export function laplacianVariance(raster: GreyRaster): number {
  const { width, height, data } = raster;
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const laplacian =
        data[i - 1]! + data[i + 1]! + data[i - width]! + data[i + width]! - 4 * data[i]!;
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}
