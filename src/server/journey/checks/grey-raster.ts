/**
 * Greyscale rasters the checks work on: one byte per pixel, row by row, decoded by sharp and
 * scaled down to a working width first (the checks need shapes and contrasts, not every pixel).
 */
import sharp from "sharp";

export interface GreyRaster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A rectangle in pixels of some image. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DecodedRaster {
  raster: GreyRaster;
  /** Pixels of the source per pixel of the raster (1 when it was not scaled down). */
  scale: number;
  /** Size of the whole source image, in its pixels. */
  source: { width: number; height: number };
}

/**
 * Decodes `image` (or the `region` of it) to greyscale no wider than `maxWidth`; never scaled
 * up, so a small photo's lack of detail is measured, not hidden.
 */
export async function decodeGrey(
  image: Buffer,
  maxWidth: number,
  region?: PixelRect,
): Promise<DecodedRaster> {
  const { width: sourceWidth, height: sourceHeight } = await sharp(image).metadata();
  let pipeline = sharp(image);
  if (region) pipeline = pipeline.extract(clampRect(region, sourceWidth, sourceHeight));
  const { data, info } = await pipeline
    .resize({ width: maxWidth, withoutEnlargement: true })
    .removeAlpha()
    .greyscale()
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = { width: info.width, height: info.height, data: new Uint8Array(data) };
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  const decodedWidth = region ? clampRect(region, sourceWidth, sourceHeight).width : sourceWidth;
  return {
    raster,
    scale: decodedWidth / info.width,
    source: { width: sourceWidth, height: sourceHeight },
  };
}

/** `rect` cut to an image of `width` x `height` (at least one pixel of it). */
export function clampRect(rect: PixelRect, width: number, height: number): PixelRect {
  const left = Math.min(Math.max(0, rect.left), width - 1);
  const top = Math.min(Math.max(0, rect.top), height - 1);
  return {
    left,
    top,
    width: Math.max(1, Math.min(rect.width - (left - rect.left), width - left)),
    height: Math.max(1, Math.min(rect.height - (top - rect.top), height - top)),
  };
}

export function cropRaster(raster: GreyRaster, rect: PixelRect): GreyRaster {
  const data = new Uint8Array(rect.width * rect.height);
  for (let y = 0; y < rect.height; y++) {
    const from = (rect.top + y) * raster.width + rect.left;
    data.set(raster.data.subarray(from, from + rect.width), y * rect.width);
  }
  return { width: rect.width, height: rect.height, data };
}

/** `rect` shrunk by `fraction` of its size on every side. */
export function insetRect(rect: PixelRect, fraction: number): PixelRect {
  const dx = Math.round(rect.width * fraction);
  const dy = Math.round(rect.height * fraction);
  return {
    left: rect.left + dx,
    top: rect.top + dy,
    width: rect.width - 2 * dx,
    height: rect.height - 2 * dy,
  };
}

/** The value below which `fraction` of the pixels lie. */
export function percentile(raster: GreyRaster, fraction: number): number {
  const histogram = new Uint32Array(256);
  for (const value of raster.data) histogram[value]!++;
  const target = fraction * raster.data.length;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value]!;
    if (seen >= target) return value;
  }
  return 255;
}
