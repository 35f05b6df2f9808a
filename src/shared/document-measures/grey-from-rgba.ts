/**
 * RGBA pixels (a canvas's ImageData) to a grey raster, with the luminance weights of Rec. 709
 * that libvips (sharp's greyscale, used by the server) applies: a grey pixel keeps its level, so
 * the glare and blank-feed levels mean the same on both sides.
 */
import type { GreyRaster } from "./grey-raster.ts";

/** Rec. 709 weights in 1/256: 0.2126, 0.7152, 0.0722. */
const RED = 54;
const GREEN = 183;
const BLUE = 19;

export function greyFromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): GreyRaster {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4)
    data[i] = (RED * rgba[p]! + GREEN * rgba[p + 1]! + BLUE * rgba[p + 2]! + 128) >> 8;
  return { width, height, data };
}
