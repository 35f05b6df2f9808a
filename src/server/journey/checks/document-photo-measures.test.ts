/**
 * Each image check on every photo of the corpus: document found, width, sharpness, glare, zone,
 * print. Where a photo's faults are named, the checks must find exactly those.
 */
import { describe, expect, it } from "vitest";
import {
  loadDocumentCorpus,
  readFixtureImage,
  type CorpusFixture,
} from "../../../../scripts/fixtures/document-corpus.ts";
import { inkShare } from "./document-content.ts";
import { loadDocumentChecksConfig } from "./document-checks-config.ts";
import { measureDocumentPhoto, type DocumentPhotoMeasures } from "./document-photo-measures.ts";

const { thresholds } = loadDocumentChecksConfig();
const fixtures = loadDocumentCorpus().fixtures;
const measured = new Map<string, Promise<DocumentPhotoMeasures>>();

/** Each photo measured once for all the checks below. */
function measure(fixture: CorpusFixture): Promise<DocumentPhotoMeasures> {
  let measures = measured.get(fixture.file);
  if (!measures) {
    measures = measureDocumentPhoto(readFixtureImage(fixture), thresholds.saturatedLevel);
    measured.set(fixture.file, measures);
  }
  return measures;
}

const documentsAndTable = fixtures
  .filter((fixture) => fixture.drawn.object === null)
  .map((fixture) => [fixture.file, fixture] as const);
const withDocument = documentsAndTable.filter(
  ([, fixture]) => fixture.drawn.documentKind !== null && !fixture.faults.includes("notInFrame"),
);
const things = fixtures
  .filter((fixture) => fixture.drawn.object !== null)
  .map((fixture) => [fixture.file, fixture] as const);

describe("document found (edges, outline, aspect ratio)", () => {
  it.each(documentsAndTable)(
    "finds the document in %s exactly when one is expected",
    async (_file, fixture) => {
      const measures = await measure(fixture);
      const expectFound =
        fixture.drawn.documentKind !== null && !fixture.faults.includes("notInFrame");
      expect(measures.documentFound >= thresholds.minDocumentFoundScore).toBe(expectFound);
      if (!expectFound) return;
      expect(measures.region?.kind).toBe(fixture.drawn.documentKind);
      expect(Math.abs(measures.tiltDegrees - fixture.drawn.tiltDegrees)).toBeLessThan(0.5);
    },
  );
});

describe("resolution (document width in pixels)", () => {
  it.each(withDocument)(
    "measures %s within 1 % of its width and calls it too small exactly when expected",
    async (_file, fixture) => {
      const { resolution } = await measure(fixture);
      const drawn = fixture.drawn.documentWidthPx!;
      expect(Math.abs(resolution - drawn)).toBeLessThanOrEqual(drawn * 0.01);
      const tooSmall = fixture.faults.includes("tooSmall");
      expect(resolution < thresholds.minDocumentWidthPx).toBe(tooSmall);
    },
  );
});

describe("sharpness (variance of the Laplacian)", () => {
  it.each(withDocument)("calls %s blurred exactly when expected", async (_file, fixture) => {
    const { sharpness } = await measure(fixture);
    const blurred = fixture.faults.includes("blurred");
    expect(sharpness < thresholds.minSharpness).toBe(blurred);
  });
});

describe("glare (share of saturated pixels)", () => {
  it.each(withDocument)("finds glare on %s exactly when expected", async (_file, fixture) => {
    const { glare } = await measure(fixture);
    expect(glare > thresholds.maxGlareShare).toBe(fixture.faults.includes("glare"));
    if (fixture.drawn.glare) expect(glare).toBeGreaterThan(0.002);
  });
});

describe("machine-readable zone located", () => {
  it.each(withDocument)(
    "locates a zone on %s exactly when one is printed",
    async (_file, fixture) => {
      const { zone } = await measure(fixture);
      expect(zone !== undefined).toBe(fixture.mrz !== null);
    },
  );
});

describe("print on the thing photographed (ink share)", () => {
  it.each(withDocument)("finds print on %s", async (_file, fixture) => {
    const { documentRaster } = await measure(fixture);
    expect(inkShare(documentRaster!)).toBeGreaterThanOrEqual(thresholds.minInkShare);
  });

  it.each(things)(
    "finds print on %s unless it is a blank sheet or blurred past reading",
    async (_file, fixture) => {
      const { documentRaster } = await measure(fixture);
      const ink = inkShare(documentRaster!);
      if (fixture.drawn.object === "blankPaper") expect(ink).toBeLessThan(thresholds.minInkShare);
      else if (!fixture.faults.includes("blurred"))
        expect(ink).toBeGreaterThanOrEqual(thresholds.minInkShare);
    },
  );

  it("finds a receipt whole in the frame, shaped as no card or passport page", async () => {
    const receipt = fixtures.find((fixture) => fixture.file === "receipt.jpg")!;
    const measures = await measure(receipt);
    const { rectangularity, edgeSupport, aspectMatch } = measures.region!.parts;
    expect(aspectMatch).toBe(0);
    expect(rectangularity * edgeSupport).toBeGreaterThanOrEqual(thresholds.minObjectScore);
    expect(measures.touchesBorder).toBe(false);
  });
});
