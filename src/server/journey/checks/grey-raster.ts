/**
 * Photos decoded by sharp into the greyscale rasters the checks work on (src/shared/
 * document-measures), scaled down to a working width first (the checks need shapes and
 * contrasts, not every pixel).
 */
import sharp from "sharp";
import {
  clampRect,
  type GreyRaster,
  type PixelRect,
} from "../../../shared/document-measures/grey-raster.ts";

export {
  clampRect,
  cropRaster,
  insetRect,
  percentile,
  type GreyRaster,
  type PixelRect,
} from "../../../shared/document-measures/grey-raster.ts";

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
