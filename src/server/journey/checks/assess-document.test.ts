/**
 * The whole assessment on every trial of the corpus (each photo as the journey's first photo or
 * as a card's back after a given front), and its options overriding the settings.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runCorpusTrials, type TrialOutcome } from "../../../../scripts/fixtures/corpus-trials.ts";
import {
  loadDocumentCorpus,
  readFixtureImage,
} from "../../../../scripts/fixtures/document-corpus.ts";
import {
  assessDocument,
  isRefusal,
  type AssessOptions,
  type DocumentAssessmentResult,
} from "./index.ts";

const corpus = loadDocumentCorpus();
const now = new Date(`${corpus.referenceDate}T12:00:00Z`);
let outcomes: TrialOutcome[] = [];

beforeAll(async () => {
  outcomes = (await runCorpusTrials()).outcomes;
}, 240_000);

const trialName = (outcome: TrialOutcome) =>
  `${outcome.fixture.file} as ${outcome.trial.uploadedAs}${outcome.trial.after ? ` after ${outcome.trial.after}` : ""}`;
const judged = (file: string, uploadedAs = "IDENTITY:FRONT") => {
  const found = outcomes.find(
    (outcome) => outcome.fixture.file === file && outcome.trial.uploadedAs === uploadedAs,
  )!.outcome;
  if (isRefusal(found)) throw new Error(`${file} was refused`);
  return found;
};

async function assess(
  file: string,
  options: AssessOptions = {},
): Promise<DocumentAssessmentResult> {
  const outcome = await assessDocument(readFixtureImage({ file }), { now, ...options });
  if (isRefusal(outcome)) throw new Error(`${file} was refused`);
  return outcome;
}

describe("assessDocument on the corpus", () => {
  it("tries every photo of the corpus in every role it names", () => {
    expect(outcomes.length).toBe(corpus.fixtures.flatMap((fixture) => fixture.trials).length);
  });

  it("gives every trial its expected verdict", () => {
    const missed = outcomes
      .filter((outcome) => !outcome.matches)
      .map((outcome) => ({
        trial: trialName(outcome),
        expected: outcome.trial.expected,
        got: outcome.verdict,
      }));
    expect(missed).toEqual([]);
  });

  it("extracts each photo's fields in its first trial", () => {
    for (const fixture of corpus.fixtures) {
      const first = outcomes.find((outcome) => outcome.fixture.file === fixture.file)!.outcome;
      if (!isRefusal(first))
        expect([fixture.file, first.extracted]).toEqual([fixture.file, fixture.extracted]);
    }
  });

  it("refuses every thing that is not an identity document as such, never for its photo, never passing", () => {
    const things = outcomes.filter((outcome) => outcome.fixture.drawn.object !== null);
    expect(things.length).toBeGreaterThanOrEqual(10);
    for (const { outcome, fixture } of things) {
      expect([fixture.file, isRefusal(outcome) ? "refused" : outcome.highLevelResult]).toEqual([
        fixture.file,
        "NotAccepted",
      ]);
      if (!isRefusal(outcome)) expect(outcome.reasons).toEqual(["notAnIdentityDocument"]);
    }
  });

  it("gives every score a value in its range", () => {
    for (const { outcome } of outcomes) {
      if (isRefusal(outcome)) continue;
      const { documentFound, glare, mrzConfidence, resolution, sharpness, ink } = outcome.scores;
      for (const share of [documentFound, glare, mrzConfidence, ink]) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }
      expect(resolution).toBeGreaterThanOrEqual(0);
      expect(sharpness).toBeGreaterThanOrEqual(0);
    }
    expect(judged("passport-passed.jpg").scores.mrzConfidence).toBeGreaterThan(0.8);
    expect(judged("id-card-front-passed.jpg").scores.mrzConfidence).toBe(0);
  });

  it("says which checks ran: a blurred photo's zone is skipped, a card front's not needed", () => {
    expect(judged("passport-blurred-refer.jpg").checks).toMatchObject({
      sharpness: "Failed",
      machineReadableZone: "Skipped",
      expiry: "Skipped",
    });
    expect(judged("id-card-front-passed.jpg").checks).toMatchObject({
      documentFound: "Passed",
      frontRecognised: "Passed",
      machineReadableZone: "NotNeeded",
      expiry: "NotNeeded",
    });
    expect(judged("passport-expired.jpg").checks).toMatchObject({
      machineReadableZone: "Passed",
      expiry: "Failed",
    });
    expect(judged("passport-underage-refer.jpg").checks).toMatchObject({
      expiry: "Passed",
      underage: "Failed",
    });
    expect(judged("id-card-back-passed.jpg", "IDENTITY:BACK").checks).toMatchObject({
      sidesMatch: "Passed",
    });
  });

  it("leaves a recognised front's state, numbers and hash for its back", () => {
    expect(judged("id-card-front-passed.jpg").front).toMatchObject({
      issuingState: "POL",
      documentNumbers: ["ZZC003483"],
      numberPrinted: true,
    });
    expect(judged("id-card-front-passed.jpg").perceptualHash).toMatch(/^[0-9a-f]{16}$/);
    expect(judged("membership-card.jpg").front).toBeUndefined();
  });
});

describe("assessDocument options", () => {
  it("passes the Utopian passport when Utopia is a supported country", async () => {
    const assessment = await assess("passport-uto-not-supported.jpg", {
      supportedCountries: ["UTO"],
    });
    expect(assessment.highLevelResult).toBe("Passed");
  });

  it("takes a residence permit's back as an accepted card's back once residence permits are accepted", async () => {
    const acceptedDocumentTypes = ["Passport", "IdentityCard", "ResidencePermit"];
    const image = readFixtureImage({ file: "residence-permit-back-not-accepted.jpg" });
    const first = await assessDocument(image, { now, acceptedDocumentTypes });
    expect(isRefusal(first) && first.refusal).toBe("wrongSide");
    const back = await assessDocument(image, {
      now,
      acceptedDocumentTypes,
      expectation: { action: "IDENTITY:BACK", front: undefined },
    });
    expect(!isRefusal(back) && back.highLevelResult).toBe("Passed");
  });

  it("finds a valid passport expired the day after its expiry date", async () => {
    const expiry = corpus.fixtures.find((f) => f.file === "passport-passed.jpg")!.extracted
      .ExpiryDate!;
    const onTheDay = await assess("passport-passed.jpg", { now: new Date(`${expiry}T23:00:00Z`) });
    const dayAfter = new Date(Date.parse(`${expiry}T00:00:00Z`) + 86_400_000);
    const later = await assess("passport-passed.jpg", { now: dayAfter });
    expect(onTheDay.highLevelResult).toBe("Passed");
    expect(later.highLevelResult).toBe("Expired");
  });

  it("lets the minor's passport pass on the day she turns the minimum age, not the day before", async () => {
    const birth = corpus.fixtures.find((f) => f.file === "passport-underage-refer.jpg")!.extracted
      .BirthDate!;
    const eighteenth = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`;
    const dayBefore = new Date(Date.parse(`${eighteenth}T12:00:00Z`) - 86_400_000);
    expect((await assess("passport-underage-refer.jpg", { now: dayBefore })).reasons).toEqual([
      "underage",
    ]);
    expect(
      (await assess("passport-underage-refer.jpg", { now: new Date(`${eighteenth}T12:00:00Z`) }))
        .highLevelResult,
    ).toBe("Passed");
    expect((await assess("passport-underage-refer.jpg", { minimumAge: 16 })).highLevelResult).toBe(
      "Passed",
    );
  });

  it("applies stricter thresholds given as options", async () => {
    const assessment = await assess("id-card-front-passed.jpg", {
      thresholds: { minDocumentWidthPx: 1000 },
    });
    expect(assessment).toMatchObject({ highLevelResult: "Refer", reasons: ["tooSmall"] });
  });

  it("does not know a state's card front once its entry is gone, and then refuses it", async () => {
    const assessment = await assess("id-card-front-ita-passed.jpg", {
      identityCardFronts: [],
      identityCardTitles: ["IDENTITY CARD"],
    });
    // Still an identity card by its English title, but its state and number are unknown.
    expect(assessment).toMatchObject({ highLevelResult: "Passed", issuingCountryCode: undefined });
    const none = await assess("id-card-front-ita-passed.jpg", {
      identityCardFronts: [],
      identityCardTitles: [],
    });
    expect(none.highLevelResult).toBe("NotAccepted");
  });
});
