/**
 * Glare as the share of saturated pixels: a reflection burns the print out to pure white, which
 * a document's own paper (tinted, printed over) does not reach.
 */
import type { GreyRaster } from "./grey-raster.ts";

/** Share (0..1) of pixels at or above `saturatedLevel` (grey level, 0..255). */
export function glareShare(raster: GreyRaster, saturatedLevel: number): number {
  let saturated = 0;
  const data = raster.data;
  for (let i = 0; i < data.length; i++) if (data[i]! >= saturatedLevel) saturated++;
  return raster.data.length === 0 ? 0 : saturated / raster.data.length;
}
