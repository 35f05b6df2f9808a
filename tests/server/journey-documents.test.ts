/**
 * A journey with photos of the fixture corpus, on SQLite (the checks, not the database, are
 * what is exercised): a passport passes on its page alone, an identity card needs its back, a
 * blurred photo costs attempts until the journey ends, and a passed journey prefills personal
 * data from the machine-readable zone.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "./test-database.ts";
import { journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { startServer, type TestServer } from "./test-server.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";

const CORPUS = path.resolve("tests/fixtures/documents");

describe("journeys with the fixture corpus", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: DOCUMENT_ONLY });
  });
  afterAll(async () => {
    await server?.close();
  });

  const scanSession = () => scanSessionAt(server, "documents");

  const upload = (gbgToken: string, fixture: string) =>
    uploadCapture(server, gbgToken, fs.readFileSync(path.join(CORPUS, fixture)), fixture);
  const journeyResult = (gbgToken: string, journeyId: string) =>
    journeyResultOf(server, gbgToken, journeyId);

  const prefillOf = async (token: string) =>
    (await server.post("get-token", { languageCode: "EN", token })).body.state?.prefill as Record<
      string,
      Record<string, unknown>
    >;

  it("passes a passport on its page alone and prefills personal data from its MRZ", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    const answer = await upload(gbgToken, "passport-passed.jpg");
    expect(answer).toMatchObject({
      status: 200,
      body: { highLevelResult: "Passed", state: "ended", action: "NONE", journeyResult: "Passed" },
    });
    expect(await journeyResult(gbgToken, journeyId)).toMatchObject({
      HighLevelResult: "Passed",
      ProcessedDocuments: [
        {
          IsValidated: true,
          HighLevelResult: "Passed",
          DocumentType: "Passport",
          DocumentSide: "Front",
          IssuingCountryCode: "D",
        },
      ],
    });
    const summary = await server.post("upload-summary", { languageCode: "EN", token });
    expect(summary.body).toMatchObject({ status: "success", next: "personalDataConfirm" });
    expect(summary.body.state?.prefill.personalDataConfirm).toMatchObject({
      lastName: "Mustermann",
    });
    expect((await prefillOf(token)).personalDataConfirm).toMatchObject({
      firstName: "Erika",
      lastName: "Mustermann",
      dateOfBirth: "1983-08-12",
      citizenship: "DE",
      documentType: 2,
      documentNumber: "C01X00T47",
      documentExpirationDate: "2033-05-09",
    });
  });

  it("tells the client what was read and which checks passed or never ran, and none of the diagnostics", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    await upload(gbgToken, "passport-blurred-refer.jpg");
    await upload(gbgToken, "passport-passed.jpg");
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    const data = outcome.body.data as {
      reference: string;
      documents: Record<string, unknown>[];
      extracted: Record<string, string>;
    };
    // The journey's reference, for the client to quote: its id's first block.
    expect(data.reference).toBe(journeyId.split("-")[0]!.toUpperCase());
    expect(data.reference).toMatch(/^[0-9A-F]{8}$/);
    const zoneNotRead = {
      machineReadableZone: "Skipped",
      frontRecognised: "NotNeeded",
      documentType: "Skipped",
      issuingCountry: "Skipped",
      sidesMatch: "Skipped",
      expiry: "Skipped",
      underage: "Skipped",
    };
    expect(data.documents).toEqual([
      {
        documentType: "Passport",
        documentSide: "Front",
        issuingCountryCode: null,
        highLevelResult: "Refer",
        checks: {
          documentFound: "Passed",
          sharpness: "Failed",
          glare: "Passed",
          resolution: "Passed",
          ...zoneNotRead,
        },
      },
      {
        documentType: "Passport",
        documentSide: "Front",
        issuingCountryCode: "D",
        highLevelResult: "Passed",
        checks: {
          documentFound: "Passed",
          sharpness: "Passed",
          glare: "Passed",
          resolution: "Passed",
          machineReadableZone: "Passed",
          frontRecognised: "NotNeeded",
          documentType: "Passed",
          issuingCountry: "Passed",
          sidesMatch: "NotNeeded",
          expiry: "Passed",
          underage: "Passed",
        },
      },
    ]);
    // The journey's check details: a passport needs no back, a journey without a selfie no face
    // match, one without liveness no liveness result; the data check waits for personal data.
    // The file's earlier journeys read the same passport on other applications: the look-back
    // fails.
    expect((outcome.body.data as { checkDetails: unknown }).checkDetails).toEqual({
      FrontSideTypeCheck: "Passed",
      BackSideCheck: "NotNeeded",
      Expiry: "Passed",
      Support: "Passed",
      Validation: "Passed",
      ProofPolicy: "NotNeeded",
      FaceMatchValidation: "NotNeeded",
      AccumulativeLivenessResult: "NotNeeded",
      UnderageRule: "Passed",
      CovidPassCrossCheck: "NotNeeded",
      DataChecks: "SuccessNeeded",
      LookBackCheck: "Failed",
    });
    expect(data.extracted).toMatchObject({ LastName: "MUSTERMANN", DocumentNumber: "C01X00T47" });
    expect(Object.keys(data.extracted).filter((name) => /Mrz|FullName/.test(name))).toEqual([]);
    expect(JSON.stringify(outcome.body)).not.toMatch(/score|sharpness":\s*\d|confidence/i);
    const result = JSON.stringify(await journeyResult(gbgToken, journeyId));
    expect(result).toContain("MUSTERMANN");
    expect(result).not.toMatch(/score|confidence/i);
  });

  it("asks an identity card for its back, then passes it with the back's MRZ", async () => {
    const { token, gbgToken } = await scanSession();
    const front = await upload(gbgToken, "id-card-front-passed.jpg");
    expect(front.body).toMatchObject({
      highLevelResult: "Passed",
      action: "IDENTITY:BACK",
      state: "inProgress",
    });
    expect((await prefillOf(token)).personalDataConfirm).toBeUndefined();
    const back = await upload(gbgToken, "id-card-back-passed.jpg");
    expect(back.body).toMatchObject({
      highLevelResult: "Passed",
      state: "ended",
      journeyResult: "Passed",
    });
    expect((await prefillOf(token)).personalDataConfirm).toMatchObject({
      lastName: "Przykladowa",
      citizenship: "PL",
      documentType: 1,
      documentNumber: "ZZC003483",
    });
    // The front, which carries no zone, is named by the type its back gave the journey.
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    const documents = (outcome.body.data as { documents: { documentType: string | null }[] })
      .documents;
    expect(documents).toHaveLength(2);
    expect(documents[0]!.documentType).not.toBeNull();
    expect(documents[0]!.documentType).toBe(documents[1]!.documentType);
  });

  it("costs an attempt for each blurred photo and ends the journey as Refer after the last", async () => {
    const { gbgToken, journeyId } = await scanSession();
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await upload(gbgToken, "passport-blurred-refer.jpg")).body);
    expect(answers.map((a) => [a.highLevelResult, a.attemptsRemaining, a.state])).toEqual([
      ["Refer", 2, "inProgress"],
      ["Refer", 1, "inProgress"],
      ["Refer", 0, "ended"],
    ]);
    expect(answers[0]!.reasons).toContain("blurred");
    const late = await upload(gbgToken, "passport-passed.jpg");
    expect(late).toMatchObject({ status: 409, body: { code: "journeyEnded" } });
    expect(await journeyResult(gbgToken, journeyId)).toMatchObject({ HighLevelResult: "Refer" });
  });

  it("refuses an expired passport as Expired, and answers why through upload-outcome", async () => {
    const { token, gbgToken } = await scanSession();
    const answer = await upload(gbgToken, "passport-expired.jpg");
    expect(answer.body).toMatchObject({ highLevelResult: "Expired", attemptsRemaining: 2 });
    expect(answer.body.reasons).toContain("expired");
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    expect(outcome.body.data).toMatchObject({ reasons: ["expired"], allowTryAgain: true });
    // Up to three journeys per application: then "Try again" is no longer offered.
    const tryAgain = async () =>
      (await server.post("upload-try-again", { languageCode: "EN", token })).body.next;
    expect(await tryAgain()).toBe("desktopDocumentUpload");
    // The journey continues until it ends; then each new one takes a photo and is cancelled.
    for (let journey = 1; journey <= 3; journey++) {
      const next = await server.post("get-idscan-token", { languageCode: "EN", token });
      await upload(next.body.gbgToken as string, "passport-blurred-refer.jpg");
      await server.post("notify-journey", {
        languageCode: "EN",
        token,
        journeyStatus: "cancel",
        journeyId: next.body.journeyId,
      });
    }
    expect(await tryAgain()).toBe("uploadFailed");
    const last = await server.post("upload-outcome", { languageCode: "EN", token });
    expect(last.body.data).toMatchObject({ allowTryAgain: false });
  });

  it("continues a journey nothing was captured in when the upload page opens again", async () => {
    const { token, journeyId } = await scanSession();
    const again = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(again.body.journeyId).toBe(journeyId);
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    expect(outcome.body.data).toMatchObject({ allowTryAgain: true });
    const answer = await upload(again.body.gbgToken as string, "passport-passed.jpg");
    expect(answer.body).toMatchObject({ journeyId, highLevelResult: "Passed" });
  });

  it("continues a journey left halfway where it stands when the upload page opens again", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    const front = await upload(gbgToken, "id-card-front-passed.jpg");
    expect(front.body).toMatchObject({ action: "IDENTITY:BACK", attemptsRemaining: 3 });
    const refused = await upload(gbgToken, "id-card-back-glare-refer.jpg");
    expect(refused.body).toMatchObject({ highLevelResult: "Refer", attemptsRemaining: 2 });
    const again = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(again.body).toMatchObject({
      journeyId,
      journey: {
        action: "IDENTITY:BACK",
        attemptsRemaining: 2,
        processedDocuments: 2,
        lastUploadFailed: true,
        // The last photo's failure, for the page to show again after a reload.
        lastFailureReasons: refused.body.reasons,
      },
    });
    expect(refused.body.reasons).toContain("glare");
    const back = await upload(again.body.gbgToken as string, "id-card-back-passed.jpg");
    expect(back.body).toMatchObject({ journeyId, highLevelResult: "Passed", state: "ended" });
  });
});
