/**
 * What the phone's live hints measure on one camera frame, scaled down to the working width: the
 * document's region and how surely it was found, its sharpness, glare and width in the camera's
 * pixels, and how dark the frame is (the blank-feed check). The same region search and document
 * quality as the server's checks (src/server/journey/checks/document-photo-measures.ts), without
 * turning a tilted document upright or reading its zone: a frame must be measured in a few
 * milliseconds, and the server does the rest on the photo taken.
 */
import { findDocumentRegion, type DocumentKind } from "./document-region.ts";
import { documentQuality } from "./document-quality.ts";
import { clampRect, type GreyRaster, type PixelRect } from "./grey-raster.ts";

export interface FrameMeasures {
  /** 0..1, 0 when nothing stood out. */
  documentFound: number;
  kind?: DocumentKind;
  /** The candidate in the raster's pixels. */
  documentRect?: PixelRect;
  /** Variance of the Laplacian of the document in the raster. */
  sharpness: number;
  /** Share of the document's pixels at or above the saturated level. */
  glare: number;
  /** Width of the document in the camera frame's pixels. */
  resolution: number;
  /** Mean grey level of the whole frame. */
  meanLevel: number;
  /** Brightest grey level of the frame. */
  maxLevel: number;
}

function levels(raster: GreyRaster): { meanLevel: number; maxLevel: number } {
  let sum = 0;
  let max = 0;
  const data = raster.data;
  for (let i = 0; i < data.length; i++) {
    const value = data[i]!;
    sum += value;
    if (value > max) max = value;
  }
  return { meanLevel: raster.data.length ? sum / raster.data.length : 0, maxLevel: max };
}

/**
 * Measures `raster`, a frame scaled down from `frameWidth` camera pixels. A frame that is all
 * dark is not searched (nothing can stand out in it).
 */
export function measureFrame(
  raster: GreyRaster,
  frameWidth: number,
  saturatedLevel: number,
): FrameMeasures {
  const { meanLevel, maxLevel } = levels(raster);
  const nothing = { documentFound: 0, sharpness: 0, glare: 0, resolution: 0, meanLevel, maxLevel };
  const region = findDocumentRegion(raster);
  if (!region) return nothing;
  const documentRect = clampRect(region.rect, raster.width, raster.height);
  const quality = documentQuality(raster, saturatedLevel, documentRect);
  return {
    documentFound: region.score,
    kind: region.kind,
    documentRect,
    sharpness: quality.sharpness,
    glare: quality.glare,
    resolution: Math.round((documentRect.width * frameWidth) / raster.width),
    meanLevel,
    maxLevel,
  };
}
