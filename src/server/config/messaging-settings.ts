/**
 * How messages to people (codes, notices) are sent, ServerConfig's `messaging`: the senders
 * messaging/create-senders.ts builds, and whether the dev outbox is served.
 */
import { devOutboxWanted } from "./dev-outbox-setting.ts";
import { positiveWholeNumber, wholeNumber } from "./environment-values.ts";

/**
 * Where SMS and e-mail go. `outbox` (the default) keeps them in the database, readable on the
 * dev outbox page; the others send them for real.
 */
export interface MessagingSettings {
  /** `EMAIL_SENDER`: `outbox` or `smtp`. @default "outbox" */
  email: "outbox" | "smtp";
  /** `SMS_SENDER`: `outbox` or `http`. @default "outbox" */
  sms: "outbox" | "http";
  /** `SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587` or `smtps://…`. */
  smtpUrl: string | undefined;
  /** `SMTP_FROM`, the sender address. @default "onboarding@localhost" */
  smtpFrom: string;
  /** `SMS_GATEWAY_URL`: the gateway's endpoint for a JSON POST `{ to, text }`. */
  smsGatewayUrl: string | undefined;
  /** `SMS_GATEWAY_AUTH`: the header the gateway wants, as `Name: value`. */
  smsGatewayAuth: { name: string; value: string } | undefined;
  /** `SMS_GATEWAY_TIMEOUT_MS`: one attempt's longest wait. @default 5000 */
  smsGatewayTimeoutMs: number;
  /** `SMS_GATEWAY_RETRIES`: attempts after the first when the gateway answers 5xx or not at all. @default 2 */
  smsGatewayRetries: number;
  /**
   * The dev outbox page and API (`/dev/outbox`), which show codes: `DEV_OUTBOX`, by default on
   * only for a server on loopback (dev-outbox-setting.ts).
   */
  devOutbox: boolean;
}

export function readMessagingSettings(env: NodeJS.ProcessEnv): MessagingSettings {
  const email = env.EMAIL_SENDER || "outbox";
  const sms = env.SMS_SENDER || "outbox";
  if (email !== "outbox" && email !== "smtp")
    throw new Error(`EMAIL_SENDER must be outbox or smtp, not "${email}"`);
  if (sms !== "outbox" && sms !== "http")
    throw new Error(`SMS_SENDER must be outbox or http, not "${sms}"`);
  if (email === "smtp" && !env.SMTP_URL) throw new Error("EMAIL_SENDER=smtp needs SMTP_URL");
  if (sms === "http" && !env.SMS_GATEWAY_URL)
    throw new Error("SMS_SENDER=http needs SMS_GATEWAY_URL");
  let smsGatewayAuth: MessagingSettings["smsGatewayAuth"];
  if (env.SMS_GATEWAY_AUTH) {
    const colon = env.SMS_GATEWAY_AUTH.indexOf(":");
    if (colon < 1) throw new Error('SMS_GATEWAY_AUTH must look like "Authorization: Bearer …"');
    smsGatewayAuth = {
      name: env.SMS_GATEWAY_AUTH.slice(0, colon).trim(),
      value: env.SMS_GATEWAY_AUTH.slice(colon + 1).trim(),
    };
  }
  return {
    email,
    sms,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || "onboarding@localhost",
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayAuth,
    smsGatewayTimeoutMs: positiveWholeNumber(
      env.SMS_GATEWAY_TIMEOUT_MS,
      5000,
      "SMS_GATEWAY_TIMEOUT_MS",
    ),
    smsGatewayRetries: wholeNumber(env.SMS_GATEWAY_RETRIES, 2, "SMS_GATEWAY_RETRIES"),
    devOutbox: devOutboxWanted(env),
  };
}
