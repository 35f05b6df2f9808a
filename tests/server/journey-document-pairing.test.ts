/**
 * A journey takes a document only when it is what it claims to be, by API as the browser and the
 * phone send their photos: an identity card's front photographed twice is refused at once with
 * no attempt used and its back still asked for; a back first, likewise; a membership card, a
 * blank sheet or a receipt is not accepted as either side; a back of another card is referred;
 * a minor's passport fails the underage rule; and the journey's check details are kept with it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "./test-database.ts";
import { ID_CARD, journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { startServer, type TestServer } from "./test-server.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";

const CORPUS = path.resolve("tests/fixtures/documents");

describe("a document that is what it claims to be", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: DOCUMENT_ONLY });
  });
  afterAll(async () => {
    await server?.close();
  });

  const scanSession = (label: string) => scanSessionAt(server, label, ID_CARD);
  const upload = (gbgToken: string, fixture: string) =>
    uploadCapture(server, gbgToken, fs.readFileSync(path.join(CORPUS, fixture)), fixture);
  const position = async (token: string) =>
    (await server.post("get-idscan-token", { languageCode: "EN", token })).body.journey;

  it("refuses the front photographed again where the back is asked for, at once and at no attempt's cost", async () => {
    const { token, gbgToken, journeyId } = await scanSession("pairing-twice");
    expect((await upload(gbgToken, "id-card-front-passed.jpg")).body).toMatchObject({
      highLevelResult: "Passed",
      action: "IDENTITY:BACK",
      attemptsRemaining: 3,
    });
    for (const again of ["id-card-front-passed.jpg", "id-card-front-again.jpg"]) {
      const refused = await upload(gbgToken, again);
      expect(refused).toMatchObject({
        status: 422,
        body: {
          code: "sameSide",
          globalError:
            "This is the front of your card again. Turn the card over and photograph its back.",
        },
      });
    }
    // Nothing kept of the refused photos, and the back still asked for with every attempt.
    expect(await server.services.journeys.records.captures(journeyId)).toHaveLength(1);
    expect(await position(token)).toMatchObject({ action: "IDENTITY:BACK", attemptsRemaining: 3 });
    const back = await upload(gbgToken, "id-card-back-passed.jpg");
    expect(back.body).toMatchObject({ highLevelResult: "Passed", journeyResult: "Passed" });
  });

  it("refuses a card's back photographed first, at no attempt's cost, in the page's language", async () => {
    const { token, gbgToken } = await scanSession("pairing-back-first");
    const refused = await uploadCapture(
      server,
      gbgToken,
      fs.readFileSync(path.join(CORPUS, "id-card-back-passed.jpg")),
      "back.jpg",
      "pl",
    );
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: "wrongSide",
        globalError: "To jest tył dokumentu. Najpierw zrób zdjęcie jego przodu.",
      },
    });
    expect(await position(token)).toMatchObject({ action: "IDENTITY:FRONT", attemptsRemaining: 3 });
  });

  // Five photos read by OCR (no zone to read): longer than the default limit on a busy machine.
  it("does not accept a membership card as an identity card's front, nor as its back", async () => {
    const { token, gbgToken } = await scanSession("pairing-membership");
    const asFront = await upload(gbgToken, "membership-card.jpg");
    expect(asFront.body).toMatchObject({
      highLevelResult: "NotAccepted",
      reasons: ["notAnIdentityDocument"],
      action: "IDENTITY:FRONT",
      attemptsRemaining: 2,
    });
    await upload(gbgToken, "id-card-front-passed.jpg");
    for (const thing of ["membership-card.jpg", "blank-paper.jpg", "receipt.jpg"]) {
      const asBack = await upload(gbgToken, thing);
      expect([thing, asBack.body.highLevelResult, asBack.body.reasons]).toEqual([
        thing,
        "NotAccepted",
        ["notAnIdentityDocument"],
      ]);
    }
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    expect(outcome.body.data).toMatchObject({
      highLevelResult: "NotAccepted",
      reasons: ["notAnIdentityDocument"],
      checkDetails: {
        FrontSideTypeCheck: "Passed",
        BackSideCheck: "Failed",
        DataChecks: "Skipped",
      },
    });
    // A photo of something else is listed as such, not as a side of the card.
    const documents = (outcome.body.data as { documents: Record<string, unknown>[] }).documents;
    expect(documents.map((document) => [document.documentType, document.documentSide])).toEqual([
      ["NotAnIdentityDocument", null],
      ["IdentityCard", "Front"],
      ["NotAnIdentityDocument", null],
      ["NotAnIdentityDocument", null],
      ["NotAnIdentityDocument", null],
    ]);
  }, 60_000);

  it("refers a back of another card than the front's: another state, another number", async () => {
    const { gbgToken } = await scanSession("pairing-other-card");
    await upload(gbgToken, "id-card-front-deu-passed.jpg");
    const back = await upload(gbgToken, "id-card-back-passed.jpg");
    expect(back.body).toMatchObject({
      highLevelResult: "Refer",
      reasons: ["sidesDiffer"],
      action: "IDENTITY:BACK",
      attemptsRemaining: 2,
    });
    const own = await upload(gbgToken, "id-card-back-deu-passed.jpg");
    expect(own.body).toMatchObject({ highLevelResult: "Passed", journeyResult: "Passed" });
  });

  it("refers a back whose zone has a broken check digit, saying the system could not scan it", async () => {
    const { gbgToken } = await scanSession("pairing-check-digit");
    await upload(gbgToken, "id-card-front-passed.jpg");
    const back = await upload(gbgToken, "id-card-back-check-digit-refer.jpg");
    expect(back.body).toMatchObject({
      highLevelResult: "Refer",
      reasons: ["mrzUnreadable"],
      attemptsRemaining: 2,
    });
  });

  it("fails the underage rule on a minor's valid passport, and keeps the journey's check details", async () => {
    const { token, gbgToken, journeyId } = await scanSession("pairing-minor");
    const answer = await upload(gbgToken, "passport-underage-refer.jpg");
    expect(answer.body).toMatchObject({ highLevelResult: "Refer", reasons: ["underage"] });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    // The page is of an accepted type, whatever the holder's age; a passport needs no back.
    expect(result.CheckDetails).toMatchObject({
      FrontSideTypeCheck: "Passed",
      BackSideCheck: "NotNeeded",
      Expiry: "Passed",
      Support: "Passed",
      Validation: "Passed",
      UnderageRule: "Failed",
    });
    const stored = await server.services.journeys.records.find(journeyId);
    expect(stored?.checkDetails).toMatchObject({ UnderageRule: "Failed" });
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    expect(outcome.body.data).toMatchObject({ reasons: ["underage"] });
  });

  it("keeps a passed card's check details: both sides, the zone, the age; the data check still to come", async () => {
    const { gbgToken, journeyId } = await scanSession("pairing-passed");
    await upload(gbgToken, "id-card-front-ita-passed.jpg");
    await upload(gbgToken, "id-card-back-ita-passed.jpg");
    expect((await server.services.journeys.records.find(journeyId))?.checkDetails).toEqual({
      FrontSideTypeCheck: "Passed",
      BackSideCheck: "Passed",
      Expiry: "Passed",
      Support: "Passed",
      Validation: "Passed",
      ProofPolicy: "NotNeeded",
      FaceMatchValidation: "NotNeeded",
      AccumulativeLivenessResult: "NotNeeded",
      UnderageRule: "Passed",
      CovidPassCrossCheck: "NotNeeded",
      DataChecks: "SuccessNeeded",
      LookBackCheck: "Passed",
    });
  });

  it("reports a cancelled journey as Aborted, never as a failed validation", async () => {
    const { token, gbgToken, journeyId } = await scanSession("pairing-cancel");
    await upload(gbgToken, "id-card-front-passed.jpg");
    await server.post("notify-journey", {
      languageCode: "EN",
      token,
      journeyStatus: "cancel",
      journeyId,
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result.HighLevelResult).toBe("Aborted");
    // The photos discarded, with what was read off them.
    expect(JSON.stringify(result.ExtractedFields)).not.toContain("ZZC003483");
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    expect(outcome.body.data).toMatchObject({ highLevelResult: "Aborted", reasons: [] });
  });
});
