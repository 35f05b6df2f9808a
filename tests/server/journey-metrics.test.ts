/**
 * A separate journey service (`npm run serve:journey`) with `METRICS_PORT` answers its metrics as
 * the onboarding server does: on a listener of its own, never on its public port, counting each
 * answer by route, method and status, each photo's verdict and how its journeys ended, and Node's
 * own figures. The listener closes as the service stops.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";
import { atUploadPage } from "./journey-session.ts";
import { valueOf } from "./metrics-text.ts";
import { multipartFile } from "./multipart-upload.ts";
import { JOURNEY_MAIN, startServerProcess, type ServerProcess } from "./server-process.ts";
import { useTestDatabase } from "./test-database.ts";
import { makeTempDir, startServer, type TestServer } from "./test-server.ts";

const KEY = "7f".repeat(32);
const PAGES = "https://open.broker.example";
const PASSPORT = fs.readFileSync(path.resolve("tests/fixtures/documents/passport-passed.jpg"));
const REQUESTS = "onboarding_http_request_duration_seconds_count";

/** A port nothing listens on now, on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("npm run serve:journey with METRICS_PORT", () => {
  const testDatabase = useTestDatabase("sqlite");
  const dataDir = makeTempDir();
  let onboarding: TestServer;
  let journey: ServerProcess;
  let metricsOrigin: string;

  beforeAll(async () => {
    const settings = { ...DOCUMENT_ONLY, JOURNEY_TOKEN_KEY: KEY };
    onboarding = await startServer(testDatabase, {
      dataDir,
      env: { ...settings, JOURNEY_SERVICE_URL: "https://journey.broker.example/" },
    });
    const metricsPort = await freePort();
    metricsOrigin = `http://127.0.0.1:${metricsPort}`;
    journey = await startServerProcess(
      {
        ...settings,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        JOURNEY_PORT: "0",
        JOURNEY_ALLOWED_ORIGINS: PAGES,
        METRICS_PORT: String(metricsPort),
      },
      30_000,
      JOURNEY_MAIN,
    );
  });
  afterAll(async () => {
    await journey?.stop();
    await onboarding?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const answer = await fetch(`${metricsOrigin}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    return answer.text();
  };

  it("counts each answer by route, method and status, and the photo's verdict and the journey's end", async () => {
    const { token } = await atUploadPage(onboarding, "journey-metrics");
    const session = await onboarding.post("get-idscan-token", { languageCode: "EN", token });
    const { gbgToken } = session.body as Record<string, string>;
    const form = multipartFile("p.jpg", PASSPORT, "image/jpeg");
    const upload = await fetch(`${journey.origin}/idscanenterprisesvc/journey/upload`, {
      method: "POST",
      headers: { ...form.headers, origin: PAGES, authorization: `Bearer ${gbgToken}` },
      body: form.payload,
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ highLevelResult: "Passed", state: "ended" });
    const refused = await fetch(`${journey.origin}/idscanenterprisesvc/journey/get?journeyId=x`);
    expect(refused.status).toBe(401);

    const text = await scrape();
    const route = "/idscanenterprisesvc/journey";
    expect(
      valueOf(text, REQUESTS, { route: `${route}/upload`, method: "POST", status: "200" }),
    ).toBe(1);
    expect(valueOf(text, REQUESTS, { route: `${route}/get`, method: "GET", status: "401" })).toBe(
      1,
    );
    expect(
      valueOf(text, "onboarding_journey_captures_total", {
        action: "IDENTITY:FRONT",
        result: "Passed",
      }),
    ).toBe(1);
    expect(valueOf(text, "onboarding_journeys_ended_total", { result: "Passed" })).toBe(1);
    // Journeys start on the onboarding server, which hands out the scan sessions.
    expect(valueOf(text, "onboarding_journeys_started_total")).toBe(0);
  });

  it("reports Node's own figures, and not the outbox, which is the onboarding server's", async () => {
    const text = await scrape();
    expect(valueOf(text, "onboarding_process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).not.toContain("onboarding_outbox_backlog_messages");
  });

  it("is not answered on the public port", async () => {
    const answer = await fetch(`${journey.origin}/metrics`, { headers: { origin: PAGES } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("onboarding_");
  });

  it("closes the listener as the service stops", async () => {
    await journey.stop();
    await expect(fetch(`${metricsOrigin}/metrics`)).rejects.toThrow();
  });
});
