/**
 * What a document's raster holds besides its outline: how much of it is print (ink darker than
 * the paper around it: a blank sheet has none, whatever its photo's sharpness), and how much of
 * a portrait's place on a card is taken by a picture rather than bare paper.
 */
import { boxBlur } from "../../../shared/document-measures/raster-filters.ts";
import { insetRect, percentile, type GreyRaster } from "./grey-raster.ts";

/** A pixel this much darker than its neighbourhood's mean is print. */
const INK_CONTRAST = 30;
/** Radius of the neighbourhood, in pixels of the working raster. */
const INK_RADIUS = 6;
/** A portrait's pixel differs from the paper by this much. */
const PORTRAIT_CONTRAST = 28;

/** Share (0..1) of the document's inner part that is print. */
export function inkShare(raster: GreyRaster): number {
  const local = boxBlur(raster, INK_RADIUS);
  const inner = insetRect({ left: 0, top: 0, width: raster.width, height: raster.height }, 0.04);
  let ink = 0;
  for (let y = inner.top; y < inner.top + inner.height; y++) {
    const row = y * raster.width;
    for (let x = inner.left; x < inner.left + inner.width; x++)
      if (local.data[row + x]! - raster.data[row + x]! > INK_CONTRAST) ink++;
  }
  return ink / Math.max(1, inner.width * inner.height);
}

/** A box in fractions (0..1) of a document's width and height. */
export interface FractionBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Share (0..1) of `box` whose pixels stand apart from the paper (the document's commonest light
 * level): a portrait fills most of its place, bare paper or a few letters little of it.
 */
export function portraitShare(raster: GreyRaster, box: FractionBox): number {
  const paper = percentile(raster, 0.7);
  const left = Math.round(box.left * raster.width);
  const top = Math.round(box.top * raster.height);
  const right = Math.min(raster.width, Math.round((box.left + box.width) * raster.width));
  const bottom = Math.min(raster.height, Math.round((box.top + box.height) * raster.height));
  let apart = 0;
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++)
      if (Math.abs(raster.data[y * raster.width + x]! - paper) > PORTRAIT_CONTRAST) apart++;
  return apart / Math.max(1, (right - left) * (bottom - top));
}
