/**
 * Glare as the share of saturated pixels: a reflection burns the print out to pure white, which
 * a document's own paper (tinted, printed over) does not reach.
 */
import type { GreyRaster, PixelRect } from "./grey-raster.ts";

/** Share (0..1) of the pixels of `rect` (the whole raster by default) at or above `saturatedLevel`. */
export function glareShare(
  raster: GreyRaster,
  saturatedLevel: number,
  rect: PixelRect = { left: 0, top: 0, width: raster.width, height: raster.height },
): number {
  const { width, data } = raster;
  const pixels = rect.width * rect.height;
  if (pixels <= 0) return 0;
  let saturated = 0;
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    const end = y * width + rect.left + rect.width;
    for (let i = y * width + rect.left; i < end; i++) if (data[i]! >= saturatedLevel) saturated++;
  }
  return saturated / pixels;
}
