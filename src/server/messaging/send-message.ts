/**
 * Sends a message to a person and keeps a record of it in the outbox. The texts come from
 * `locales/<lang>/messages.json` (`messages:<kind>.…`), filled with the message's values. With
 * the dev outbox as sender, the record is the message itself (the page /dev/outbox shows it);
 * with a real sender, the record keeps no secret: the values named secret are masked.
 */
import type { Kysely } from "kysely";
import type { Language } from "../../shared/brand/locales.ts";
import type { ServerTranslate } from "../i18n/server-translator.ts";
import { enqueueOutboxMessage } from "../outbox/outbox.ts";
import type { DatabaseSchema } from "../storage/tables.ts";
import { SendFailedError, type Message, type MessageSender } from "./message-sender.ts";

const MASK = "••••••";

export interface MessageRequest {
  channel: Message["channel"];
  recipient: string;
  applicationId?: string;
  /** Which message: its texts are `messages:<kind>.sms` (SMS) or `.subject` and `.body` (e-mail). */
  kind: string;
  language: Language;
  params: Record<string, string | number>;
  /** Values that must not be kept once sent by a real sender (a one-time code). */
  secret?: readonly string[];
}

export interface MessageContext {
  db: Kysely<DatabaseSchema>;
  translate: ServerTranslate;
  sender: MessageSender;
  now?: () => number;
}

/** Sends messages through the configured sender of their channel. */
export class Messenger {
  /** Told when a sender fails, for the log; replaceable once the server's logger exists. */
  onSendFailed: (error: Error, channel: Message["channel"]) => void = () => undefined;
  /** Told of every message sent, for the metrics. */
  onSent: (channel: Message["channel"], kind: string) => void = () => undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly translate: ServerTranslate,
    private readonly senders: Readonly<Record<Message["channel"], MessageSender>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Sends the message; rejects with SendFailedError (nothing recorded) when the sender could not. */
  async send(request: MessageRequest): Promise<void> {
    try {
      await sendMessage(
        {
          db: this.db,
          translate: this.translate,
          sender: this.senders[request.channel],
          now: this.now,
        },
        request,
      );
      this.onSent(request.channel, request.kind);
    } catch (error) {
      if (error instanceof SendFailedError) this.onSendFailed(error, request.channel);
      throw error;
    }
  }
}

/** What a message says, whoever it goes to: its kind, language and values. */
export type MessageTextsRequest = Pick<MessageRequest, "channel" | "kind" | "language" | "params">;

/** A message's texts: the SMS's text, or the e-mail's subject, text and HTML parts. */
export type MessageTexts = Pick<Message, "subject" | "text" | "html">;

/** Sends the message; rejects with SendFailedError (nothing recorded) when the sender could not. */
export async function sendMessage(context: MessageContext, request: MessageRequest): Promise<void> {
  const texts = (params: Record<string, string | number>) =>
    messageTexts(context.translate, { ...request, params });
  const message: Message = {
    channel: request.channel,
    recipient: request.recipient,
    ...texts(request.params),
  };
  await context.sender.send(message);
  const keepSecrets = context.sender.kind === "outbox";
  const kept = keepSecrets ? request.params : masked(request.params, request.secret ?? []);
  const record = keepSecrets ? message : { ...message, ...texts(kept) };
  const at = (context.now ?? Date.now)();
  await enqueueOutboxMessage(
    context.db,
    {
      channel: request.channel,
      applicationId: request.applicationId,
      recipient: request.recipient.toLowerCase(),
      kind: request.kind,
      language: request.language,
      params: kept,
      subject: record.subject ?? "",
      body: record.text,
    },
    at,
    at,
  );
}

/**
 * The texts a message is sent with, from `messages:<kind>.sms` or `.subject` and `.body`; needs
 * no database nor sender, so the gallery shows the very texts sent.
 *
 * @example messageTexts(translate, { channel: "sms", kind: "phoneCode", language: "pl", params: { code: "482913", minutes: 10 } })
 *   // { text: "482913 to Twój kod weryfikacyjny, ważny 10 min. Nikomu go nie podawaj." }
 */
export function messageTexts(
  translate: ServerTranslate,
  { channel, kind, language, params }: MessageTextsRequest,
): MessageTexts {
  const text = (part: string) => translate(language, [`messages:${kind}.${part}`], params);
  if (channel === "sms") return { text: text("sms") };
  const body = text("body");
  return { subject: text("subject"), text: body, html: htmlOfText(body) };
}

function masked(
  params: Record<string, string | number>,
  secret: readonly string[],
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, secret.includes(name) ? MASK : value]),
  );
}

/** The e-mail's HTML part: the same text, escaped, a paragraph per blank-line-separated block. */
export function htmlOfText(text: string): string {
  const escape = (part: string) =>
    part.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, "<br>");
  const paragraphs = text
    .split(/\n{2,}/)
    .map((part) => `<p>${escape(part.trim())}</p>`)
    .join("\n");
  return `<!doctype html>\n<html><body>\n${paragraphs}\n</body></html>\n`;
}
