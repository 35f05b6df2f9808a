/** One camera frame's measures: the document found, its width in the camera's pixels, its quality. */
import { describe, expect, it } from "vitest";
import { measureFrame } from "./frame-measures.ts";
import type { GreyRaster } from "./grey-raster.ts";

/** A light passport-shaped page with printed lines on a dark table, `width` x `height`. */
function frameWithDocument(width: number, height: number, pageWidth: number): GreyRaster {
  const data = new Uint8Array(width * height).fill(40);
  const pageHeight = Math.round(pageWidth / 1.42);
  const left = Math.round((width - pageWidth) / 2);
  const top = Math.round((height - pageHeight) / 2);
  for (let y = top; y < top + pageHeight; y++)
    for (let x = left; x < left + pageWidth; x++)
      data[y * width + x] =
        (y - top) % 8 < 2 && x > left + 10 && x < left + pageWidth - 10 ? 60 : 215;
  return { width, height, data };
}

describe("measureFrame", () => {
  it("finds a passport page and gives its width in the camera frame's pixels", () => {
    const measures = measureFrame(frameWithDocument(640, 480, 400), 1280, 250);
    expect(measures.kind).toBe("passport");
    expect(measures.documentFound).toBeGreaterThan(0.8);
    // 400 px of a frame scaled down from 1280 to 640.
    expect(measures.resolution).toBeGreaterThan(780);
    expect(measures.resolution).toBeLessThan(820);
    expect(measures.sharpness).toBeGreaterThan(1000);
    expect(measures.glare).toBe(0);
  });

  it("counts burnt-out pixels on the document as glare", () => {
    const frame = frameWithDocument(640, 480, 400);
    for (let y = 200; y < 240; y++) frame.data.fill(255, y * 640 + 260, y * 640 + 380);
    expect(measureFrame(frame, 1280, 250).glare).toBeGreaterThan(0.02);
  });

  it("finds nothing in a black frame, and says how dark it is", () => {
    const measures = measureFrame(
      { width: 64, height: 48, data: new Uint8Array(64 * 48) },
      64,
      250,
    );
    expect(measures).toMatchObject({ documentFound: 0, resolution: 0, meanLevel: 0, maxLevel: 0 });
  });
});
