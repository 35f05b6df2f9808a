/**
 * The quality of a document already cut out of a photo: its sharpness (variance of the Laplacian
 * with its outline left out) and its glare (share of burnt-out pixels). One function, so that the
 * server's checks and the phone's live hints measure a document the same way.
 */
import { cropRaster, insetRect, type GreyRaster } from "./grey-raster.ts";
import { glareShare } from "./glare-share.ts";
import { laplacianVariance } from "./laplacian-sharpness.ts";

/** Border of the document left out of the sharpness measure (its outline is not its print). */
export const SHARPNESS_INSET = 0.03;

export interface DocumentQuality {
  /** Variance of the Laplacian of the document's inner part, in grey levels squared. */
  sharpness: number;
  /** Share (0..1) of the document's pixels at or above the saturated level. */
  glare: number;
}

export function documentQuality(document: GreyRaster, saturatedLevel: number): DocumentQuality {
  const whole = { left: 0, top: 0, width: document.width, height: document.height };
  return {
    sharpness: laplacianVariance(cropRaster(document, insetRect(whole, SHARPNESS_INSET))),
    glare: glareShare(document, saturatedLevel),
  };
}
