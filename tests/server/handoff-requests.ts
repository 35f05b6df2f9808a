/**
 * The hand-off's requests as the desktop and the phone make them, for the hand-off tests
 * (mobile-handoff.test.ts for the QR code, handoff-sms.test.ts for the SMS), and what both start
 * their two instances with.
 */
import { expect } from "vitest";
import { recentOutboxMessages } from "../../src/server/outbox/outbox.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { solveProofOfWork } from "./proof-of-work.ts";
import { registeredInStore, type TestServer } from "./test-server.ts";

export const DESKTOP = { languageCode: "EN" };
export const PHONE = { languageCode: "EN", mobile: true };

export const irishPersonalData = {
  citizenship: "IE",
  documentType: 2,
  documentNumber: "PA1234567",
  noLimitExpiryDate: true,
  identificationNumber: "1234567T",
  firstName: "Jan",
  lastName: "Kowalski",
  dateOfBirth: "1990-03-27",
};

/** Settings of both instances: limits out of the way, every session look-up from the database. */
export const HANDOFF_ENV = {
  RATE_LIMIT_HANDOFF_IP: "1000/1m",
  RATE_LIMIT_CODE_APPLICATION: "100/24h",
  RATE_LIMIT_CODE_IP: "1000/1h",
  REMEMBER_SESSIONS_MS: "0",
};

/** The requests, made to the server `serverOf` returns unless another is named (`on`). */
export function handoffRequests(serverOf: () => TestServer) {
  /** A registered application that chose "from mobile": it stands on the hand-off page. */
  async function atHandoff(label = "handoff"): Promise<{ token: string; applicationId: string }> {
    const { token } = await registeredInStore(serverOf(), label);
    const choice = await serverOf().post("data-upload-choice", {
      ...DESKTOP,
      token,
      dataUploadChoice: 3,
    });
    expect(choice.body.next).toBe("mobileSms");
    const applicationId = await serverOf().services.store.findSessionApplication(
      hashSessionToken(token),
    );
    return { token, applicationId: applicationId! };
  }

  async function qrUrl(token: string, on = serverOf()): Promise<URL> {
    const answer = await on.post("mobile-qr-code-url", { ...DESKTOP, token });
    expect(answer.status).toBe(200);
    return new URL(answer.body.mobileQrUrl as string);
  }

  const codeOf = (url: URL) => url.searchParams.get("handoff")!;

  async function exchange(code: unknown, on = serverOf()) {
    return on.post("mobile-handoff", { ...PHONE, handoffCode: code });
  }

  async function phoneToken(code: string, on = serverOf()): Promise<string> {
    const answer = await exchange(code, on);
    expect(answer.status).toBe(200);
    return answer.body.token!;
  }

  const poll = (token: string, on = serverOf()) =>
    on.post("mobile-desktop-is-completed", { ...DESKTOP, token });

  /** The desktop asks for the hand-off SMS to a number: the code and the link it carries. */
  async function handoffSms(token: string, phoneNumber: string) {
    const sent = await serverOf().post("sms/mobile-sms", {
      ...DESKTOP,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber,
      recaptchaToken: await solveProofOfWork(serverOf().app),
    });
    expect(sent.status).toBe(200);
    const [sms] = await recentOutboxMessages(
      serverOf().database.db,
      { recipient: `+48${phoneNumber}` },
      1,
    );
    expect(sms?.kind).toBe("handoffLink");
    return {
      sentSmsCount: sent.body.sentSmsCount,
      code: /\b(\d{6})\b/.exec(sms!.body)![1]!,
      link: new URL(/https?:\/\/\S+/.exec(sms!.body)![0]),
    };
  }

  /** The desktop types the code from the SMS (`sms/mobile-sms-code`). */
  const typeSmsCode = (token: string, phoneNumber: string, phoneVerificationCode2: string) =>
    serverOf().post("sms/mobile-sms-code", {
      ...DESKTOP,
      token,
      phoneNumberPrefix: "PL",
      phoneNumber,
      phoneVerificationCode2,
    });

  return { atHandoff, qrUrl, codeOf, exchange, phoneToken, poll, handoffSms, typeSmsCode };
}
