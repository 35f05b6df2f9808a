/** Reading the corpus photos' zones with the offline OCR worker (kept for the Vitest worker's life). */
import { describe, expect, it } from "vitest";
import {
  loadDocumentCorpus,
  readFixtureImage,
} from "../../../../scripts/fixtures/document-corpus.ts";
import { loadDocumentChecksConfig } from "./document-checks-config.ts";
import { measureDocumentPhoto } from "./document-photo-measures.ts";
import { readMrz } from "./mrz-reader.ts";

const corpus = loadDocumentCorpus();
const now = new Date(`${corpus.referenceDate}T12:00:00Z`);
const { thresholds } = loadDocumentChecksConfig();
const read = corpus.fixtures.filter(
  (fixture) => fixture.mrz !== null && fixture.mrz.readable !== null,
);

async function readFixture(file: string) {
  const fixture = corpus.fixtures.find((candidate) => candidate.file === file)!;
  const image = readFixtureImage(fixture);
  const measures = await measureDocumentPhoto(image, thresholds.saturatedLevel);
  return readMrz(measures.image, measures.zone!, measures.region!.kind, now);
}

describe("readMrz (offline OCR)", () => {
  it.each(read.map((fixture) => [fixture.file, fixture] as const))(
    "reads the zone on %s as printed, accepting it exactly when its check digits pass",
    async (file, fixture) => {
      const mrz = await readFixture(file);
      expect(mrz.lines).toEqual(fixture.mrz!.lines);
      expect(mrz.accepted).toBe(fixture.mrz!.readable);
      expect(mrz.failedChecks).toEqual(fixture.mrz!.failedChecks);
      expect(mrz.unreadCharacters).toBe(0);
      expect(mrz.format).toBe(fixture.mrz!.format);
    },
  );

  it("scores a refused read lower than an accepted one and times each read", async () => {
    const accepted = await readFixture("passport-passed.jpg");
    const refused = await readFixture("passport-check-digit-refer.jpg");
    expect(accepted.confidence).toBeGreaterThan(0.8);
    expect(refused.confidence).toBeLessThan(accepted.confidence * 0.7);
    expect(accepted.durationMs).toBeGreaterThan(0);
    expect(accepted.durationMs).toBeLessThan(5000);
  });
});
