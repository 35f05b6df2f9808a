/** Locating a zone's lines of print at the bottom of a document. */
import { describe, expect, it } from "vitest";
import { findMrzBand } from "./mrz-band.ts";

/** A pale 600 x 380 card with rows of dark glyph blocks: `rows` as [top, first, last glyph]. */
function card(rows: readonly [number, number, number][]) {
  const width = 600;
  const height = 380;
  const data = new Uint8Array(width * height).fill(225);
  for (const [top, first, last] of rows)
    for (let glyph = first; glyph <= last; glyph++)
      for (let y = top; y < top + 14; y++)
        data.fill(20, y * width + 30 + glyph * 18, y * width + 42 + glyph * 18);
  return { width, height, data };
}

describe("findMrzBand", () => {
  it("finds three lines of print running across the bottom of a card", () => {
    const band = findMrzBand(
      card([
        [270, 0, 29],
        [300, 0, 29],
        [330, 0, 29],
      ]),
      "card",
    );
    expect(band?.lines.map((line) => line.top)).toEqual([270, 300, 330]);
    expect(band?.rect.top).toBeLessThan(270);
    expect(band!.rect.top + band!.rect.height).toBeGreaterThan(344);
  });

  it("finds no zone where the bottom lines stop halfway across", () => {
    expect(
      findMrzBand(
        card([
          [270, 0, 14],
          [300, 0, 14],
          [330, 0, 14],
        ]),
        "card",
      ),
    ).toBeUndefined();
  });

  it("finds no zone in the top half, where a card's own text is", () => {
    expect(
      findMrzBand(
        card([
          [40, 0, 29],
          [70, 0, 29],
          [100, 0, 29],
        ]),
        "card",
      ),
    ).toBeUndefined();
  });
});
