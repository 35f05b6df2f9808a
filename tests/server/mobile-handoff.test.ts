/**
 * The desktop-to-phone hand-off over HTTP on each database (the hand-off contract), by the QR
 * code: its one-time code, the phone's documents-only session, the QR scan, the waiting page's
 * poll (journey running, ended, skipped), "continue manually" and return to desktop. The SMS's
 * codes, and a desktop and a phone served by two instances: handoff-sms.test.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PART_ACTION_NAMES,
  SYSTEM_ACTION_NAMES,
} from "../../src/server/actions/dispatch-action.ts";
import {
  DOCUMENT_SCOPE_ACTIONS,
  SESSIONLESS_ACTIONS,
} from "../../src/server/handoff/documents-scope.ts";
import { HANDOFF_CODE_TTL_MS } from "../../src/server/handoff/handoff-codes.ts";
import { Handoffs } from "../../src/server/handoff/handoffs.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import {
  DESKTOP,
  HANDOFF_ENV,
  handoffRequests,
  irishPersonalData,
  PHONE,
} from "./handoff-requests.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { message, savedSteps, startServer, type TestServer } from "./test-server.ts";

/** Every action name the flow file and the dispatcher know. */
function everyActionName(server: TestServer): string[] {
  const names = new Set<string>([...SYSTEM_ACTION_NAMES, ...PART_ACTION_NAMES]);
  for (const route of server.services.files.flow.routes) {
    if (route.action) names.add(route.action);
    if (route.mobile?.action) names.add(route.mobile.action);
    for (const part of Object.values(route.partActions ?? {})) names.add(part);
  }
  return [...names].sort();
}

describe.each(storageTargets)("the hand-off to a phone by its QR code on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** The phone's instance: another server on the same database (and data folder, its keys). */
  let other: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabase, { env: HANDOFF_ENV });
    other = await startServer(testDatabase, { env: HANDOFF_ENV, dataDir: server.dataDir });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const { atHandoff, qrUrl, codeOf, exchange, phoneToken, poll } = handoffRequests(() => server);

  it("links the QR code to the document choice with a one-time code, kept only as its hash", async () => {
    const { token, applicationId } = await atHandoff();
    const url = await qrUrl(token);
    expect(url.origin).toBe("http://localhost");
    expect(url.pathname).toBe("/eu-en/onboarding/document-selection");
    expect(url.searchParams.get("qrCode")).toBe("true");
    const code = codeOf(url);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.database.db
      .selectFrom("handoff_codes")
      .select("code_hash")
      .where("application_id", "=", applicationId)
      .execute();
    expect(rows.map((row) => row.code_hash)).toEqual([
      createHash("sha256").update(code).digest("hex"),
    ]);
  });

  it("links to PUBLIC_URL when it is set", async () => {
    const { token } = await atHandoff();
    const { services } = server;
    const config = services.config;
    services.config = { ...config, publicUrl: "https://open.broker.example" };
    try {
      expect((await qrUrl(token)).origin).toBe("https://open.broker.example");
    } finally {
      services.config = config;
    }
  });

  it("trades the code for the phone's own session, showing only the document steps", async () => {
    const { token, applicationId } = await atHandoff();
    await savedSteps(server, token, { personalDataConfirm: irishPersonalData });
    const answer = await exchange(codeOf(await qrUrl(token)));
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.token).not.toBe(token);
    expect(answer.body.state).toEqual({
      route: "mobileDocumentChoice",
      steps: { dataUploadChoice: { dataUploadChoice: 3, residenceCountry: "IE" } },
      prefill: {},
      sentParts: {},
      residenceCountry: "IE",
      registered: true,
    });
    // The phone's get-token shows the same and leaves the application's device and language.
    const again = await server.post("get-token", {
      ...PHONE,
      languageCode: "PL",
      token: answer.body.token,
    });
    expect(again.body.state?.steps).toEqual({
      dataUploadChoice: { dataUploadChoice: 3, residenceCountry: "IE" },
    });
    expect(JSON.stringify(again.body)).not.toContain("Kowalski");
    const application = await server.services.store.getApplication(applicationId);
    expect([application?.device, application?.language]).toEqual(["desktop", "en"]);
  });

  it("refuses a code used twice, expired, revoked, unknown or malformed, saying which", async () => {
    const { token } = await atHandoff();
    const code = codeOf(await qrUrl(token));
    await phoneToken(code);
    const used = await exchange(code);
    expect([used.status, used.body.handoffRefused, used.body.globalError]).toEqual([
      410,
      "used",
      message("en", "errors:handoff.used"),
    ]);
    expect(used.body.token).toBeUndefined();

    const late = codeOf(await qrUrl(token));
    const services = server.services;
    const original = services.handoff;
    services.handoff = new Handoffs(server.database.db, () => Date.now() + HANDOFF_CODE_TTL_MS);
    try {
      const expired = await exchange(late);
      expect([expired.status, expired.body.handoffRefused, expired.body.globalError]).toEqual([
        410,
        "expired",
        message("en", "errors:handoff.expired"),
      ]);
    } finally {
      services.handoff = original;
    }
    // Still within its ten minutes, but replaced by a newer QR code.
    const replaced = codeOf(await qrUrl(token));
    await qrUrl(token);
    expect((await exchange(replaced)).body.handoffRefused).toBe("replaced");

    for (const bad of [randomBytes(32).toString("base64url"), "abc", 42, null, undefined]) {
      const answer = await exchange(bad);
      expect([answer.status, answer.body.handoffRefused, answer.body.globalError]).toEqual([
        404,
        "unknown",
        message("en", "errors:handoff.unknown"),
      ]);
    }
  });

  it("refuses another site's code without using it up, and a phone session sees only its own application", async () => {
    const { token } = await atHandoff("mine");
    const theirs = await atHandoff("theirs");
    await savedSteps(server, theirs.token, { desktopDocumentChoice: { documentType: 2 } });
    const code = codeOf(await qrUrl(token));
    const otherSite = await server.post("mobile-handoff", { ...PHONE, handoffCode: code }, "pl");
    expect([otherSite.status, otherSite.body.handoffRefused]).toEqual([404, "unknown"]);
    expect(otherSite.body.token).toBeUndefined();
    // The refusal used nothing: the code still opens its own site.
    const phone = await phoneToken(code);
    const state = (await server.post("get-token", { ...PHONE, token: phone })).body.state;
    expect(state?.steps).toEqual({
      dataUploadChoice: { dataUploadChoice: 3, residenceCountry: "IE" },
    });
  });

  it("refuses the phone every action but the document steps', revealing nothing", async () => {
    const { token, applicationId } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    const refusedActions = everyActionName(server).filter(
      (a) => !DOCUMENT_SCOPE_ACTIONS.has(a) && !SESSIONLESS_ACTIONS.has(a),
    );
    expect(refusedActions).toEqual(
      expect.arrayContaining([
        "personal-data-confirm",
        "sms/desktop-sms",
        "address-details",
        "validate",
        "mobile-qr-code-url",
        "mobile-desktop-is-completed",
        "skip-desktop-waiting",
      ]),
    );
    for (const action of refusedActions) {
      const answer = await server.post(action, {
        ...PHONE,
        token: phone,
        ...irishPersonalData,
      });
      expect([action, answer.status, answer.body]).toEqual([
        action,
        403,
        { status: "error", globalError: message("en", "errors:documentsOnly") },
      ]);
    }
    const steps = await server.services.store.latestSubmissions(applicationId);
    expect([...steps.keys()].sort()).toEqual(["dataUploadChoice", "newAccount"]);
    // A phone still holding its session may open a newer link.
    const newer = await server.post("mobile-handoff", {
      ...PHONE,
      token: phone,
      handoffCode: codeOf(await qrUrl(token)),
    });
    expect(newer.status).toBe(200);
    // The desktop is not refused any of them for the phone's sake.
    expect((await server.post("validate", { ...DESKTOP, token })).status).not.toBe(403);
  });

  it("checks the phone's document choice as it is made, and no other step's answers", async () => {
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    const check = (step: string, data: Record<string, unknown>, fields: string[]) =>
      server.post("validate", { ...PHONE, token: phone, step, fields, data });
    for (const step of ["mobileDocumentChoice", "desktopDocumentChoice"]) {
      const chosen = await check(step, { documentType: 1 }, ["documentType"]);
      expect([step, chosen.status, chosen.body]).toEqual([
        step,
        200,
        { status: "success", errors: {} },
      ]);
      const none = await check(step, {}, ["documentType"]);
      expect(Object.keys(none.body.errors ?? {})).toEqual(["documentType"]);
    }
    for (const step of ["personalDataConfirm", "desktopSms", "dataUploadChoice", "unknown"]) {
      const answer = await check(step, irishPersonalData, ["firstName"]);
      expect([step, answer.status, answer.body]).toEqual([
        step,
        403,
        { status: "error", globalError: message("en", "errors:documentsOnly") },
      ]);
    }
  });

  it("tells the polling desktop once the phone opened the QR code's link", async () => {
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    const desktopAsks = async () =>
      (await server.post("mobile-qr-code-scan", { ...DESKTOP, token })).body;
    expect(await desktopAsks()).toEqual({ status: "success", isQrCodeScan: false });
    const scan = await server.post("mobile-qr-code-scan", {
      ...PHONE,
      token: phone,
      qrCodeScan: true,
    });
    expect(scan.body).toEqual({ status: "success" });
    expect(await desktopAsks()).toEqual({ status: "success", isQrCodeScan: true });
    const bad = await server.post("mobile-qr-code-scan", { ...PHONE, token: phone, qrCodeScan: 1 });
    expect(bad.status).toBe(400);
    // A new QR code starts the hand-off again.
    await qrUrl(token);
    expect(await desktopAsks()).toEqual({ status: "success", isQrCodeScan: false });
  });

  it("keeps the desktop waiting while the phone's journey runs, then hands it the ended journey", async () => {
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    const waiting = { status: "success", isHybrid: true, isDesktopWaiting: true, dataContent: {} };
    expect((await poll(token)).body).toEqual(waiting);
    const choice = await server.post("document/mobile-document-choice", {
      ...PHONE,
      token: phone,
      documentType: 1,
    });
    expect([choice.status, choice.body.next]).toEqual([200, "howToTakePicture"]);
    const scan = await server.post("get-idscan-token", { ...PHONE, token: phone });
    expect(scan.status).toBe(200);
    const journeyId = scan.body.journeyId as string;
    expect((await poll(token)).body).toEqual(waiting);

    const end = await server.post("notify-journey", {
      ...PHONE,
      token: phone,
      journeyId,
      journeyStatus: "end",
    });
    expect(end.body).toEqual({
      status: "success",
      journeyState: "ended",
      next: "mobileReturnToDesktop",
    });
    const done = await poll(token);
    expect(done.body).toMatchObject({
      status: "success",
      isHybrid: true,
      isDesktopWaiting: false,
      dataContent: { journeyId, backendUrl: server.services.config.journey.backendUrl },
    });
    const gbgToken = (done.body.dataContent as { gbgToken: string }).gbgToken;
    expect(gbgToken).not.toBe(scan.body.gbgToken);
    expect(server.services.journeys.tokens.verify(gbgToken)?.sessionHash).toBe(
      hashSessionToken(token),
    );
    const result = await server.app.inject({
      method: "GET",
      url: `/journey-service/idscanenterprisesvc/journey/get?journeyId=${journeyId}`,
      headers: { authorization: `Bearer ${gbgToken}` },
    });
    expect([result.statusCode, result.json<{ JourneyId: string }>().JourneyId]).toEqual([
      200,
      journeyId,
    ]);
    const outcome = await server.post("upload-outcome", { ...PHONE, token: phone });
    expect((outcome.body.data as { extracted: unknown }).extracted).toEqual({});
    const summary = await server.post("upload-summary", { ...PHONE, token: phone });
    expect(summary.body.next).toBe("mobileReturnToDesktop");
    expect(summary.body.state?.steps).toEqual({
      dataUploadChoice: { dataUploadChoice: 3, residenceCountry: "IE" },
      desktopDocumentChoice: { documentType: 1 },
    });
  });

  it("tells the desktop to go on without photos once the phone skipped", async () => {
    const skipped = {
      status: "success",
      isHybrid: true,
      isDesktopWaiting: false,
      dataContent: { skipHybridUpload: 1 },
    };
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    const skip = await server.post("skip-hybrid-upload", { ...PHONE, token: phone });
    expect(skip.body).toEqual({ status: "success", next: "mobileReturnToDesktop" });
    expect((await poll(token)).body).toEqual(skipped);

    // The file-upload fallback's "skip step" on the phone does the same.
    const second = await atHandoff();
    const phone2 = await phoneToken(codeOf(await qrUrl(second.token)));
    await server.post("document/mobile-document-choice", {
      ...PHONE,
      token: phone2,
      documentType: 2,
    });
    const fallback = await server.post("document/mobile-document-upload", {
      ...PHONE,
      token: phone2,
    });
    expect(fallback.body).toEqual({ status: "success", next: "mobileReturnToDesktop" });
    expect((await poll(second.token)).body).toEqual(skipped);
    // On the application's own browser it leads to personal data.
    const own = await server.post("document/desktop-document-upload", {
      ...DESKTOP,
      token: second.token,
    });
    expect(own.body).toEqual({ status: "success", next: "personalDataConfirm" });
  });

  it("ends the phone's session and revokes the codes when the desktop continues manually", async () => {
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    const unused = codeOf(await qrUrl(token));
    const skip = await server.post("skip-desktop-waiting", { ...DESKTOP, token });
    expect(skip.body).toEqual({ status: "success", next: "personalDataConfirm" });
    const gone = await server.post("get-token", { ...PHONE, token: phone });
    expect([gone.status, gone.body.restart]).toEqual([401, true]);
    expect((await exchange(unused)).body.handoffRefused).toBe("expired");
    // The desktop's own session goes on.
    expect((await server.post("get-token", { ...DESKTOP, token })).status).toBe(200);
  });

  it("answers return-to-desktop the same however often the phone sends it", async () => {
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    for (let time = 0; time < 3; time++) {
      const answer = await server.post("mobile-return-to-desktop", { ...PHONE, token: phone });
      expect([answer.status, answer.body]).toEqual([200, { status: "success" }]);
    }
    expect((await server.post("get-token", { ...PHONE, token: phone })).body.state?.route).toBe(
      "mobileReturnToDesktop",
    );
    // Done without a journey: the desktop goes on without photos.
    expect((await poll(token)).body.dataContent).toEqual({ skipHybridUpload: 1 });
  });
});
