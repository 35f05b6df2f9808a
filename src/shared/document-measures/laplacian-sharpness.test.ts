/** The variance of the Laplacian on small known rasters. */
import { describe, expect, it } from "vitest";
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
});
