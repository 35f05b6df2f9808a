/**
 * Greyscale rasters the document measures work on: one byte per pixel, row by row. Pure code
 * (no Node, no DOM): the server decodes photos into them with sharp, the browser's frame worker
 * from the camera's pixels.
 */

/**
 * Width photos are searched at and documents measured at, in pixels (the server's checks), and
 * camera frames measured at (the phone's live hints).
 */
export const WORKING_WIDTH_PX = 640;

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

/** `rect` (in pixels of an image scaled by 1 / `scale`) in the pixels of the image, moved by `offset`. */
export const scaleRect = (
  rect: PixelRect,
  scale: number,
  offset = { left: 0, top: 0 },
): PixelRect => ({
  left: offset.left + Math.round(rect.left * scale),
  top: offset.top + Math.round(rect.top * scale),
  width: Math.max(1, Math.round(rect.width * scale)),
  height: Math.max(1, Math.round(rect.height * scale)),
});

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
