/**
 * The journey service as a process of its own (`JOURNEY_SERVICE_URL`): the onboarding server hands
 * out scan sessions for it and no longer answers the journey API; the journey service, sharing
 * the database and the scan tokens' key, answers the onboarding pages' origin across origins and
 * no other.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices } from "../../src/server/create-services.ts";
import { buildJourneyServer } from "../../src/server/http/journey-server.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";
import { multipartFile } from "./multipart-upload.ts";
import { JOURNEY_MAIN, runServerProcessToExit, startServerProcess } from "./server-process.ts";
import { useTestDatabase } from "./test-database.ts";
import { atUploadPage } from "./journey-session.ts";
import { makeTempDir, startServer, type TestServer } from "./test-server.ts";

const KEY = "7f".repeat(32);
const PAGES = "https://open.broker.example";
const JOURNEY_SERVICE = "https://journey.broker.example/";
const PASSPORT = fs.readFileSync(path.resolve("tests/fixtures/documents/passport-passed.jpg"));

describe("a separate journey service", () => {
  const testDatabase = useTestDatabase("sqlite");
  const dataDir = makeTempDir();
  let onboarding: TestServer;
  let journey: Awaited<ReturnType<typeof buildJourneyServer>>;
  let closeJourney: () => Promise<void>;

  beforeAll(async () => {
    onboarding = await startServer(testDatabase, {
      dataDir,
      env: { ...DOCUMENT_ONLY, JOURNEY_SERVICE_URL: JOURNEY_SERVICE, JOURNEY_TOKEN_KEY: KEY },
    });
    // Its own services and database connection, as in a process of its own.
    const created = await createServices(
      readServerConfig({
        DATA_DIR: dataDir,
        STATIC_DIR: "",
        DATABASE_URL: "",
        JOURNEY_TOKEN_KEY: KEY,
        JOURNEY_ALLOWED_ORIGINS: PAGES,
        ...DOCUMENT_ONLY,
      }),
    );
    journey = await buildJourneyServer(created.services);
    closeJourney = async () => {
      await journey.close();
      await created.database.db.destroy();
    };
  });
  afterAll(async () => {
    await closeJourney();
    await onboarding.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function scanSession() {
    const { token } = await atUploadPage(onboarding, "journey-server");
    const answer = await onboarding.post("get-idscan-token", { languageCode: "EN", token });
    return { token, body: answer.body as Record<string, string> };
  }

  it("hands out scan sessions for the journey service, which the onboarding server no longer answers", async () => {
    const { body } = await scanSession();
    expect(body.backendUrl).toBe(JOURNEY_SERVICE);
    // Any answer that is not JSON carries the pages' policy: here the not-found page.
    const page = await onboarding.app.inject({ method: "GET", url: "/no/such/page" });
    expect(String(page.headers["content-security-policy"])).toContain(
      "connect-src 'self' https://journey.broker.example",
    );
    const local = await onboarding.app.inject({
      method: "GET",
      url: `/journey-service/idscanenterprisesvc/journey/get?journeyId=${body.journeyId}`,
      headers: { authorization: `Bearer ${body.gbgToken}` },
    });
    expect(local.statusCode).toBe(404);
  });

  it("takes the upload and answers the result to the pages' origin; the application sees it", async () => {
    const { token, body } = await scanSession();
    const form = multipartFile("p.jpg", PASSPORT, "image/jpeg");
    const upload = await journey.inject({
      method: "POST",
      url: "/idscanenterprisesvc/journey/upload",
      headers: { ...form.headers, origin: PAGES, authorization: `Bearer ${body.gbgToken}` },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers["access-control-allow-origin"]).toBe(PAGES);
    expect(upload.json()).toMatchObject({ highLevelResult: "Passed", state: "ended" });

    const result = await journey.inject({
      method: "GET",
      url: `/idscanenterprisesvc/journey/get?journeyId=${body.journeyId}`,
      headers: { origin: PAGES, authorization: `Bearer ${body.gbgToken}` },
    });
    expect(result.json()).toMatchObject({ HighLevelResult: "Passed" });
    expect(result.headers["access-control-allow-origin"]).toBe(PAGES);
    expect(result.headers.vary).toContain("Origin");

    const outcome = await onboarding.post("upload-outcome", { languageCode: "EN", token });
    expect(outcome.body.data).toMatchObject({ highLevelResult: "Passed" });
  });

  it("answers a request it cannot read with its code and the page's words, in its language", async () => {
    const unread = await journey.inject({
      method: "POST",
      url: "/idscanenterprisesvc/journey/upload?lang=pl",
      headers: { origin: PAGES, "content-type": "application/json" },
      payload: "{",
    });
    expect(unread.statusCode).toBe(400);
    expect(unread.json()).toEqual({
      status: "error",
      code: "badRequest",
      globalError: "Nie udało się odczytać żądania. Wyślij poprawne dane JSON.",
    });
  });

  it("answers a preflight from the pages' origin, and refuses another origin", async () => {
    const preflight = (origin: string) =>
      journey.inject({
        method: "OPTIONS",
        url: "/idscanenterprisesvc/journey/upload",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization",
        },
      });
    const allowed = await preflight(PAGES);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe(PAGES);
    expect(allowed.headers["access-control-allow-headers"]).toContain("Authorization");
    const other = await preflight("https://elsewhere.example");
    expect(other.statusCode).toBe(403);
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses a scan token whose session logged out on the onboarding server", async () => {
    const { token, body } = await scanSession();
    const result = () =>
      journey.inject({
        method: "GET",
        url: `/idscanenterprisesvc/journey/get?journeyId=${body.journeyId}`,
        headers: { origin: PAGES, authorization: `Bearer ${body.gbgToken}` },
      });
    expect((await result()).statusCode).toBe(200);
    await onboarding.post("logout", { languageCode: "EN", token });
    // Another process on SQLite may answer from its look-ups of the last second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await result();
    expect(after.statusCode).toBe(401);
    const form = multipartFile("p.jpg", PASSPORT, "image/jpeg");
    const upload = await journey.inject({
      method: "POST",
      url: "/idscanenterprisesvc/journey/upload",
      headers: { ...form.headers, origin: PAGES, authorization: `Bearer ${body.gbgToken}` },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(401);
  });

  it("refuses a scan token signed with another key", async () => {
    const { body } = await scanSession();
    const [claims] = body.gbgToken!.split(".");
    const forged = `${claims}.${"A".repeat(43)}`;
    const answer = await journey.inject({
      method: "GET",
      url: `/idscanenterprisesvc/journey/get?journeyId=${body.journeyId}`,
      headers: { origin: PAGES, authorization: `Bearer ${forged}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe("npm run serve:journey", () => {
  it("starts, and answers its health check", async () => {
    const dataDir = makeTempDir();
    const process = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: "", JOURNEY_PORT: "0", JOURNEY_ALLOWED_ORIGINS: PAGES },
      30_000,
      JOURNEY_MAIN,
    );
    try {
      const health = await fetch(`${process.origin}/healthz`, { headers: { origin: PAGES } });
      expect(health.status).toBe(200);
      expect(health.headers.get("access-control-allow-origin")).toBe(PAGES);
    } finally {
      await process.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to start without the pages' origins, saying so", async () => {
    const dataDir = makeTempDir();
    const run = await runServerProcessToExit(
      { DATA_DIR: dataDir, DATABASE_URL: "" },
      30_000,
      JOURNEY_MAIN,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("JOURNEY_ALLOWED_ORIGINS is empty");
  });
});
