/** E-mail through an SMTP server (nodemailer), from `SMTP_URL` and `SMTP_FROM`. */
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { SendFailedError, type Message, type MessageSender } from "./message-sender.ts";

export interface SmtpSenderOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (nodemailer's connection URL). */
  url: string;
  from: string;
  /** Longest wait for the server at each stage. @default 10000 */
  timeoutMs?: number;
}

export function createSmtpSender({
  url,
  from,
  timeoutMs = 10_000,
}: SmtpSenderOptions): MessageSender {
  const options: SMTPTransport.Options = {
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  const transport = nodemailer.createTransport(options);
  return {
    kind: "smtp",
    async send(message: Message): Promise<void> {
      if (message.channel !== "email") throw new SendFailedError("SMTP sends e-mail only");
      try {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? "",
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        throw new SendFailedError(`SMTP: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
