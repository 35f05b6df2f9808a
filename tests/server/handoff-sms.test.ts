/**
 * The hand-off by SMS over HTTP on each database: the code and the link the desktop sends, which
 * open nothing until the desktop has typed the code; and a desktop and a phone served by two
 * instances on one database. The QR code's hand-off: mobile-handoff.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentOutboxMessages } from "../../src/server/outbox/outbox.ts";
import {
  DESKTOP,
  HANDOFF_ENV,
  handoffRequests,
  irishPersonalData,
  PHONE,
} from "./handoff-requests.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { message, savedSteps, startServer, type TestServer } from "./test-server.ts";

describe.each(storageTargets)("the hand-off to a phone by SMS on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** The phone's instance: another server on the same database (and data folder, its keys). */
  let other: TestServer;
  let numbers = 600_900_000;

  beforeAll(async () => {
    server = await startServer(testDatabase, { env: HANDOFF_ENV });
    other = await startServer(testDatabase, { env: HANDOFF_ENV, dataDir: server.dataDir });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const { atHandoff, qrUrl, codeOf, exchange, phoneToken, poll, handoffSms, typeSmsCode } =
    handoffRequests(() => server);

  it("sends by SMS a code and a link that opens nothing until the desktop has typed the code", async () => {
    const { token } = await atHandoff();
    const phoneNumber = String(++numbers);
    const noProof = await server.post("sms/mobile-sms", {
      ...DESKTOP,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber,
    });
    expect(Object.keys(noProof.body.errors ?? {})).toEqual(["recaptchaToken"]);
    const { sentSmsCount, code, link } = await handoffSms(token, phoneNumber);
    expect(sentSmsCount).toBe(1);
    expect(link.pathname).toBe("/eu-en/onboarding/document-selection");
    expect(link.searchParams.get("mobile")).toBe("true");
    expect(link.searchParams.get("qrCode")).toBeNull();

    // Whoever has the text message before the number is confirmed gets nothing, and uses nothing.
    const early = await exchange(codeOf(link));
    expect([early.status, early.body.handoffRefused, early.body.globalError]).toEqual([
      409,
      "unconfirmed",
      message("en", "errors:handoff.unconfirmed"),
    ]);
    expect(early.body.token).toBeUndefined();
    const wrong = await typeSmsCode(token, phoneNumber, code === "000000" ? "111111" : "000000");
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(["phoneVerificationCode2"]);
    expect((await exchange(codeOf(link))).body.handoffRefused).toBe("unconfirmed");

    const right = await typeSmsCode(token, phoneNumber, code);
    expect([right.status, right.body.next]).toEqual([200, "mobileDesktopIsCompleted"]);
    await phoneToken(codeOf(link));
  });

  it("keeps the link to a mistyped number shut when the code of another number is typed", async () => {
    const { token } = await atHandoff();
    // The right number first, then a mistyped one: the newer link went to a stranger.
    const own = String(++numbers);
    const mistyped = String(++numbers);
    const first = await handoffSms(token, own);
    const second = await handoffSms(token, mistyped);
    // The newest code is the one the number must answer: the older one opens nothing now.
    const typed = await typeSmsCode(token, own, first.code);
    expect(Object.keys(typed.body.errors ?? {})).toEqual(["phoneVerificationCode2"]);
    expect((await exchange(codeOf(second.link))).body.handoffRefused).toBe("unconfirmed");
    expect((await exchange(codeOf(first.link))).body.handoffRefused).toBe("replaced");
    // A code of the phone step's SMS to the client's own number, typed here, opens no link to
    // another number: only the code sent with a link confirms that link's number.
    await savedSteps(server, token, { personalDataConfirm: irishPersonalData });
    const phoneStep = await server.post("sms/desktop-sms", {
      ...DESKTOP,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber: own,
    });
    expect(phoneStep.status).toBe(200);
    const [sms] = await recentOutboxMessages(server.database.db, { recipient: `+48${own}` }, 1);
    expect(sms?.kind).toBe("phoneCode");
    const confirmed = await typeSmsCode(token, own, /\b(\d{6})\b/.exec(sms!.body)![1]!);
    expect(confirmed.body.next).toBe("mobileDesktopIsCompleted");
    expect((await exchange(codeOf(second.link))).body.handoffRefused).toBe("unconfirmed");
  });

  it("opens the QR code's link at once, with no number to confirm", async () => {
    const { token } = await atHandoff();
    const phone = await phoneToken(codeOf(await qrUrl(token)));
    expect(phone).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("works with the desktop on one instance and the phone on another", async () => {
    const { token } = await atHandoff("two-instances");
    const phone = await phoneToken(codeOf(await qrUrl(token)), other);
    await other.post("mobile-qr-code-scan", { ...PHONE, token: phone, qrCodeScan: true });
    expect(
      (await server.post("mobile-qr-code-scan", { ...DESKTOP, token })).body.isQrCodeScan,
    ).toBe(true);
    await other.post("document/mobile-document-choice", {
      ...PHONE,
      token: phone,
      documentType: 1,
    });
    const scan = await other.post("get-idscan-token", { ...PHONE, token: phone });
    const journeyId = scan.body.journeyId as string;
    await other.post("notify-journey", { ...PHONE, token: phone, journeyId, journeyStatus: "end" });
    const done = await poll(token);
    expect(done.body).toMatchObject({ isDesktopWaiting: false, dataContent: { journeyId } });
    const result = await other.app.inject({
      method: "GET",
      url: `/journey-service/idscanenterprisesvc/journey/get?journeyId=${journeyId}`,
      headers: {
        authorization: `Bearer ${(done.body.dataContent as { gbgToken: string }).gbgToken}`,
      },
    });
    expect(result.statusCode).toBe(200);
    // "Continue manually" on the desktop's instance ends the phone's session on the other.
    await server.post("skip-desktop-waiting", { ...DESKTOP, token });
    expect((await other.post("get-token", { ...PHONE, token: phone })).status).toBe(401);
  });
});
