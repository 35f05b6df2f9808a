/**
 * Leaving the upload's result pages over HTTP on each database: `upload-summary` (their Next) and
 * `upload-try-again` (the failed page's "Try again") answer where the flow leads only where the
 * application's journey allows it, and otherwise say where the application stands.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atUploadPage, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registeredInStore,
  savedSteps,
  startServer,
  type TestServer,
} from "./test-server.ts";
import { DOCUMENT_ONLY } from "../fixtures/journey-definitions.ts";

const DESKTOP = { languageCode: "EN" };
const PHONE = { languageCode: "EN", mobile: true };

describe.each(storageTargets)("the upload's result pages on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: { ...DOCUMENT_ONLY, RATE_LIMIT_HANDOFF_IP: "1000/1m" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const summary = (token: string, device = DESKTOP) =>
    server.post("upload-summary", { ...device, token });
  const tryAgain = (token: string, device = DESKTOP) =>
    server.post("upload-try-again", { ...device, token });

  /** A journey started on the upload page: its id and scan token. */
  async function startJourney(token: string, device = DESKTOP) {
    const scan = await server.post("get-idscan-token", { ...device, token });
    expect(scan.status).toBe(200);
    return { journeyId: scan.body.journeyId as string, gbgToken: scan.body.gbgToken as string };
  }

  /** A journey the client ended without a result (the terms declined): counted, not passed. */
  async function declinedJourney(token: string) {
    const { journeyId } = await startJourney(token);
    const ended = await server.post("notify-journey", {
      ...DESKTOP,
      token,
      journeyId,
      journeyStatus: "TCCDISAGREE",
    });
    expect(ended.body.journeyState).toBe("ended");
  }

  const whereItStands = (next: string) => ({
    status: "error",
    globalError: message("en", "errors:stepNotAvailable"),
    next,
  });

  it("leaves nothing before the document is chosen: both say where the application stands", async () => {
    const { token } = await registeredInStore(server, "results-early");
    await savedSteps(server, token, { dataUploadChoice: { dataUploadChoice: 2 } });
    for (const answer of [await summary(token), await tryAgain(token)])
      expect([answer.status, answer.body]).toEqual([409, whereItStands("desktopDocumentChoice")]);
  });

  it("goes on to personal data when no journey could be started (the exception page), but offers no try again", async () => {
    const { token } = await atUploadPage(server, "results-exception");
    const next = await summary(token);
    expect([next.status, next.body.next]).toEqual([200, "personalDataConfirm"]);
    const again = await tryAgain(token);
    expect([again.status, again.body]).toEqual([409, whereItStands("desktopDocumentUpload")]);
  });

  it("leaves a journey that is still running neither way: both lead back to it", async () => {
    const { token } = await atUploadPage(server, "results-running");
    await startJourney(token);
    for (const answer of [await summary(token), await tryAgain(token)])
      expect([answer.status, answer.body]).toEqual([409, whereItStands("desktopDocumentUpload")]);
  });

  it("tries again after a journey that did not pass while one is left, and goes on from it", async () => {
    const { token } = await atUploadPage(server, "results-failed");
    await declinedJourney(token);
    const again = await tryAgain(token);
    expect([again.status, again.body]).toEqual([
      200,
      { status: "success", next: "desktopDocumentUpload" },
    ]);
    const next = await summary(token);
    expect([next.status, next.body.next]).toEqual([200, "personalDataConfirm"]);
  });

  it("refuses to try again once no journey is left, leading to the failed page, and goes on from it", async () => {
    const { token } = await atUploadPage(server, "results-none-left");
    const { journeysPerApplication } = JSON.parse(
      fs.readFileSync("tests/fixtures/document-only-journey.json", "utf8"),
    ) as { journeysPerApplication: number };
    for (let journey = 0; journey < journeysPerApplication; journey++) await declinedJourney(token);
    const again = await tryAgain(token);
    expect([again.status, again.body]).toEqual([
      409,
      {
        status: "error",
        globalError: message("en", "identityJourney:errors.noJourneysLeft"),
        next: "uploadFailed",
      },
    ]);
    expect((await summary(token)).body.next).toBe("personalDataConfirm");
  });

  it("refuses to try again after a passed document, leading to the passed page, and goes on to personal data prefilled", async () => {
    const { token } = await atUploadPage(server, "results-passed");
    const { gbgToken } = await startJourney(token);
    const photo = fs.readFileSync(path.resolve("tests/fixtures/documents/passport-passed.jpg"));
    expect((await uploadCapture(server, gbgToken, photo)).body).toMatchObject({
      journeyResult: "Passed",
    });
    const again = await tryAgain(token);
    expect([again.status, again.body]).toEqual([409, whereItStands("uploadSucceeded")]);
    const next = await summary(token);
    expect([next.status, next.body.next]).toEqual([200, "personalDataConfirm"]);
    expect(next.body.state?.prefill.personalDataConfirm).toMatchObject({ lastName: "Mustermann" });
  });

  it("keeps a hand-off phone whose journey still runs at its upload, and its desktop waiting", async () => {
    const { token } = await registeredInStore(server, "results-phone");
    await savedSteps(server, token, { dataUploadChoice: { dataUploadChoice: 3 } });
    const url = await server.post("mobile-qr-code-url", { ...DESKTOP, token });
    const code = new URL(url.body.mobileQrUrl as string).searchParams.get("handoff");
    const phone = (await server.post("mobile-handoff", { ...PHONE, handoffCode: code })).body
      .token!;
    await server.post("document/mobile-document-choice", {
      ...PHONE,
      token: phone,
      documentType: 1,
    });
    await startJourney(phone, PHONE);
    const left = await summary(phone, PHONE);
    expect([left.status, left.body]).toEqual([409, whereItStands("desktopDocumentUpload")]);
    const poll = await server.post("mobile-desktop-is-completed", { ...DESKTOP, token });
    expect(poll.body).toMatchObject({ isDesktopWaiting: true });
  });
});
