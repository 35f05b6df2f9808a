import { describe, expect, it } from "vitest";
import type { FrameMeasures } from "../../shared/document-measures/frame-measures.ts";
import { liveWarnings, type LiveThresholds } from "./live-quality.ts";

const THRESHOLDS: LiveThresholds = {
  minDocumentFoundScore: 0.6,
  minDocumentWidthPx: 600,
  minSharpness: 300,
  maxGlareShare: 0.01,
  saturatedLevel: 250,
};
const GOOD: FrameMeasures = {
  documentFound: 0.9,
  sharpness: 900,
  glare: 0,
  resolution: 1000,
  meanLevel: 120,
  maxLevel: 240,
};

describe("liveWarnings", () => {
  it("finds nothing to say about a sharp, near document without glare", () => {
    expect(liveWarnings(GOOD, THRESHOLDS)).toEqual([]);
  });

  it("says only 'not in the frame' when no document was found surely enough", () => {
    expect(liveWarnings({ ...GOOD, documentFound: 0.5, sharpness: 0 }, THRESHOLDS)).toEqual([
      "notInFrame",
    ]);
  });

  it("names each quality problem, too far first", () => {
    expect(
      liveWarnings({ ...GOOD, resolution: 500, sharpness: 100, glare: 0.05 }, THRESHOLDS),
    ).toEqual(["tooFar", "blur", "glare"]);
    expect(liveWarnings({ ...GOOD, glare: 0.011 }, THRESHOLDS)).toEqual(["glare"]);
  });
});
