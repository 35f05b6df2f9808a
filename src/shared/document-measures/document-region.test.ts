/** Finding a document in a raster: kind by aspect ratio, score, tilt. */
import { describe, expect, it } from "vitest";
import { findDocumentRegion } from "./document-region.ts";

function drawnRaster(
  width: number,
  height: number,
  rect: { left: number; top: number; width: number; height: number },
) {
  const data = new Uint8Array(width * height).fill(90);
  for (let y = rect.top; y < rect.top + rect.height; y++)
    data.fill(220, y * width + rect.left, y * width + rect.left + rect.width);
  return { width, height, data };
}

describe("findDocumentRegion", () => {
  it("finds a light ID-1 rectangle and calls it a card", () => {
    const region = findDocumentRegion(
      drawnRaster(400, 300, { left: 50, top: 60, width: 254, height: 160 }),
    );
    expect(region?.kind).toBe("card");
    expect(region?.rect).toEqual({ left: 50, top: 60, width: 254, height: 160 });
    expect(region?.score).toBeGreaterThan(0.9);
  });

  it("calls a 125 x 88 rectangle a passport page", () => {
    const region = findDocumentRegion(
      drawnRaster(400, 300, { left: 40, top: 40, width: 284, height: 200 }),
    );
    expect(region?.kind).toBe("passport");
    expect(region?.score).toBeGreaterThan(0.9);
  });

  it("scores a square near 0: no document has that shape", () => {
    const region = findDocumentRegion(
      drawnRaster(400, 300, { left: 100, top: 50, width: 200, height: 200 }),
    );
    expect(region?.score).toBe(0);
  });

  it("measures the clockwise tilt of a document lying askew", () => {
    const width = 400;
    const height = 300;
    const turn = (6 * Math.PI) / 180;
    const data = new Uint8Array(width * height).map((_, i) => {
      const dx = (i % width) - 200;
      const dy = Math.floor(i / width) - 150;
      const u = dx * Math.cos(turn) + dy * Math.sin(turn);
      const v = -dx * Math.sin(turn) + dy * Math.cos(turn);
      return Math.abs(u) <= 127 && Math.abs(v) <= 80 ? 220 : 90;
    });
    const region = findDocumentRegion({ width, height, data });
    expect(region?.tiltDegrees).toBeCloseTo(6, 0);
  });

  it("takes a photo cropped to a document for the document", () => {
    const page = drawnRaster(317, 200, { left: 0, top: 0, width: 317, height: 200 });
    for (let y = 150; y < 160; y++) page.data.fill(20, y * 317 + 20, y * 317 + 290);
    const region = findDocumentRegion(page);
    expect(region?.rect).toEqual({ left: 0, top: 0, width: 317, height: 200 });
    expect(region?.score).toBeGreaterThan(0.9);
  });

  it("finds no edge where a document runs out of the frame", () => {
    const region = findDocumentRegion(
      drawnRaster(400, 300, { left: 0, top: 60, width: 254, height: 160 }),
    );
    expect(region?.parts.edgeSupport).toBeLessThan(0.8);
  });

  it("finds nothing in an even image", () => {
    expect(
      findDocumentRegion({ width: 50, height: 50, data: new Uint8Array(2500).fill(100) }),
    ).toBeUndefined();
  });
});
