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

/**
 * `into`, when given and of the right size, receives the grey levels: a camera's frames are
 * converted many times a second, and a new buffer each time costs more than the conversion.
 */
export function greyFromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  into?: Uint8Array,
): GreyRaster {
  const data = into?.length === width * height ? into : new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4)
    data[i] = (RED * rgba[p]! + GREEN * rgba[p + 1]! + BLUE * rgba[p + 2]! + 128) >> 8;
  return { width, height, data };
}
