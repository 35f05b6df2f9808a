/** The analytics write ('dc'): events are stored per application; malformed ones are refused. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { ANALYTICS_ONCE_WINDOW_MS } from "../../src/shared/analytics/step-events.ts";

describe.each(storageTargets)("analytics events on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  const event = {
    event: "step",
    step: 3,
    route: "dataUploadChoice",
    browser: "Chrome",
    device: "desktop",
    os: "Linux",
  };

  it("stores a step event and a route event for the session's application", async () => {
    const token = await server.newToken("EN");
    expect((await server.post("dc", { token, languageCode: "EN", ...event })).status).toBe(200);
    const routeEvent = {
      event: "route",
      route: "dataUploadChoice",
      browser: "Chrome",
      device: "desktop",
      os: "Linux",
    };
    expect((await server.post("dc", { token, languageCode: "EN", ...routeEvent })).status).toBe(
      200,
    );
    const rows = await server.database.db
      .selectFrom("analytics_events")
      .select(["event", "step", "route", "browser", "device", "os"])
      .orderBy("id", "asc")
      .execute();
    expect(rows.slice(-2)).toEqual([
      {
        event: "step",
        step: 3,
        route: "dataUploadChoice",
        browser: "Chrome",
        device: "desktop",
        os: "Linux",
      },
      {
        event: "route",
        step: null,
        route: "dataUploadChoice",
        browser: "Chrome",
        device: "desktop",
        os: "Linux",
      },
    ]);
  });

  it("stores a step's event once per application in 24 hours, and again after them", async () => {
    const token = await server.newToken("EN");
    const send = (step: number) => server.post("dc", { token, languageCode: "EN", ...event, step });
    const stepsStored = async () =>
      (
        await server.database.db
          .selectFrom("analytics_events")
          .innerJoin("sessions", "sessions.application_id", "analytics_events.application_id")
          .select(["analytics_events.id", "analytics_events.step"])
          .where("sessions.token_hash", "=", hashSessionToken(token))
          .where("analytics_events.event", "=", "step")
          .orderBy("analytics_events.id", "asc")
          .execute()
      ).map((row) => row.step);
    expect((await send(7)).status).toBe(200);
    // Sent again (another tab, another browser of the same client): answered, not stored.
    const repeat = await send(7);
    expect(repeat.status).toBe(200);
    expect(repeat.body.status).toBe("success");
    expect((await send(8)).status).toBe(200);
    expect(await stepsStored()).toEqual([7, 8]);
    // A day and a millisecond later the step's event counts again.
    await server.database.db
      .updateTable("analytics_events")
      .set({ created_at: Date.now() - ANALYTICS_ONCE_WINDOW_MS - 1 })
      .where("step", "=", 7)
      .execute();
    expect((await send(7)).status).toBe(200);
    expect(await stepsStored()).toEqual([7, 8, 7]);
  });

  it("stores the upload's file-type validation event, whose name is the longest", async () => {
    const token = await server.newToken("EN");
    const wrongFile = {
      event: "fileTypeValidation",
      route: "desktopDocumentUpload",
      browser: "Chrome",
      device: "desktop",
      os: "Linux",
    };
    expect((await server.post("dc", { token, languageCode: "EN", ...wrongFile })).status).toBe(200);
    const [row] = await server.database.db
      .selectFrom("analytics_events")
      .select(["event", "route"])
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(row).toEqual({ event: "fileTypeValidation", route: "desktopDocumentUpload" });
  });

  it("refuses a malformed event with 400 and an unknown session with 401", async () => {
    const token = await server.newToken("EN");
    const bad = await server.post("dc", { token, languageCode: "EN", ...event, device: "toaster" });
    expect(bad.status).toBe(400);
    expect(bad.body.globalError).toBe("The analytics event is not in the expected form.");
    const extra = await server.post("dc", { token, languageCode: "EN", ...event, secret: 1 });
    expect(extra.status).toBe(400);
    const anonymous = await server.post("dc", { languageCode: "EN", ...event });
    expect(anonymous.status).toBe(401);
  });
});
