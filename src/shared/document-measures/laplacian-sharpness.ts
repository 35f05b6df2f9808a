/**
 * Sharpness as the variance of the Laplacian (4-neighbour kernel): in focus, print and edges
 * give strong second derivatives; out of focus they flatten. The number depends on the scale
 * the raster is at, so it is measured on the document scaled to one working width.
 */
import type { GreyRaster, PixelRect } from "./grey-raster.ts";

/**
 * Variance of the Laplacian over the inner pixels of `rect` (the whole raster by default), in
 * grey levels squared: the same number as on the rectangle cut out, without cutting it out.
 */
export function laplacianVariance(
  raster: GreyRaster,
  rect: PixelRect = { left: 0, top: 0, width: raster.width, height: raster.height },
): number {
  const { width, data } = raster;
  if (rect.width < 3 || rect.height < 3) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  const right = rect.left + rect.width - 1;
  for (let y = rect.top + 1; y < rect.top + rect.height - 1; y++) {
    const row = y * width;
    // Whole numbers throughout (far below 2^53), so summing by rows changes no digit.
    let rowSum = 0;
    let rowSquares = 0;
    for (let i = row + rect.left + 1; i < row + right; i++) {
      const laplacian =
        data[i - 1]! + data[i + 1]! + data[i - width]! + data[i + width]! - 4 * data[i]!;
      rowSum += laplacian;
      rowSquares += laplacian * laplacian;
    }
    sum += rowSum;
    sumOfSquares += rowSquares;
  }
  const count = (rect.width - 2) * (rect.height - 2);
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}
