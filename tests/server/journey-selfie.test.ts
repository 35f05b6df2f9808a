/**
 * A journey whose definition asks for a selfie after the document (a deployment's
 * JOURNEY_DEFINITION): the server matches the selfie's face with the portrait of the
 * passport it accepted. The holder passes; another person, two people, a photo with no face and a
 * passport whose photo place holds no face are refused, each costing an attempt.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyseFacesOffThread } from "../../src/server/journey/face/face-engine.ts";
import { definitionFile, WITH_SELFIE } from "../fixtures/journey-definitions.ts";
import { useTestDatabase } from "./test-database.ts";
import { journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { startServer, type TestServer } from "./test-server.ts";

const FIXTURES = path.resolve("tests/fixtures");
const definition = definitionFile(WITH_SELFIE);

describe("a journey with a selfie matched to the document's portrait", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_DEFINITION: definition.file } });
    // The face model loads once, here, not inside the first test's time.
    await analyseFacesOffThread(
      fs.readFileSync(path.join(FIXTURES, "faces/selfie-holder.jpg")),
      "selfie",
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    definition.remove();
  });

  const scanSession = () => scanSessionAt(server, "selfie");
  const upload = (gbgToken: string, fixture: string) =>
    uploadCapture(server, gbgToken, fs.readFileSync(path.join(FIXTURES, fixture)), "photo.jpg");

  it("asks for the selfie once the passport passed, and passes the holder's own", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    expect(await upload(gbgToken, "faces/passport-holder.jpg")).toMatchObject({
      status: 200,
      body: { highLevelResult: "Passed", state: "inProgress", action: "SELFIE" },
    });
    expect(await upload(gbgToken, "faces/selfie-holder.jpg")).toMatchObject({
      status: 200,
      body: {
        highLevelResult: "Passed",
        reasons: [],
        state: "ended",
        action: "NONE",
        journeyResult: "Passed",
      },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result).toMatchObject({ HighLevelResult: "Passed" });
    const photos = result.ProcessedDocuments as Array<Record<string, unknown>>;
    expect(photos).toHaveLength(2);
    expect(photos[1]).toMatchObject({ HighLevelResult: "Passed", DocumentType: "Selfie" });
    expect(result.CheckDetails).toMatchObject({
      FrontSideTypeCheck: "Passed",
      BackSideCheck: "NotNeeded",
      FaceMatchValidation: "Passed",
    });
    // The results page lists the selfie as one, with its face checks.
    const outcome = await server.post("upload-outcome", { languageCode: "EN", token });
    const { documents } = outcome.body.data as { documents: Record<string, unknown>[] };
    expect(documents.map((photo) => photo.documentType)).toEqual(["Passport", "Selfie"]);
    expect(documents[1]).toMatchObject({
      documentSide: null,
      highLevelResult: "Passed",
      checks: { faceFound: "Passed", faceMatch: "Passed" },
    });
  });

  it("refuses another person's selfie, then two people and a photo with no face, each costing an attempt", async () => {
    const { gbgToken, journeyId } = await scanSession();
    await upload(gbgToken, "faces/passport-holder.jpg");
    expect(await upload(gbgToken, "faces/selfie-other-person.jpg")).toMatchObject({
      status: 200,
      body: {
        highLevelResult: "Refer",
        reasons: ["faceMismatch"],
        state: "inProgress",
        action: "SELFIE",
        attemptsRemaining: 2,
      },
    });
    expect(await upload(gbgToken, "faces/selfie-two-people.jpg")).toMatchObject({
      body: { highLevelResult: "Refer", reasons: ["severalFaces"], attemptsRemaining: 1 },
    });
    expect(await upload(gbgToken, "documents/blank-paper.jpg")).toMatchObject({
      body: {
        highLevelResult: "Refer",
        reasons: ["noFaceFound"],
        state: "ended",
        journeyResult: "Refer",
      },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result.CheckDetails).toMatchObject({ FaceMatchValidation: "Failed" });
  });

  it("passes no selfie against a passport whose photo place holds no face", async () => {
    const { gbgToken } = await scanSession();
    expect(await upload(gbgToken, "documents/passport-passed.jpg")).toMatchObject({
      body: { highLevelResult: "Passed", action: "SELFIE" },
    });
    expect(await upload(gbgToken, "faces/selfie-holder.jpg")).toMatchObject({
      body: { highLevelResult: "Refer", reasons: ["noPortrait"], attemptsRemaining: 2 },
    });
  });
});
