/**
 * No identity journey after the hand-over to the client zone, over HTTP on each database: once
 * `errors-report` submitted the application, every journey call (the scan session, the journey's
 * events, its upload and result, the result pages' actions) answers 409, and a hand-off phone's
 * session ends, as it does when the desktop logs out.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { journeyResultOf, uploadCapture } from "./journey-session.ts";
import { SAVED_BEFORE_DECLARATIONS } from "./saved-answers.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registeredInStore,
  savedSteps,
  startServer,
  type TestServer,
} from "./test-server.ts";

const DESKTOP = { languageCode: "EN" };
const PHONE = { languageCode: "EN", mobile: true };

const DECLARATIONS = {
  usaTaxPayer: false,
  pepDeclaration: false,
  dataUserDeclaration: "NON_PROFESSIONAL",
  documentsAcceptance: true,
  receivedKid: true,
  understoodFeaturesAndRisks: true,
  awareOfLossAndCreditRisks: true,
  investmentGoal: true,
  incomeSource: true,
  confirmElectronicAgreement: true,
};

/** A photo the checks refuse at once for what it shows: enough to see an upload is taken. */
const photo = () => fs.readFileSync(path.resolve("tests/fixtures/documents/blank-paper.jpg"));

describe.each(storageTargets)("journeys after the hand-over on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { RATE_LIMIT_HANDOFF_IP: "1000/1m" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * An application whose answers wait only for their confirmation, that handed the photos over to
   * a phone (QR code): the desktop's token, the phone's, and a QR code's code not used yet.
   */
  /** An application at the hand-off, and its QR codes' way to a phone. */
  async function atHandoff(label: string) {
    const { token } = await registeredInStore(server, label);
    await savedSteps(server, token, {
      ...SAVED_BEFORE_DECLARATIONS,
      dataUploadChoice: { dataUploadChoice: 3 },
      desktopDocumentChoice: { documentType: 2 },
    });
    const qrCode = async () => {
      const url = await server.post("mobile-qr-code-url", { ...DESKTOP, token });
      return new URL(url.body.mobileQrUrl as string).searchParams.get("handoff")!;
    };
    const exchange = (code: string) =>
      server.post("mobile-handoff", { ...PHONE, handoffCode: code });
    return { token, qrCode, exchange };
  }

  /** An application whose phone opened the newest QR code. */
  async function withPhone(label: string) {
    const { token, qrCode, exchange } = await atHandoff(label);
    const phone = (await exchange(await qrCode())).body.token!;
    const applicationId = (await server.services.store.findSessionApplication(
      hashSessionToken(token),
    ))!;
    return { token, phone, applicationId };
  }

  async function handOver(token: string) {
    await server.post("declaration-acceptance", { ...DESKTOP, token, ...DECLARATIONS });
    await server.post("summary-and-payment-choice", { ...DESKTOP, token, answersChecked: true });
    const handover = await server.post("errors-report", { ...DESKTOP, token });
    expect(handover.status).toBe(200);
  }

  const submitted = {
    status: "error",
    globalError: message("en", "errors:applicationSubmitted"),
    next: "errorsReport",
  };

  it("answers every journey call 409 once the application is handed over, and keeps no scan", async () => {
    const { token, applicationId } = await withPhone("handed-over-desktop");
    const scan = await server.post("get-idscan-token", { ...DESKTOP, token });
    const journeyId = scan.body.journeyId as string;
    const gbgToken = scan.body.gbgToken as string;
    await handOver(token);

    for (const [action, payload] of [
      ["get-idscan-token", {}],
      ["notify-journey", { journeyId, journeyStatus: "progress" }],
      ["notify-journey", { journeyId, journeyStatus: "end" }],
      ["upload-summary", {}],
      ["upload-try-again", {}],
    ] as const) {
      const answer = await server.post(action, { ...DESKTOP, token, ...payload });
      expect([action, answer.status, answer.body]).toEqual([action, 409, submitted]);
    }
    const upload = await uploadCapture(server, gbgToken, photo());
    expect([upload.status, upload.body.code]).toEqual([409, "applicationSubmitted"]);
    expect(upload.body.globalError).toBe(
      message("en", "identityJourney:errors.applicationSubmitted"),
    );
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect(result.code).toBe("applicationSubmitted");
    const journey = await server.services.journeys.records.find(journeyId);
    expect(journey?.state).not.toBe("ended");
    expect(await server.services.journeys.records.captures(journeyId)).toEqual([]);
    expect(await server.services.store.latestDocumentScan(applicationId)).toBeUndefined();
  });

  it("ends the phone's session and its unused links with the hand-over", async () => {
    const { token, phone } = await withPhone("handed-over-phone");
    const scan = await server.post("get-idscan-token", { ...PHONE, token: phone });
    const gbgToken = scan.body.gbgToken as string;
    await handOver(token);

    const gone = await server.post("get-token", { ...PHONE, token: phone });
    expect([gone.status, gone.body.restart]).toEqual([401, true]);
    expect((await server.post("get-idscan-token", { ...PHONE, token: phone })).status).toBe(401);
    expect((await uploadCapture(server, gbgToken, photo())).status).toBe(410);
    // A code no phone opened yet opens nothing after the hand-over.
    const unused = await atHandoff("handed-over-unused");
    const unusedCode = await unused.qrCode();
    await handOver(unused.token);
    expect((await unused.exchange(unusedCode)).body.handoffRefused).toBe("expired");
  });

  it("ends the phone's session and its unused links when the desktop logs out", async () => {
    const { token, phone } = await withPhone("logged-out");
    const scan = await server.post("get-idscan-token", { ...PHONE, token: phone });
    const gbgToken = scan.body.gbgToken as string;
    const logout = await server.post("logout", { ...DESKTOP, token });
    expect(logout.body).toEqual({ status: "success", next: "restart" });

    expect((await server.post("get-token", { ...PHONE, token: phone })).status).toBe(401);
    expect((await uploadCapture(server, gbgToken, photo())).status).toBe(410);
    // A code no phone opened yet opens nothing after the logout.
    const unused = await atHandoff("logged-out-unused");
    const unusedCode = await unused.qrCode();
    await server.post("logout", { ...DESKTOP, token: unused.token });
    expect((await unused.exchange(unusedCode)).body.handoffRefused).toBe("expired");
  });

  it("leaves the desktop's session when the phone logs out", async () => {
    const { token, phone } = await withPhone("phone-logged-out");
    await server.post("logout", { ...PHONE, token: phone });
    expect((await server.post("get-token", { ...DESKTOP, token })).status).toBe(200);
  });
});
