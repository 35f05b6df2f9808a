/**
 * What the image checks measure on one photo, before any OCR: the document's region and how
 * surely it was found, its sharpness, glare and width in pixels, and where its machine-readable
 * zone is (which also tells a card's back from its front). A photo whose document lies tilted
 * is turned upright first, and everything is measured on that.
 */
import sharp from "sharp";
import {
  findDocumentRegion,
  type DocumentRegion,
} from "../../../shared/document-measures/document-region.ts";
import { documentQuality } from "../../../shared/document-measures/document-quality.ts";
import { scaleRect, WORKING_WIDTH_PX } from "../../../shared/document-measures/grey-raster.ts";
import { clampRect, decodeGrey, type PixelRect } from "./grey-raster.ts";
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
  /** Variance of the Laplacian of the document at the working width. */
  sharpness: number;
  /** Share of pixels of the document at or above `saturatedLevel`. */
  glare: number;
  /** Width of the document in the photo, in pixels. */
  resolution: number;
  /** Where the zone is in the photo; undefined when the document shows none. */
  zone?: ZoneLocation;
}

/** The photo turned so that the document in it lies level, and the document found in that. */
async function upright(given: Buffer) {
  const asGiven = await decodeGrey(given, WORKING_WIDTH_PX);
  const found = findDocumentRegion(asGiven.raster);
  const tiltDegrees = found?.tiltDegrees ?? 0;
  if (Math.abs(tiltDegrees) < MIN_TILT_DEGREES)
    return { image: given, photo: asGiven, region: found, tiltDegrees };
  const image = await sharp(given)
    .rotate(-tiltDegrees, { background: "#000000" })
    .jpeg({ quality: 95 })
    .toBuffer();
  const photo = await decodeGrey(image, WORKING_WIDTH_PX);
  return { image, photo, region: findDocumentRegion(photo.raster), tiltDegrees };
}

export async function measureDocumentPhoto(
  given: Buffer,
  saturatedLevel: number,
): Promise<DocumentPhotoMeasures> {
  const { image, photo, region, tiltDegrees } = await upright(given);
  const nothing = {
    image,
    tiltDegrees,
    region,
    documentFound: 0,
    sharpness: 0,
    glare: 0,
    resolution: 0,
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
