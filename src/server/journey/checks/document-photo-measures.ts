/**
 * What the image checks measure on one photo, before any OCR: the document's region and how
 * surely it was found (or, for a thing of another shape, whether it lies whole in the frame),
 * its sharpness, glare and width in pixels, and where its machine-readable zone is (which also
 * tells a card's back from its front), with the document's raster for the checks of its
 * content. A photo whose document lies tilted is turned upright first, and everything is
 * measured on that.
 */
import sharp from "sharp";
import {
  findDocumentRegion,
  type DocumentRegion,
} from "../../../shared/document-measures/document-region.ts";
import { documentQuality } from "../../../shared/document-measures/document-quality.ts";
import { scaleRect, WORKING_WIDTH_PX } from "../../../shared/document-measures/grey-raster.ts";
import { clampRect, decodeGrey, type GreyRaster, type PixelRect } from "./grey-raster.ts";
import { findMrzBand } from "./mrz-band.ts";
import type { ZoneLocation } from "./mrz-reader.ts";

/** A document tilted less than this is measured as it lies. */
const MIN_TILT_DEGREES = 0.5;

export interface DocumentPhotoMeasures {
  /** The photo everything was measured on: the given one, or it turned upright (JPEG). */
  image: Buffer;
  /** Clockwise tilt of the document in the given photo, in degrees. */
  tiltDegrees: number;
  /** The best candidate, in the working raster's pixels; undefined when nothing stood out. */
  region: DocumentRegion | undefined;
  /** 0..1, 0 when nothing stood out. */
  documentFound: number;
  /** The candidate in the photo's pixels. */
  documentRect?: PixelRect;
  /** The candidate, cut out at the working width. */
  documentRaster?: GreyRaster;
  /** The candidate reaches the frame's edge on some side (it may run out of the photo). */
  touchesBorder: boolean;
  /** Variance of the Laplacian of the document at the working width. */
  sharpness: number;
  /** Share of pixels of the document at or above `saturatedLevel`. */
  glare: number;
  /** Width of the document in the photo, in pixels. */
  resolution: number;
  /** Where the zone is in the photo; undefined when the document shows none. */
  zone?: ZoneLocation;
}

/** Whether `region` reaches the edge of the raster it was found in (within 2 px). */
const reachesEdge = (
  region: DocumentRegion | undefined,
  raster: { width: number; height: number },
) =>
  region !== undefined &&
  (region.rect.left <= 2 ||
    region.rect.top <= 2 ||
    region.rect.left + region.rect.width >= raster.width - 2 ||
    region.rect.top + region.rect.height >= raster.height - 2);

/**
 * The photo turned so that the document in it lies level, and the document found in that;
 * whether it reaches the frame's edge is told from the photo as given (turning it adds corners).
 */
async function upright(given: Buffer) {
  const asGiven = await decodeGrey(given, WORKING_WIDTH_PX);
  const found = findDocumentRegion(asGiven.raster);
  const tiltDegrees = found?.tiltDegrees ?? 0;
  const touchesBorder = reachesEdge(found, asGiven.raster);
  if (Math.abs(tiltDegrees) < MIN_TILT_DEGREES)
    return { image: given, photo: asGiven, region: found, tiltDegrees, touchesBorder };
  const image = await sharp(given)
    .rotate(-tiltDegrees, { background: "#000000" })
    .jpeg({ quality: 95 })
    .toBuffer();
  const photo = await decodeGrey(image, WORKING_WIDTH_PX);
  return { image, photo, region: findDocumentRegion(photo.raster), tiltDegrees, touchesBorder };
}

export async function measureDocumentPhoto(
  given: Buffer,
  saturatedLevel: number,
): Promise<DocumentPhotoMeasures> {
  const { image, photo, region, tiltDegrees, touchesBorder } = await upright(given);
  const nothing = {
    image,
    tiltDegrees,
    region,
    documentFound: 0,
    sharpness: 0,
    glare: 0,
    resolution: 0,
    touchesBorder: false,
  };
  if (!region) return nothing;
  const documentRect = clampRect(
    scaleRect(region.rect, photo.scale),
    photo.source.width,
    photo.source.height,
  );
  const document = await decodeGrey(image, WORKING_WIDTH_PX, documentRect);
  const quality = documentQuality(document.raster, saturatedLevel);
  const band = findMrzBand(document.raster, region.kind);
  const lineHeights = band?.lines.map((line) => line.bottom - line.top + 1) ?? [];
  return {
    image,
    tiltDegrees,
    region,
    documentFound: region.score,
    documentRect,
    documentRaster: document.raster,
    touchesBorder,
    sharpness: quality.sharpness,
    glare: quality.glare,
    resolution: documentRect.width,
    zone: band && {
      rect: clampRect(
        scaleRect(band.rect, document.scale, documentRect),
        photo.source.width,
        photo.source.height,
      ),
      lineHeightPx: (lineHeights.reduce((a, b) => a + b, 0) / lineHeights.length) * document.scale,
    },
  };
}
