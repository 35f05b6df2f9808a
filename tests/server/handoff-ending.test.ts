/**
 * How a hand-off ends for the phone, over HTTP on each database: after "continue manually" the
 * phone's journey calls and its light poll are told the hand-off ended (never "not authorized"),
 * and so is a phone replaced by the phone of a newer code;
 * a code replaced by a newer one is told apart from an expired one; a used code whose phone sent
 * its photos says so; and the QR code's answer says how long its code is good for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDOFF_CODE_TTL_MS } from "../../src/server/handoff/handoff-codes.ts";
import { journeyResultOf, uploadCapture } from "./journey-session.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { message, registeredInStore, startServer, type TestServer } from "./test-server.ts";

const DESKTOP = { languageCode: "EN" };
const PHONE = { languageCode: "EN", mobile: true };
const ENV = { RATE_LIMIT_HANDOFF_IP: "1000/1m", REMEMBER_SESSIONS_MS: "0" };

describe.each(storageTargets)("the end of a hand-off on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabase, { env: ENV });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function atHandoff(): Promise<string> {
    const { token } = await registeredInStore(server, "handoff-end");
    const choice = await server.post("data-upload-choice", {
      ...DESKTOP,
      token,
      dataUploadChoice: 3,
    });
    expect(choice.body.next).toBe("mobileSms");
    return token;
  }

  async function newCode(token: string): Promise<string> {
    const answer = await server.post("mobile-qr-code-url", { ...DESKTOP, token });
    expect(answer.status).toBe(200);
    return new URL(answer.body.mobileQrUrl as string).searchParams.get("handoff")!;
  }

  const exchange = (code: string) => server.post("mobile-handoff", { ...PHONE, handoffCode: code });

  async function phoneAtCamera(token: string) {
    const phone = (await exchange(await newCode(token))).body.token!;
    await server.post("document/mobile-document-choice", {
      ...PHONE,
      token: phone,
      documentType: 1,
    });
    const scan = await server.post("get-idscan-token", { ...PHONE, token: phone });
    expect(scan.status).toBe(200);
    return {
      phone,
      gbgToken: scan.body.gbgToken as string,
      journeyId: scan.body.journeyId as string,
    };
  }

  it("replaces the phone that opened a code once a new code is asked for: only the new code's phone takes photos", async () => {
    const token = await atHandoff();
    const first = await phoneAtCamera(token);
    const second = await phoneAtCamera(token);
    const ended = message("en", "identityJourney:errors.handoffEnded");
    const upload = await uploadCapture(server, first.gbgToken, Buffer.from("not a photo"));
    expect([upload.status, upload.body.code, upload.body.globalError]).toEqual([
      410,
      "handoffEnded",
      ended,
    ]);
    const poll = await server.post("mobile-handoff-status", { ...PHONE, token: first.phone });
    expect(poll.body.handoffEnded).toBe(true);
    // The new code's phone goes on.
    const alive = await server.post("mobile-handoff-status", { ...PHONE, token: second.phone });
    expect([alive.status, alive.body.handoffEnded]).toEqual([200, false]);
    const scan = await server.post("get-idscan-token", { ...PHONE, token: second.phone });
    expect(scan.status).toBe(200);
  });

  it("tells the phone taking photos that the desktop went on without it, on its upload, its result and its poll", async () => {
    const token = await atHandoff();
    const { phone, gbgToken, journeyId } = await phoneAtCamera(token);
    const alive = await server.post("mobile-handoff-status", { ...PHONE, token: phone });
    expect([alive.status, alive.body.handoffEnded]).toEqual([200, false]);

    await server.post("skip-desktop-waiting", { ...DESKTOP, token });

    const ended = message("en", "identityJourney:errors.handoffEnded");
    expect(ended).not.toBe(message("en", "identityJourney:errors.notAuthorized"));
    const upload = await uploadCapture(server, gbgToken, Buffer.from("not a photo"));
    expect([upload.status, upload.body.code, upload.body.globalError]).toEqual([
      410,
      "handoffEnded",
      ended,
    ]);
    const result = await journeyResultOf(server, gbgToken, journeyId);
    expect([result.code, result.globalError]).toEqual(["handoffEnded", ended]);
    const poll = await server.post("mobile-handoff-status", { ...PHONE, token: phone });
    expect([poll.status, poll.body.handoffEnded, poll.body.restart, poll.body.globalError]).toEqual(
      [410, true, true, message("en", "errors:handoff.ended")],
    );
  });

  it("still refuses a desktop's own scan token after its logout as not authorized", async () => {
    const { token } = await registeredInStore(server, "own-upload");
    await server.post("data-upload-choice", { ...DESKTOP, token, dataUploadChoice: 2 });
    await server.post("desktop-document-choice", { ...DESKTOP, token, documentType: 1 });
    const scan = await server.post("get-idscan-token", { ...DESKTOP, token });
    expect(scan.status).toBe(200);
    await server.post("logout", { ...DESKTOP, token });
    const upload = await uploadCapture(server, scan.body.gbgToken as string, Buffer.from("x"));
    expect([upload.status, upload.body.code]).toEqual([401, "notAuthorized"]);
  });

  it("tells a code replaced by a newer one from an expired one", async () => {
    const token = await atHandoff();
    const replaced = await newCode(token);
    const newer = await newCode(token);
    const answer = await exchange(replaced);
    expect([answer.status, answer.body.handoffRefused, answer.body.globalError]).toEqual([
      410,
      "replaced",
      message("en", "errors:handoff.replaced"),
    ]);
    // Revoked because the desktop went on without the phone: no newer code to use.
    await server.post("skip-desktop-waiting", { ...DESKTOP, token });
    expect((await exchange(newer)).body.handoffRefused).toBe("expired");
    expect((await exchange(replaced)).body.handoffRefused).toBe("replaced");
  });

  it("tells a used code whose phone sent its photos that they were sent, and a used one otherwise that it is used", async () => {
    const token = await atHandoff();
    const code = await newCode(token);
    const phone = (await exchange(code)).body.token!;
    expect((await exchange(code)).body.handoffRefused).toBe("used");
    await server.post("mobile-return-to-desktop", { ...PHONE, token: phone });
    const again = await exchange(code);
    expect([again.status, again.body.handoffRefused, again.body.globalError]).toEqual([
      410,
      "finished",
      message("en", "errors:handoff.finished"),
    ]);
    expect(again.body.token).toBeUndefined();
    // A new code starts the hand-off again: the old one is only used.
    await newCode(token);
    expect((await exchange(code)).body.handoffRefused).toBe("used");
  });

  it("says how long the QR code's code is good for", async () => {
    const token = await atHandoff();
    const answer = await server.post("mobile-qr-code-url", { ...DESKTOP, token });
    expect(answer.body.mobileQrExpiresInMs).toBe(HANDOFF_CODE_TTL_MS);
  });
});
