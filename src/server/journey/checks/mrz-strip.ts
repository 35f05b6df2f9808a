/**
 * The strip of a photo that OCR reads: the zone cut out at a scale where its print is a set
 * height, reduced to black print on white (background patterns gone), with the filler cells
 * blanked when the grid is known, so OCR only sees the characters between them.
 */
import sharp from "sharp";
import { clampRect, type GreyRaster, type PixelRect } from "./grey-raster.ts";
import type { InkMask, MrzGridLine } from "./mrz-cell-grid.ts";

/** Height of a zone line's print in the strip; about what Tesseract's models read best. */
export const STRIP_LINE_HEIGHT_PX = 32;
const PADDING_PX = 16;

/** `rect` of `image`, scaled so that print `lineHeightPx` high becomes STRIP_LINE_HEIGHT_PX. */
export async function cutStrip(
  image: Buffer,
  rect: PixelRect,
  lineHeightPx: number,
): Promise<GreyRaster> {
  const source = await sharp(image).metadata();
  const inside = clampRect(rect, source.width, source.height);
  const width = Math.max(1, Math.round((inside.width * STRIP_LINE_HEIGHT_PX) / lineHeightPx));
  const { data, info } = await sharp(image)
    .extract(inside)
    .resize({ width })
    .removeAlpha()
    .greyscale()
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

export function inkMask(strip: GreyRaster, inkThreshold: number): InkMask {
  return {
    width: strip.width,
    height: strip.height,
    ink: strip.data.map((value) => (value < inkThreshold ? 1 : 0)),
  };
}

/** Black-on-white PNG of the mask, filler cells of `grid` blanked, with a white margin. */
export function stripPng(mask: InkMask, grid?: readonly MrzGridLine[]): Promise<Buffer> {
  const pixels = new Uint8Array(mask.width * mask.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = mask.ink[i] ? 0 : 255;
  for (const line of grid ?? []) {
    line.cells.forEach((cell, i) => {
      if (cell !== "filler") return;
      const centre = line.firstCentre + i * line.pitch;
      const from = Math.max(0, Math.round(centre - line.pitch / 2));
      const to = Math.min(mask.width - 1, Math.round(centre + line.pitch / 2));
      for (let y = line.top; y <= line.bottom; y++)
        pixels.fill(255, y * mask.width + from, y * mask.width + to + 1);
    });
  }
  return sharp(Buffer.from(pixels), {
    raw: { width: mask.width, height: mask.height, channels: 1 },
  })
    .extend({
      top: PADDING_PX,
      bottom: PADDING_PX,
      left: PADDING_PX,
      right: PADDING_PX,
      background: "#ffffff",
    })
    .png()
    .toBuffer();
}

/** Where a point of the PNG lies in the mask. */
export const fromStripPng = (value: number) => value - PADDING_PX;
