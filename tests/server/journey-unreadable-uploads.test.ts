/**
 * Uploads the journey's multipart reader cannot read, as a fuzz sent them: a multipart type
 * without its boundary, a multipart body cut off, too many fields, a photo sent as the raw body,
 * unreadable JSON. Each is bad input, answered 4xx by the onboarding server's journey routes and
 * by the journey service on its own, never 500.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices } from "../../src/server/create-services.ts";
import { buildJourneyServer } from "../../src/server/http/journey-server.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir, registeredInStore, startServer, type TestServer } from "./test-server.ts";

const UNREADABLE: { what: string; contentType: string; body: string | Buffer }[] = [
  { what: "a multipart type without a boundary", contentType: "multipart/form-data", body: "x" },
  {
    what: "a multipart body cut off after a part's headers",
    contentType: "multipart/form-data; boundary=x",
    body: "--x\r\nContent-Disposition: form-data\r\n\r\n",
  },
  {
    what: "more fields than an upload has",
    contentType: "multipart/form-data; boundary=x",
    body: `${Array.from(
      { length: 9 },
      (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`,
    ).join("")}--x--\r\n`,
  },
  { what: "a photo as the raw body", contentType: "image/jpeg", body: Buffer.from([0xff, 0xd8]) },
  { what: "unreadable JSON", contentType: "application/json", body: "{" },
];

describe.each(storageTargets)("unreadable uploads on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  const dataDir = makeTempDir();
  let server: TestServer;
  let journeyService: FastifyInstance;
  let closeJourneyService: () => Promise<void>;
  let authorization: string;

  beforeAll(async () => {
    server = await startServer(testDatabase, { dataDir });
    const { token } = await registeredInStore(server, "unreadable-upload");
    const scan = await server.post("get-idscan-token", { languageCode: "EN", token });
    authorization = `Bearer ${String(scan.body.gbgToken)}`;
    // The journey service on its own, sharing the database and the scan tokens' key.
    const created = await createServices(
      readServerConfig({
        DATA_DIR: dataDir,
        STATIC_DIR: "",
        DATABASE_URL: testDatabase.databaseUrl ?? "",
        JOURNEY_ALLOWED_ORIGINS: "https://open.broker.example",
      }),
    );
    journeyService = await buildJourneyServer(created.services);
    closeJourneyService = async () => {
      await journeyService.close();
      await created.database.db.destroy();
    };
  });
  afterAll(async () => {
    await closeJourneyService();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(UNREADABLE)("the onboarding server answers $what with a 4xx", async (upload) => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/journey-service/idscanenterprisesvc/journey/upload",
      headers: { authorization, "content-type": upload.contentType },
      payload: upload.body,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });

  it.each(UNREADABLE)("the journey service answers $what with a 4xx", async (upload) => {
    const answer = await journeyService.inject({
      method: "POST",
      url: "/idscanenterprisesvc/journey/upload",
      headers: { authorization, "content-type": upload.contentType },
      payload: upload.body,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
