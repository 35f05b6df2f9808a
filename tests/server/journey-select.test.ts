/**
 * A brand with several journey definitions: where two serve the computer, get-idscan-token answers
 * them to choose between and starts none; the next call names one, and the journey follows it
 * (a reload continues it without asking again); a definition not offered is refused. A phone, which
 * no definition of the file serves, is told "No journey definitions are available for this channel",
 * in its language, and no journey starts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definitionFile } from "../fixtures/journey-definitions.ts";
import { atUploadPage } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

const steps = (...actions: string[]) => actions.map((action) => ({ action, attempts: 2 }));
const definitions = definitionFile({
  journeysPerApplication: 3,
  definitions: [
    {
      id: "passportAndFace",
      channels: ["desktop"],
      termsAndConditions: false,
      steps: steps("IDENTITY:FRONT", "IDENTITY:BACK", "SELFIE"),
    },
    {
      id: "withAddress",
      channels: ["desktop"],
      termsAndConditions: true,
      steps: steps("IDENTITY:FRONT", "IDENTITY:BACK", "ADDRESS"),
    },
  ],
});

afterAll(() => definitions.remove());

describe.each(storageTargets)("the journey select on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { JOURNEY_DEFINITION: definitions.file } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Whether the application has no journey yet: the computer is still offered the choice. */
  const noJourneyYet = async (token: string) =>
    (await server.post("get-idscan-token", { languageCode: "EN", token })).body.journeyChoices !==
    undefined;

  it("offers the computer's two definitions, then starts the one chosen and keeps to it", async () => {
    const { token } = await atUploadPage(server, "select");
    const offered = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(offered.status).toBe(200);
    expect(offered.body).toEqual({
      status: "success",
      journeyChoices: [
        { id: "passportAndFace", actions: ["IDENTITY:FRONT", "IDENTITY:BACK", "SELFIE"] },
        { id: "withAddress", actions: ["IDENTITY:FRONT", "IDENTITY:BACK", "ADDRESS"] },
      ],
    });
    expect(await noJourneyYet(token)).toBe(true);

    const refused = await server.post("get-idscan-token", {
      languageCode: "EN",
      token,
      definitionId: "documentOnly",
    });
    expect(refused.status).toBe(400);
    expect(await noJourneyYet(token)).toBe(true);

    const chosen = await server.post("get-idscan-token", {
      languageCode: "EN",
      token,
      definitionId: "withAddress",
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      status: "success",
      journeyId: expect.any(String),
      journeyDefinition: {
        termsAndConditions: true,
        steps: [
          { action: "IDENTITY:FRONT", attempts: 2 },
          { action: "IDENTITY:BACK", attempts: 2 },
          { action: "ADDRESS", attempts: 2, issuedWithinMonths: 3 },
        ],
      },
      journey: { action: "IDENTITY:FRONT", attemptsRemaining: 2 },
    });

    // A reload continues the journey chosen, without offering the choice again.
    const reloaded = await server.post("get-idscan-token", { languageCode: "EN", token });
    expect(reloaded.body).toMatchObject({
      journeyId: chosen.body.journeyId,
      journeyDefinition: { termsAndConditions: true },
    });
    expect(reloaded.body.journeyChoices).toBeUndefined();
  });

  it("tells a phone that no definition serves it, in its language, and starts no journey", async () => {
    const { token } = await atUploadPage(server, "phone");
    for (const [languageCode, message] of [
      ["EN", "No journey definitions are available for this channel"],
      ["PL", "Brak definicji procesu weryfikacji dla tego kanału"],
    ]) {
      const answer = await server.post("get-idscan-token", { languageCode, token, mobile: true });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ status: "error", code: "noDefinitions" });
      expect(answer.body.globalError).toBe(message);
    }
    expect(await noJourneyYet(token)).toBe(true);
  });
});
