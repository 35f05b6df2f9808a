/** The variance of the Laplacian on small known rasters. */
import { describe, expect, it } from "vitest";
import { cropRaster } from "./grey-raster.ts";
import { laplacianVariance } from "./laplacian-sharpness.ts";

const checkerboard = (low: number, high: number) => ({
  width: 20,
  height: 20,
  data: new Uint8Array(400).map((_, i) => (((i % 20) + Math.floor(i / 20)) % 2 ? high : low)),
});

describe("laplacianVariance", () => {
  it("is 0 on a flat grey image", () => {
    expect(laplacianVariance({ width: 20, height: 20, data: new Uint8Array(400).fill(128) })).toBe(
      0,
    );
  });

  it("is high on a fine, contrasted pattern and falls with its contrast", () => {
    const sharp = laplacianVariance(checkerboard(0, 255));
    expect(sharp).toBeGreaterThan(100_000);
    expect(laplacianVariance(checkerboard(96, 160))).toBeLessThan(sharp / 10);
  });

  it("is 0 on a raster too small to have inner pixels", () => {
    expect(laplacianVariance({ width: 2, height: 2, data: new Uint8Array([0, 255, 255, 0]) })).toBe(
      0,
    );
  });

  it("gives for a rectangle of a raster the same number as for the rectangle cut out", () => {
    const data = new Uint8Array(60 * 40).map((_, i) => (i * 37 + (i >> 5) * 11) % 256);
    const raster = { width: 60, height: 40, data };
    for (const rect of [
      { left: 0, top: 0, width: 60, height: 40 },
      { left: 7, top: 3, width: 31, height: 22 },
      { left: 58, top: 38, width: 2, height: 2 },
    ])
      expect(laplacianVariance(raster, rect)).toBe(laplacianVariance(cropRaster(raster, rect)));
  });
});
