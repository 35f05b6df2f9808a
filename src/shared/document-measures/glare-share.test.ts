/** The share of saturated pixels. */
import { describe, expect, it } from "vitest";
import { glareShare } from "./glare-share.ts";

describe("glareShare", () => {
  it("counts the pixels at or above the saturated level", () => {
    const data = new Uint8Array([10, 249, 250, 255]);
    expect(glareShare({ width: 2, height: 2, data }, 250)).toBe(0.5);
    expect(glareShare({ width: 2, height: 2, data }, 256)).toBe(0);
  });

  it("is 0 for an empty raster", () => {
    expect(glareShare({ width: 0, height: 0, data: new Uint8Array(0) }, 250)).toBe(0);
  });

  it("counts within a rectangle of the raster only", () => {
    // 3 x 3, the saturated pixels on the right column and the middle.
    const data = new Uint8Array([0, 0, 255, 0, 255, 255, 0, 0, 255]);
    const raster = { width: 3, height: 3, data };
    expect(glareShare(raster, 250, { left: 1, top: 1, width: 2, height: 2 })).toBe(0.75);
    expect(glareShare(raster, 250, { left: 0, top: 0, width: 2, height: 1 })).toBe(0);
  });
});
