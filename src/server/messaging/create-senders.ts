/** The senders the configuration names: the dev outbox by default, SMTP and an SMS gateway for real. */
import type { MessagingSettings } from "../config/messaging-settings.ts";
import { createHttpSmsSender } from "./http-sms-sender.ts";
import { OUTBOX_SENDER, type MessageSender } from "./message-sender.ts";
import { createSmtpSender } from "./smtp-sender.ts";

export interface Senders {
  email: MessageSender;
  sms: MessageSender;
}

export function createSenders(settings: MessagingSettings): Senders {
  return {
    email:
      settings.email === "smtp"
        ? createSmtpSender({ url: settings.smtpUrl!, from: settings.smtpFrom })
        : OUTBOX_SENDER,
    sms:
      settings.sms === "http"
        ? createHttpSmsSender({
            url: settings.smsGatewayUrl!,
            auth: settings.smsGatewayAuth,
            timeoutMs: settings.smsGatewayTimeoutMs,
            retries: settings.smsGatewayRetries,
          })
        : OUTBOX_SENDER,
  };
}
