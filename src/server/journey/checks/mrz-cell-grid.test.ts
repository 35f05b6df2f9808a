/** The zone's character grid and letter-or-digit hints, read from the corpus photos. */
import { describe, expect, it } from "vitest";
import {
  loadDocumentCorpus,
  readFixtureImage,
} from "../../../../scripts/fixtures/document-corpus.ts";
import { loadDocumentChecksConfig } from "./document-checks-config.ts";
import { measureDocumentPhoto } from "./document-photo-measures.ts";
import { findMrzBand } from "./mrz-band.ts";
import { mrzCellGrid } from "./mrz-cell-grid.ts";
import { characterHints } from "./mrz-height-hints.ts";
import { TD1_LAYOUT, TD3_LAYOUT } from "./mrz-layout.ts";
import { cutStrip, inkMask } from "./mrz-strip.ts";

const { thresholds } = loadDocumentChecksConfig();
const legible = loadDocumentCorpus().fixtures.filter(
  (fixture) => fixture.mrz?.readable !== undefined && fixture.mrz.readable !== null,
);

async function gridOf(image: Buffer, kind: "card" | "passport") {
  const measures = await measureDocumentPhoto(image, thresholds.saturatedLevel);
  const zone = measures.zone!;
  const strip = await cutStrip(measures.image, zone.rect, zone.lineHeightPx);
  const band = findMrzBand(strip, kind, 1)!;
  const layout = kind === "card" ? TD1_LAYOUT : TD3_LAYOUT;
  return {
    grid: mrzCellGrid(inkMask(strip, band.inkThreshold), band.lines, layout.lineLength),
    layout,
  };
}

describe("mrzCellGrid and characterHints", () => {
  it.each(legible.map((fixture) => [fixture.file, fixture] as const))(
    "tells every filler of the zone on %s from the image, and hints letters and digits right",
    async (_file, fixture) => {
      const kind = fixture.mrz!.format === "TD1" ? "card" : "passport";
      const { grid, layout } = await gridOf(readFixtureImage(fixture), kind);
      const fillers = grid!.map((line) =>
        line.cells.map((cell) => (cell === "filler" ? "<" : "#")).join(""),
      );
      expect(fillers).toEqual(fixture.mrz!.lines.map((line) => line.replaceAll(/[^<]/g, "#")));
      const hints = characterHints(grid!, layout);
      hints.forEach((lineHints, line) =>
        lineHints.forEach((hint, column) => {
          if (!hint) return;
          const printed = fixture.mrz!.lines[line]![column]!;
          expect(`${line}:${column}:${printed}:${hint}`).toBe(
            `${line}:${column}:${printed}:${/[0-9]/.test(printed) ? "digit" : "letter"}`,
          );
        }),
      );
    },
  );

  it("gives no grid for a line with too few glyphs", () => {
    const mask = { width: 100, height: 10, ink: new Uint8Array(1000) };
    for (let y = 2; y < 8; y++) mask.ink.fill(1, y * 100 + 10, y * 100 + 20);
    expect(mrzCellGrid(mask, [{ top: 2, bottom: 7, left: 10, right: 19 }], 30)).toBeUndefined();
  });
});
