/** The whole assessment on every photo of the corpus, and its options overriding the settings. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadDocumentCorpus,
  readFixtureImage,
  type CorpusFixture,
} from "../../../../scripts/fixtures/document-corpus.ts";
import { assessDocument, closeMrzOcr, type DocumentAssessmentResult } from "./index.ts";

const corpus = loadDocumentCorpus();
const now = new Date(`${corpus.referenceDate}T12:00:00Z`);
const fixture = (file: string) => corpus.fixtures.find((candidate) => candidate.file === file)!;
const assessments = new Map<string, DocumentAssessmentResult>();

beforeAll(async () => {
  // One after the other: they share the one OCR worker.
  for (const entry of corpus.fixtures)
    assessments.set(entry.file, await assessDocument(readFixtureImage(entry), { now }));
}, 60_000);

afterAll(() => closeMrzOcr());

describe("assessDocument on the corpus", () => {
  it.each(corpus.fixtures.map((entry) => [entry.file, entry] as const))(
    "gives %s its expected result, side, type, country, reasons and fields",
    (file, entry: CorpusFixture) => {
      const assessment = assessments.get(file)!;
      expect({
        highLevelResult: assessment.highLevelResult,
        documentSide: assessment.documentSide,
        documentType: assessment.documentType ?? null,
        issuingCountryCode: assessment.issuingCountryCode ?? null,
        reasons: assessment.reasons,
      }).toEqual(entry.expected);
      expect(assessment.extracted).toEqual(entry.extracted);
    },
  );

  it("gives every score a value in its range", () => {
    for (const assessment of assessments.values()) {
      const { documentFound, glare, mrzConfidence, resolution, sharpness } = assessment.scores;
      for (const share of [documentFound, glare, mrzConfidence]) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }
      expect(resolution).toBeGreaterThanOrEqual(0);
      expect(sharpness).toBeGreaterThanOrEqual(0);
    }
    expect(assessments.get("passport-passed.jpg")!.scores.mrzConfidence).toBeGreaterThan(0.8);
    expect(assessments.get("id-card-front-passed.jpg")!.scores.mrzConfidence).toBe(0);
  });

  it("says which checks ran: a blurred photo's zone is skipped, a card front's not needed", () => {
    expect(assessments.get("passport-blurred-refer.jpg")!.checks).toMatchObject({
      sharpness: "failed",
      machineReadableZone: "skipped",
      expiry: "skipped",
    });
    expect(assessments.get("id-card-front-passed.jpg")!.checks).toMatchObject({
      documentFound: "passed",
      machineReadableZone: "notNeeded",
      expiry: "notNeeded",
    });
    expect(assessments.get("passport-expired.jpg")!.checks).toMatchObject({
      machineReadableZone: "passed",
      expiry: "failed",
    });
  });
});

describe("assessDocument options", () => {
  it("passes the Utopian passport when Utopia is a supported country", async () => {
    const image = readFixtureImage(fixture("passport-uto-not-supported.jpg"));
    const assessment = await assessDocument(image, { now, supportedCountries: ["UTO"] });
    expect(assessment.highLevelResult).toBe("Passed");
  });

  it("passes the residence permit when residence permits are accepted", async () => {
    const image = readFixtureImage(fixture("residence-permit-back-not-accepted.jpg"));
    const assessment = await assessDocument(image, {
      now,
      acceptedDocumentTypes: ["Passport", "IdentityCard", "ResidencePermit"],
    });
    expect(assessment.highLevelResult).toBe("Passed");
  });

  it("finds a valid passport expired the day after its expiry date", async () => {
    const image = readFixtureImage(fixture("passport-passed.jpg"));
    const expiry = fixture("passport-passed.jpg").extracted.ExpiryDate!;
    const onTheDay = await assessDocument(image, { now: new Date(`${expiry}T23:00:00Z`) });
    const dayAfter = new Date(Date.parse(`${expiry}T00:00:00Z`) + 86_400_000);
    const later = await assessDocument(image, { now: dayAfter });
    expect(onTheDay.highLevelResult).toBe("Passed");
    expect(later.highLevelResult).toBe("Expired");
  });

  it("applies stricter thresholds given as options", async () => {
    const image = readFixtureImage(fixture("id-card-back-small-passed.jpg"));
    const assessment = await assessDocument(image, {
      now,
      thresholds: { minDocumentWidthPx: 700 },
    });
    expect(assessment).toMatchObject({ highLevelResult: "Refer", reasons: ["tooSmall"] });
  });
});
