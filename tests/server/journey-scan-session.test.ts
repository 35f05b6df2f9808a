/**
 * The journey service's scan session over HTTP on each database: the session's answer, the scan
 * token's reach and expiry, the journey's events and the status reports. The uploads' limits and
 * type sniffing: journey-upload-checks.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScanTokens } from "../../src/server/journey/scan-token.ts";
import { loadOrCreateKeyFile } from "../../src/server/security/key-file.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { JOURNEY_UPLOAD_ENV, journeyRequests, photo } from "./journey-service-requests.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  registerThroughApi,
  savedSteps,
  startServer,
  STRONG_PASSWORD,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("journey service on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: JOURNEY_UPLOAD_ENV });
  });
  afterAll(async () => {
    await server?.close();
  });

  const { scanSession, upload, expectNothingKept } = journeyRequests(() => server);

  const journeyGet = (journeyId: string, authorization?: string) =>
    server.app.inject({
      method: "GET",
      url: `/journey-service/idscanenterprisesvc/journey/get?journeyId=${journeyId}`,
      headers: authorization ? { authorization } : {},
    });

  it("answers a scan session for a session's application, and a restart without one", async () => {
    const session = await scanSession();
    expect(session.journeyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.gbgToken.length).toBeGreaterThan(40);
    const answer = await server.post("get-idscan-token", {
      languageCode: "EN",
      token: session.token,
    });
    expect(answer.body).toMatchObject({
      status: "success",
      clientId: "onboarding",
      backendUrl: "/journey-service/",
    });
    const anonymous = await server.post("get-idscan-token", { languageCode: "EN" });
    expect(anonymous.body.restart).toBe(true);
  });

  it("answers the journey only with its own token, and refuses an expired one", async () => {
    const first = await scanSession();
    const second = await scanSession();
    expect((await journeyGet(first.journeyId)).statusCode).toBe(401);
    expect((await journeyGet(first.journeyId, "Bearer not-a-token")).statusCode).toBe(401);
    expect((await journeyGet(first.journeyId, `Bearer ${second.gbgToken}`)).statusCode).toBe(404);
    const own = await journeyGet(first.journeyId, `Bearer ${first.gbgToken}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      JourneyId: first.journeyId,
      HighLevelResult: "Undefined",
      CurrentAction: "IDENTITY:FRONT",
      ProcessedDocuments: [],
    });
    const key = loadOrCreateKeyFile(server.dataDir, "journey.key");
    const journey = await server.services.journeys.records.find(first.journeyId);
    const expired = new ScanTokens(key, 60_000, () => Date.now() - 120_000).issue(
      first.journeyId,
      journey!.applicationId,
      hashSessionToken(first.token),
    );
    expect((await journeyGet(first.journeyId, `Bearer ${expired}`)).statusCode).toBe(401);
    const forged = new ScanTokens(Buffer.alloc(32, 7), 60_000).issue(
      first.journeyId,
      journey!.applicationId,
      hashSessionToken(first.token),
    );
    expect((await journeyGet(first.journeyId, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it("opens the journey to its scan token no longer once the token's session logged out", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    expect((await journeyGet(journeyId, `Bearer ${gbgToken}`)).statusCode).toBe(200);
    expect((await server.post("logout", { languageCode: "EN", token })).status).toBe(200);
    const after = await journeyGet(journeyId, `Bearer ${gbgToken}`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "notAuthorized" });
    const upload1 = await upload(gbgToken, "front.jpg", await photo("jpeg"));
    expect(upload1.statusCode).toBe(401);
    await expectNothingKept(journeyId);
  });

  it("opens the journey to its scan token no longer once the account logged in elsewhere", async () => {
    const account = await registerThroughApi(server, "journey-login");
    await savedSteps(server, account.token, {
      dataUploadChoice: { dataUploadChoice: 2 },
      desktopDocumentChoice: { documentType: 1 },
    });
    const scan = await server.post("get-idscan-token", {
      languageCode: "EN",
      token: account.token,
    });
    const { gbgToken, journeyId } = scan.body as Record<string, string>;
    expect((await journeyGet(journeyId!, `Bearer ${gbgToken}`)).statusCode).toBe(200);
    const elsewhere = await server.post("new-login", {
      languageCode: "EN",
      token: await server.newToken("EN"),
      loginEmail: account.email,
      loginPassword: STRONG_PASSWORD,
      residenceCountry: "IE",
    });
    expect(elsewhere.status).toBe(200);
    expect((await journeyGet(journeyId!, `Bearer ${gbgToken}`)).statusCode).toBe(401);
    // The new session gets a scan token of its own for the same journey.
    const again = await server.post("get-idscan-token", {
      languageCode: "EN",
      token: elsewhere.body.token,
    });
    expect(again.body.journeyId).toBe(journeyId);
    expect(
      (await journeyGet(journeyId!, `Bearer ${again.body.gbgToken as string}`)).statusCode,
    ).toBe(200);
  });

  it("ends a cancelled journey: nothing more can be sent to it", async () => {
    const { token, gbgToken, journeyId } = await scanSession();
    const started = await server.post("notify-journey", {
      languageCode: "EN",
      token,
      journeyStatus: "start",
      journeyId,
    });
    expect(started.body).toMatchObject({ status: "success", journeyState: "inProgress" });
    const cancelled = await server.post("notify-journey", {
      languageCode: "EN",
      token,
      journeyStatus: "cancel",
      journeyId,
    });
    expect(cancelled.body).toMatchObject({ status: "success", journeyState: "ended" });
    const response = await upload(gbgToken, "front.jpg", await photo("jpeg"));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "journeyEnded",
      globalError: "Cannot send requests. The journey has ended",
    });
    const result = await journeyGet(journeyId, `Bearer ${gbgToken}`);
    expect(result.json()).toMatchObject({ State: "ended", HighLevelResult: "Aborted" });
  });

  it("refuses a journey event of another application or of an unknown kind", async () => {
    const mine = await scanSession();
    const theirs = await scanSession();
    const foreign = await server.post("notify-journey", {
      languageCode: "EN",
      token: mine.token,
      journeyStatus: "cancel",
      journeyId: theirs.journeyId,
    });
    expect(foreign.status).toBe(404);
    const unknown = await server.post("notify-journey", {
      languageCode: "EN",
      token: mine.token,
      journeyStatus: "explode",
      journeyId: mine.journeyId,
    });
    expect(unknown.status).toBe(400);
    const stillOpen = await journeyGet(theirs.journeyId, `Bearer ${theirs.gbgToken}`);
    expect(stillOpen.json()).toMatchObject({ State: "started" });
  });

  it("keeps status reports of type 1 and 2, and refuses unknown fields", async () => {
    const { token, journeyId } = await scanSession();
    const attempt = {
      type: 1,
      journeyId,
      startTimestamp: 1_700_000_000_000,
      endTimestamp: 1_700_000_030_000,
      attemptNumber: 1,
      isValidated: false,
      status: "Refer",
      journeyStatus: "transferStarted",
      branchCode: "EN",
      residence: "IE",
      documentCountry: "DE",
      documentType: "Passport",
      documentSide: "Front",
      requireDocumentSide: "FRONT",
      scanType: "DESKTOP",
      isTimeout: true,
      attempt: 1,
    };
    expect(
      (await server.post("gbg-status", { languageCode: "EN", token, ...attempt })).status,
    ).toBe(200);
    const final = { type: 2, journeyId, journeyStatus: "end", scanType: "DESKTOP" };
    expect((await server.post("gbg-status", { languageCode: "EN", token, ...final })).status).toBe(
      200,
    );
    const odd = await server.post("gbg-status", { languageCode: "EN", token, type: 1, note: "x" });
    expect(odd.status).toBe(400);
    const journey = await server.services.journeys.records.find(journeyId);
    const reports = await server.services.journeys.records.statusReports(journey!.applicationId);
    expect(reports).toEqual([
      { journeyId, type: 1, report: attempt },
      { journeyId, type: 2, report: final },
    ]);
    const stats = await server.post("gbg-stats", { languageCode: "EN", token, status: "ok" });
    expect(stats.status).toBe(200);
  });
});
