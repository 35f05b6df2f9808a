/**
 * The quality of a document in a photo: its sharpness (variance of the Laplacian with its
 * outline left out) and its glare (share of burnt-out pixels). One function, so that the
 * server's checks and the phone's live hints measure a document the same way.
 */
import { insetRect, type GreyRaster, type PixelRect } from "./grey-raster.ts";
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

/**
 * The quality of the document at `rect` of `raster` (by default the raster is the document, cut
 * out of its photo), measured in place.
 */
export function documentQuality(
  raster: GreyRaster,
  saturatedLevel: number,
  rect: PixelRect = { left: 0, top: 0, width: raster.width, height: raster.height },
): DocumentQuality {
  const inner = insetRect(
    { left: 0, top: 0, width: rect.width, height: rect.height },
    SHARPNESS_INSET,
  );
  return {
    sharpness: laplacianVariance(raster, {
      ...inner,
      left: rect.left + inner.left,
      top: rect.top + inner.top,
    }),
    glare: glareShare(raster, saturatedLevel, rect),
  };
}
