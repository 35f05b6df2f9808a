/**
 * The phone step over HTTP on each database: a code by SMS to the number given (the bot check on
 * a number's first code), checked on the step's submit; from the second SMS on, a code by e-mail
 * instead, checked on confirm-email; limits, wrong tries, send failures and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SendFailedError, type MessageSender } from "../../src/server/messaging/message-sender.ts";
import { Messenger } from "../../src/server/messaging/send-message.ts";
import { recentOutboxMessages } from "../../src/server/outbox/outbox.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { solveProofOfWork } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registeredInStore,
  startServer,
  type Registered,
  type TestServer,
} from "./test-server.ts";

const COMMON = { languageCode: "EN" };

const irishPersonalData = {
  citizenship: "IE",
  documentType: 2,
  documentNumber: "PA1234567",
  noLimitExpiryDate: true,
  identificationNumber: "1234567T",
  firstName: "Jan",
  lastName: "Kowalski",
  dateOfBirth: "1990-03-27",
};

describe.each(storageTargets)("phone verification on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** Numbers no other test uses: the per-number limit counts across applications. */
  let numbers = 600_100_000;
  const newNumber = () => String(++numbers);

  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: { RATE_LIMIT_CODE_APPLICATION: "100/24h", RATE_LIMIT_CODE_IP: "1000/1h" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A registered application standing on the phone step (registered through the store). */
  async function atPhoneStep(label: string): Promise<Registered> {
    const registered = await registeredInStore(server, label);
    const { token } = registered;
    expect(
      (await server.post("data-upload-choice", { ...COMMON, token, dataUploadChoice: 1 })).status,
    ).toBe(200);
    const personal = await server.post("personal-data-confirm", {
      ...COMMON,
      token,
      ...irishPersonalData,
    });
    expect(personal.body.next).toBe("desktopSms");
    return registered;
  }

  async function applicationOf(token: string): Promise<string> {
    return (await server.services.store.findSessionApplication(hashSessionToken(token)))!;
  }

  /** The newest message the outbox holds for a recipient. */
  async function lastMessageTo(recipient: string) {
    const [latest] = await recentOutboxMessages(server.database.db, { recipient }, 1);
    return latest;
  }

  async function codeSentTo(recipient: string): Promise<string> {
    const latest = await lastMessageTo(recipient);
    const code = /\b(\d{6})\b/.exec(latest?.body ?? "")?.[1];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }

  async function sendSms(token: string, phoneNumber: string, withProof = true, prefix = "PL") {
    return server.post("sms/desktop-sms", {
      ...COMMON,
      token,
      phoneNumberPrefix: prefix,
      phoneNumber,
      ...(withProof ? { recaptchaToken: await solveProofOfWork(server.app) } : {}),
    });
  }

  const submitCode = (token: string, phoneNumber: string, code: string) =>
    server.post("sms/desktop-sms-code", {
      ...COMMON,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber,
      phoneVerificationCode2: code,
    });

  it("sends a code by SMS in the client's language after the bot check, and keeps only its hash", async () => {
    const { token } = await atPhoneStep("sms");
    const number = newNumber();
    const withoutProof = await sendSms(token, number, false);
    expect(withoutProof.status).toBe(422);
    expect(withoutProof.body.errors?.recaptchaToken).toEqual([
      message("en", "errors:verification.botCheck"),
    ]);

    const sent = await sendSms(token, number);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: "success",
      data: { sentSmsCount: 1 },
      phoneNumber: number,
      phoneNumberPrefix: "PL",
    });
    expect(sent.body.next).toBeUndefined();
    const sms = await lastMessageTo(`+48${number}`);
    const code = await codeSentTo(`+48${number}`);
    expect(sms).toMatchObject({ channel: "sms", kind: "phoneCode", language: "en" });
    expect(sms?.body).toBe(
      message("en", "messages:phoneCode.sms")
        .replace("{{code}}", code)
        .replace("{{minutes}}", "10"),
    );
    const rows = await server.database.db
      .selectFrom("verification_codes")
      .selectAll()
      .where("application_id", "=", await applicationOf(token))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("asks for the bot check only on a number's first code; the count rises with each send", async () => {
    const { token } = await atPhoneStep("resend");
    const number = newNumber();
    expect((await sendSms(token, number)).body.data).toEqual({ sentSmsCount: 1 });
    const again = await sendSms(token, number, false);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ sentSmsCount: 2 });
    // Another number is a first code again.
    expect((await sendSms(token, newNumber(), false)).status).toBe(422);
  });

  it("verifies with the newest code: the phone number in E.164, the channel, no code stored; next is the address", async () => {
    const { token } = await atPhoneStep("verify");
    const number = newNumber();
    await sendSms(token, number);
    const first = await codeSentTo(`+48${number}`);
    await sendSms(token, number, false);
    const newest = await codeSentTo(`+48${number}`);
    if (first !== newest) {
      expect((await submitCode(token, number, first)).status).toBe(422);
    }
    const answer = await submitCode(token, number, newest);
    expect(answer.status).toBe(200);
    expect(answer.body.next).toBe("addressDetails");
    const saved = await server.services.store.latestSubmissions(await applicationOf(token));
    expect(saved.get("desktopSms")?.data).toEqual({
      language: "en",
      phoneNumberPrefix: "PL",
      phoneNumber: number,
      phone: `+48${number}`,
      phoneVerifiedBy: "sms",
      sentSmsCount: 2,
    });
    // Used once.
    const replay = await submitCode(token, number, newest);
    expect(replay.body.errors?.phoneVerificationCode2).toEqual([
      message("en", "errors:verification.deadCode"),
    ]);
  });

  it("tells a reload that a code is waiting for the number it was sent to, until it is used or dies", async () => {
    const { token } = await atPhoneStep("reload");
    const state = async () =>
      (await server.post("get-token", { ...COMMON, token })).body.state?.sentParts;
    expect(await state()).toEqual({});
    const number = newNumber();
    expect((await sendSms(token, number)).status).toBe(200);
    expect(await state()).toEqual({
      desktopSms: { number: { phoneNumberPrefix: "PL", phoneNumber: number, sentSmsCount: 1 } },
    });
    // Five wrong tries kill the code: nothing is waiting any more.
    const wrong = (await codeSentTo(`+48${number}`)) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await submitCode(token, number, wrong);
    expect(await state()).toEqual({});
    // A new code waits again, and once used the step is done.
    expect((await sendSms(token, number, false)).status).toBe(200);
    expect((await state())?.desktopSms?.number?.sentSmsCount).toBe(2);
    expect((await submitCode(token, number, await codeSentTo(`+48${number}`))).status).toBe(200);
    expect(await state()).toEqual({});
  });

  it("counts wrong tries: four say how many are left, the fifth kills the code, also for the right one", async () => {
    const { token } = await atPhoneStep("tries");
    const number = newNumber();
    await sendSms(token, number);
    const code = await codeSentTo(`+48${number}`);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const answer = await submitCode(token, number, wrong);
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.phoneVerificationCode2?.[0]).toContain(String(left));
    }
    const fifth = await submitCode(token, number, wrong);
    expect(fifth.body.errors?.phoneVerificationCode2).toEqual([
      message("en", "errors:verification.deadCode"),
    ]);
    expect((await submitCode(token, number, code)).status).toBe(422);
    // A new code works.
    await sendSms(token, number, false);
    expect((await submitCode(token, number, await codeSentTo(`+48${number}`))).status).toBe(200);
  });

  it("does not take a code sent for another number or another application", async () => {
    const one = await atPhoneStep("one");
    const other = await atPhoneStep("other");
    const number = newNumber();
    await sendSms(one.token, number);
    const code = await codeSentTo(`+48${number}`);
    const otherNumber = newNumber();
    expect(
      (await submitCode(one.token, otherNumber, code)).body.errors?.phoneVerificationCode2,
    ).toEqual([message("en", "errors:verification.noneCode")]);
    expect(
      (await submitCode(other.token, number, code)).body.errors?.phoneVerificationCode2,
    ).toEqual([message("en", "errors:verification.noneCode")]);
    expect((await submitCode(one.token, number, code)).status).toBe(200);
  });

  it("sends at most 3 codes to a number in 15 minutes, then says when to try again", async () => {
    const { token } = await atPhoneStep("limit");
    const number = newNumber();
    for (let i = 0; i < 3; i++) expect((await sendSms(token, number, i === 0)).status).toBe(200);
    const refused = await sendSms(token, number, false);
    expect(refused.status).toBe(429);
    expect(refused.response.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.body.globalError).toMatch(/try again in 1[45] minutes/);
    expect(refused.body.data).toBeUndefined();
  });

  it("answers a translated error when the SMS cannot be sent, and counts nothing", async () => {
    const { token } = await atPhoneStep("failing");
    const number = newNumber();
    const original = server.services.messages;
    const failing: MessageSender = {
      kind: "http",
      send: () => Promise.reject(new SendFailedError("gateway down")),
    };
    server.services.messages = new Messenger(server.database.db, server.services.translate, {
      sms: failing,
      email: failing,
    });
    try {
      const answer = await sendSms(token, number);
      expect(answer.status).toBe(503);
      expect(answer.body.globalError).toBe(message("en", "errors:verification.sendFailed"));
    } finally {
      server.services.messages = original;
    }
    expect(await lastMessageTo(`+48${number}`)).toBeUndefined();
    expect(await server.services.verification.sentCount(await applicationOf(token), "sms")).toBe(0);
    // Three sends are still allowed to the number: the failed one did not count.
    for (let i = 0; i < 3; i++) expect((await sendSms(token, number, i === 0)).status).toBe(200);
  });

  it("offers verification by e-mail from the second SMS, and completes the phone step as verified by e-mail", async () => {
    const { token, email } = await atPhoneStep("email");
    const number = newNumber();
    const verifyEmail = () =>
      server.post("sms/verify-email", {
        ...COMMON,
        token,
        phoneNumberPrefix: "PL",
        phoneNumber: number,
      });
    await sendSms(token, number);
    const tooEarly = await verifyEmail();
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.globalError).toBe(message("en", "errors:verification.emailNotYet"));
    await sendSms(token, number, false);
    const offered = await verifyEmail();
    expect(offered.status).toBe(200);
    expect(offered.body.next).toBe("confirmEmail");
    const mail = await lastMessageTo(email);
    expect(mail).toMatchObject({ channel: "email", kind: "emailCode", language: "en" });
    const code = await codeSentTo(email.toLowerCase());
    expect(mail?.subject).toBe(
      message("en", "messages:emailCode.subject").replace("{{code}}", code),
    );

    // The SMS code does not confirm the e-mail, nor the e-mail code the SMS.
    const wrong = await server.post("confirm-email", {
      ...COMMON,
      token,
      confirmEmailCode2: code === "123456" ? "654321" : "123456",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.confirmEmailCode2?.[0]).toContain("4");
    expect((await submitCode(token, number, code)).status).toBe(422);

    const confirmed = await server.post("confirm-email", {
      ...COMMON,
      token,
      confirmEmailCode2: code,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.next).toBe("addressDetails");
    // The browser learns that the phone step is done too.
    expect(Object.keys(confirmed.body.state?.steps ?? {})).toContain("desktopSms");
    const saved = await server.services.store.latestSubmissions(await applicationOf(token));
    expect(saved.get("desktopSms")?.data).toMatchObject({
      phoneNumberPrefix: "PL",
      phoneNumber: number,
      phone: `+48${number}`,
      phoneVerifiedBy: "email",
    });
    expect(saved.get("confirmEmail")?.data).not.toHaveProperty("confirmEmailCode2");
  });

  it("refuses bad input with field errors and never a 5xx", async () => {
    const { token } = await atPhoneStep("bad");
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumberPrefix: "XX", phoneNumber: "600100200" }, "phoneNumberPrefix"],
      [{ phoneNumberPrefix: "US", phoneNumber: "2025550123" }, "phoneNumberPrefix"],
      [{ phoneNumberPrefix: "PL", phoneNumber: "60a100200" }, "phoneNumber"],
      [{ phoneNumberPrefix: "PL", phoneNumber: "6001" }, "phoneNumber"],
      [{ phoneNumberPrefix: "PL", phoneNumber: "6".repeat(15) }, "phoneNumber"],
      [{ phoneNumberPrefix: "PL", phoneNumber: 600100200 }, "phoneNumber"],
    ];
    for (const [payload, field] of cases) {
      const answer = await server.post("sms/desktop-sms", {
        ...COMMON,
        token,
        ...payload,
        recaptchaToken: await solveProofOfWork(server.app),
      });
      expect([answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([422, [field]]);
    }
    const code = await server.post("sms/desktop-sms-code", {
      ...COMMON,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber: "600100200",
      phoneVerificationCode2: "12345",
    });
    expect(code.body.errors?.phoneVerificationCode2).toBeDefined();
    const unknownField = await server.post("sms/desktop-sms", {
      ...COMMON,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber: "600100200",
      hacker: true,
    });
    expect(unknownField.status).toBe(422);
  });

  it("refuses the phone step before personal data, and without a session", async () => {
    const early = await registeredInStore(server, "early");
    const answer = await sendSms(early.token, newNumber());
    expect(answer.status).toBe(409);
    expect(answer.body.next).toBeDefined();
    const anonymous = await server.post("sms/desktop-sms", {
      ...COMMON,
      phoneNumberPrefix: "PL",
      phoneNumber: newNumber(),
    });
    expect(anonymous.status).toBe(401);
  });
});
