/**
 * A journey whose definition asks for active liveness after the selfie (a deployment's
 * JOURNEY_DEFINITION): the server opens a challenge (the straight look, then two actions
 * of the step's pool), judges each camera frame, and counts the attempt: the holder who makes the
 * actions passes; another person's face fails at once; a photo held still times out; a challenge
 * left for a new one is interrupted. Each refusal costs an attempt.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LivenessPrompt } from "../../src/shared/identity/liveness.ts";
import { analyseFacesOffThread } from "../../src/server/journey/face/face-engine.ts";
import { FileCaptureStorage } from "../../src/server/journey/capture-storage.ts";
import { LivenessChallenges } from "../../src/server/journey/liveness/liveness-challenges.ts";
import { LivenessService } from "../../src/server/journey/liveness/liveness-service.ts";
import { definitionFile, WITH_LIVENESS } from "../fixtures/journey-definitions.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { journeyResultOf, scanSessionAt, uploadCapture } from "./journey-session.ts";
import { multipartFile } from "./multipart-upload.ts";
import { startServer, type TestServer } from "./test-server.ts";

const FACES = path.resolve("tests/fixtures/faces");
const definition = definitionFile(WITH_LIVENESS);
afterAll(() => definition.remove());
const read = (file: string) => fs.readFileSync(path.join(FACES, file));

/** The frame of the man that shows each prompt the test's pool can pick. */
const FRAME_OF: Partial<Record<LivenessPrompt, string>> = {
  lookStraight: "liveness/look-straight.jpg",
  smile: "liveness/smile.jpg",
  lookLeft: "liveness/look-left.jpg",
  lookRight: "liveness/look-right.jpg",
};

describe.each(storageTargets)("a journey with active liveness after the selfie on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_DEFINITION: definition.file } });
    // The face model loads once, here, not inside the first test's time.
    await analyseFacesOffThread(read("liveness/selfie.jpg"), "selfie");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const call = async (gbgToken: string, url: string, bytes?: Buffer) => {
    const form = bytes && multipartFile("frame.jpg", bytes, "image/jpeg");
    const response = await server.app.inject({
      method: "POST",
      url: `/journey-service/idscanenterprisesvc/journey/liveness/${url}`,
      ...(form ? { payload: form.payload } : {}),
      headers: { ...form?.headers, authorization: `Bearer ${gbgToken}` },
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const start = (gbgToken: string) => call(gbgToken, "start");
  const frame = (gbgToken: string, challengeId: unknown, file: string) =>
    call(gbgToken, `frame?challengeId=${String(challengeId)}`, read(file));

  /** A scan session whose passport and selfie passed: the journey at its liveness step. */
  async function atLiveness(label: string) {
    const session = await scanSessionAt(server, label);
    expect(
      await uploadCapture(server, session.gbgToken, read("liveness/passport.jpg")),
    ).toMatchObject({ body: { highLevelResult: "Passed", action: "SELFIE" } });
    expect(
      await uploadCapture(server, session.gbgToken, read("liveness/selfie.jpg")),
    ).toMatchObject({
      body: { highLevelResult: "Passed", action: "LIVENESS", attemptsRemaining: 3 },
    });
    return session;
  }

  it("passes the holder who looks straight and makes the two actions asked for", async () => {
    const { gbgToken, journeyId } = await atLiveness("liveness-pass");
    const challenge = await start(gbgToken);
    expect(challenge).toMatchObject({
      status: 200,
      body: { actionSeconds: 10, attemptsRemaining: 3 },
    });
    const prompts = challenge.body.prompts as LivenessPrompt[];
    expect(prompts).toHaveLength(3);
    expect(prompts[0]).toBe("lookStraight");
    expect(new Set(prompts.slice(1)).size).toBe(2);
    // An action before the straight look is not taken for it.
    expect(
      await frame(gbgToken, challenge.body.challengeId, "liveness/look-left.jpg"),
    ).toMatchObject({
      body: { challenge: "open", prompt: "lookStraight", shown: 0, guidance: "lookStraight" },
    });
    let answer;
    for (const prompt of prompts)
      answer = await frame(gbgToken, challenge.body.challengeId, FRAME_OF[prompt]!);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        challenge: "counted",
        livenessResult: "Passed",
        highLevelResult: "Passed",
        state: "ended",
        journeyResult: "Passed",
      },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result).toMatchObject({ HighLevelResult: "Passed" });
    expect(result.CheckDetails).toMatchObject({
      FaceMatchValidation: "Passed",
      AccumulativeLivenessResult: "Passed",
    });
    // The liveness check is listed as one, after the selfie.
    const photos = result.ProcessedDocuments as Array<Record<string, unknown>>;
    expect(photos.map((photo) => photo.DocumentType)).toEqual(["Passport", "Selfie", "Liveness"]);
    // The frame of each prompt is kept with the attempt.
    const [liveness] = await server.database.db
      .selectFrom("journey_captures")
      .select(["findings", "checks"])
      .where("journey_id", "=", journeyId)
      .where("action", "=", "LIVENESS")
      .execute();
    const findings = JSON.parse(liveness!.findings!) as { livenessFrames: string[] };
    expect(findings.livenessFrames).toHaveLength(3);
    expect(JSON.parse(liveness!.checks!)).toEqual({ liveness: "Passed", livenessFace: "Passed" });
  });

  it("fails another person's face in front of the camera, costing an attempt", async () => {
    const { gbgToken, journeyId } = await atLiveness("liveness-other");
    const { body } = await start(gbgToken);
    await frame(gbgToken, body.challengeId, "liveness/look-straight.jpg");
    expect(await frame(gbgToken, body.challengeId, "selfie-other-person.jpg")).toMatchObject({
      body: {
        challenge: "counted",
        livenessResult: "Failed",
        highLevelResult: "Refer",
        reasons: ["livenessFaceMismatch"],
        state: "inProgress",
        action: "LIVENESS",
        attemptsRemaining: 2,
      },
    });
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result.CheckDetails).toMatchObject({ AccumulativeLivenessResult: "Failed" });
    // The counted challenge takes no more frames.
    expect(await frame(gbgToken, body.challengeId, "liveness/smile.jpg")).toMatchObject({
      status: 409,
      body: { code: "livenessChallengeNotFound" },
    });
  });

  it("counts a challenge left open for a new one as interrupted", async () => {
    const { gbgToken } = await atLiveness("liveness-interrupted");
    const first = await start(gbgToken);
    await frame(gbgToken, first.body.challengeId, "liveness/look-straight.jpg");
    const second = await start(gbgToken);
    expect(second).toMatchObject({ status: 200, body: { attemptsRemaining: 2 } });
    expect(second.body.challengeId).not.toBe(first.body.challengeId);
    expect(await frame(gbgToken, first.body.challengeId, "liveness/smile.jpg")).toMatchObject({
      status: 409,
      body: { code: "livenessChallengeNotFound" },
    });
    // The last attempt interrupted ends the journey.
    await start(gbgToken);
    expect(await start(gbgToken)).toMatchObject({
      body: {
        challenge: "counted",
        livenessResult: "Interrupted",
        reasons: ["livenessInterrupted"],
        state: "ended",
        journeyResult: "Refer",
      },
    });
  });

  it("discards the frames of an open challenge with the journey's photos when the client cancels", async () => {
    const { token, gbgToken, journeyId } = await atLiveness("liveness-cancel");
    const { body } = await start(gbgToken);
    await frame(gbgToken, body.challengeId, "liveness/look-straight.jpg");
    const uploads = path.join(server.dataDir, "uploads");
    const stored = () =>
      fs.existsSync(uploads)
        ? fs
            .readdirSync(uploads, { recursive: true })
            .filter((name) => String(name).endsWith(".jpg"))
        : [];
    const before = stored().length;
    expect(before).toBeGreaterThanOrEqual(3);
    await server.post("notify-journey", {
      languageCode: "EN",
      token,
      journeyStatus: "cancel",
      journeyId,
    });
    const open = await server.database.db
      .selectFrom("liveness_challenges")
      .select("id")
      .where("journey_id", "=", journeyId)
      .execute();
    expect(open).toEqual([]);
    // The passport, the selfie and the straight look's frame are gone.
    expect(stored().length).toBe(before - 3);
  });

  it("takes no liveness frame before the journey is at its liveness step", async () => {
    const { gbgToken } = await scanSessionAt(server, "liveness-early");
    expect(await start(gbgToken)).toMatchObject({
      status: 409,
      body: { code: "notAtLiveness" },
    });
  });

  it("times out a photo held still in front of the camera", async () => {
    const { journeyId } = await atLiveness("liveness-still");
    let now = Date.now();
    const journeys = server.services.journeys;
    const liveness = new LivenessService(
      journeys.service,
      new LivenessChallenges(server.database.db, () => now),
      new FileCaptureStorage(path.join(server.dataDir, "uploads")),
      { now: () => now },
    );
    const { applicationId } = (await journeys.records.find(journeyId))!;
    const challenge = await liveness.start(journeyId, applicationId);
    const challengeId = (challenge as { challengeId: string }).challengeId;
    const still = () =>
      liveness.frame(journeyId, applicationId, challengeId, async () =>
        read("liveness/look-straight.jpg"),
      );
    expect(await still()).toMatchObject({ challenge: "open", shown: 1, secondsLeft: 10 });
    for (const seconds of [3, 6, 9]) {
      now += 3_000;
      expect(await still(), `after ${seconds} s`).toMatchObject({ challenge: "open", shown: 1 });
    }
    now += 1_500;
    expect(await still()).toMatchObject({
      challenge: "counted",
      livenessResult: "ActionTimedOut",
      reasons: ["livenessActionTimedOut"],
      attemptsRemaining: 2,
    });
  });
});
