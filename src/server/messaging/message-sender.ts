/**
 * Sending a message to a person: an e-mail or an SMS, its texts already in the person's
 * language. Each sender (SMTP, an SMS gateway, the dev outbox) implements this; which one is
 * used is configuration (see create-senders.ts).
 */
export interface Message {
  channel: "email" | "sms";
  /** E-mail address, or E.164 phone number. */
  recipient: string;
  /** E-mail only. */
  subject?: string;
  /** The plain text (the SMS, or the e-mail's text part). */
  text: string;
  /** E-mail only: the HTML part. */
  html?: string;
}

export interface MessageSender {
  /** Which sender this is, for the log and the stored message. */
  readonly kind: string;
  /** Resolves once the message is handed over; rejects (SendFailedError) when it could not be. */
  send(message: Message): Promise<void>;
}

/** The message could not be handed over; the reason is for the log, never for the person. */
export class SendFailedError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = "SendFailedError";
  }
}

/** The dev outbox: the message stays in the database (outbox_messages), readable on /dev/outbox. */
export const OUTBOX_SENDER: MessageSender = {
  kind: "outbox",
  send: () => Promise.resolve(),
};
