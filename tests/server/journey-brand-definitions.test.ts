/**
 * Each brand's journeys follow the brand's definition: a deployment's file for one brand
 * (JOURNEY_DEFINITION_PL) leaves the other brand on the project's, from the scan session's
 * definition to the journey's steps.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserDefinitionOf } from "../../src/server/journey/journey-definition.ts";
import type { Brand } from "../../src/shared/brand/locales.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";
import { useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

describe("a journey definition per brand", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: { JOURNEY_DEFINITION_PL: DOCUMENT_ONLY.JOURNEY_DEFINITION },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const applicationOf = (brand: Brand) =>
    server.services.store.createApplication({ brand, language: "en", device: "desktop" });
  const actionsOf = (definition: { steps: { action: string }[] }) =>
    definition.steps.map((step) => step.action);

  /** The definition a new journey of the application follows, as its scan session hands it. */
  const definitionOfNewJourney = async (applicationId: string) => {
    const { service } = server.services.journeys;
    const start = await service.startOrContinue(applicationId, "desktop");
    if (!("journey" in start)) throw new Error("no journey started");
    return service.definitionOf(start.journey);
  };

  it("hands each brand's scan session its brand's steps", async () => {
    const polish = browserDefinitionOf(await definitionOfNewJourney(await applicationOf("pl")));
    const european = browserDefinitionOf(await definitionOfNewJourney(await applicationOf("eu")));
    expect(actionsOf(polish)).toEqual(["IDENTITY:FRONT", "IDENTITY:BACK"]);
    expect(actionsOf(european)).toEqual(["IDENTITY:FRONT", "IDENTITY:BACK", "SELFIE", "LIVENESS"]);
    expect(european.steps[2]).toEqual({ action: "SELFIE", attempts: 3, manualCapture: "hidden" });
  });

  it("reads the liveness step of the brand whose definition has one, and none of the other's", async () => {
    const { service } = server.services.journeys;
    const journeyOf = async (brand: Brand) => ({
      applicationId: await applicationOf(brand),
      definitionId: "default",
    });
    expect(await service.stepOf(await journeyOf("pl"), "LIVENESS")).toBeUndefined();
    expect(await service.stepOf(await journeyOf("eu"), "LIVENESS")).toMatchObject({
      action: "LIVENESS",
      liveness: { actions: 2, actionSeconds: 10 },
    });
  });

  it("counts the journeys an application may start by its brand's definition", async () => {
    const { service } = server.services.journeys;
    const application = await applicationOf("pl");
    expect(await service.journeysLeft(application)).toBe(3);
    const start = await service.startOrContinue(application, "desktop");
    expect(start).toMatchObject({ journey: { action: "IDENTITY:FRONT", attemptsLeft: 3 } });
    expect(await service.journeysLeft(application)).toBe(2);
  });

  it("refuses an application it does not know", async () => {
    await expect(
      server.services.journeys.service.startOrContinue("no-such-application", "desktop"),
    ).rejects.toMatchObject({ code: "journeyNotFound" });
  });
});
