/**
 * The gallery's "Messages" section: each SMS and e-mail the server sends, a table per kind with
 * a row per language: its subject, its text as sent (line breaks kept) and, for an SMS, its
 * length and the SMS parts it costs.
 */
import { FALLBACK_LANGUAGE, intlTagOf } from "../../src/shared/brand/locales.ts";
import { escapeHtml } from "./escape-html.ts";
import type { RenderedMessage } from "./message-texts.ts";
import type { SmsLength } from "./sms-parts.ts";

export const MESSAGES_SECTION_ID = "messages";

export const MESSAGES_CSS = `.messages table { border-collapse: collapse; margin: 8px 0 24px; }
.messages th, .messages td { border: 1px solid #e4e7ec; padding: 6px 8px; text-align: left; vertical-align: top; }
.message-text { white-space: pre-wrap; overflow-wrap: anywhere; max-width: 72ch; }
.message-note { color: #475467; font-size: 13px; }`;

const CHANNEL_NAMES: Record<RenderedMessage["channel"], string> = { sms: "SMS", email: "E-mail" };

const idOf = (kind: string) => `message-${kind}`;
const kindsOf = (messages: readonly RenderedMessage[]) => [...new Set(messages.map((m) => m.kind))];
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** @example smsLengthText({ characters: 70, parts: 1, encoding: "UCS-2" }) // "70 characters, 1 SMS part (UCS-2)" */
export function smsLengthText({ characters, parts, encoding }: SmsLength): string {
  return `${plural(characters, "character")}, ${plural(parts, "SMS part")} (${encoding})`;
}

/** The contents' entry: the section and each kind in it; empty without messages. */
export function messagesContentsItem(messages: readonly RenderedMessage[]): string {
  if (!messages.length) return "";
  const kinds = kindsOf(messages)
    .map((kind) => `<li><a href="#${escapeHtml(idOf(kind))}">${escapeHtml(kind)}</a></li>`)
    .join("");
  return `<li><a href="#${MESSAGES_SECTION_ID}">Messages: SMS and e-mails</a><ol>${kinds}</ol></li>`;
}

function rowOf(message: RenderedMessage, withSubject: boolean, withLength: boolean): string {
  const lang = intlTagOf(message.ownText ? message.language : FALLBACK_LANGUAGE);
  const fallback = message.ownText
    ? ""
    : `<br><span class="message-note">no text of its own: the fallback is sent</span>`;
  const cells = [
    `<th scope="row">${escapeHtml(message.language)}${fallback}</th>`,
    `<td>${CHANNEL_NAMES[message.channel]}</td>`,
    withSubject ? `<td lang="${lang}">${escapeHtml(message.subject ?? "")}</td>` : "",
    `<td class="message-text" lang="${lang}">${escapeHtml(message.text)}</td>`,
    withLength
      ? `<td class="message-note">${message.sms ? escapeHtml(smsLengthText(message.sms)) : ""}</td>`
      : "",
  ];
  return `<tr>${cells.join("")}</tr>`;
}

function kindTable(kind: string, messages: readonly RenderedMessage[]): string {
  const withSubject = messages.some((message) => message.subject !== undefined);
  const withLength = messages.some((message) => message.sms);
  const channels = [...new Set(messages.map((message) => CHANNEL_NAMES[message.channel]))];
  const head = [
    "Language",
    "Channel",
    ...(withSubject ? ["Subject"] : []),
    "Text",
    ...(withLength ? ["Length"] : []),
  ]
    .map((name) => `<th scope="col">${name}</th>`)
    .join("");
  const rows = messages.map((message) => rowOf(message, withSubject, withLength)).join("\n");
  return `<h3 id="${escapeHtml(idOf(kind))}">${escapeHtml(`${kind} · ${channels.join(", ")}`)}</h3>
<table><thead><tr>${head}</tr></thead><tbody>
${rows}
</tbody></table>`;
}

/** The section: a table per kind, in the order given; empty without messages. */
export function messagesSectionHtml(messages: readonly RenderedMessage[]): string {
  if (!messages.length) return "";
  const tables = kindsOf(messages)
    .map((kind) =>
      kindTable(
        kind,
        messages.filter((message) => message.kind === kind),
      ),
    )
    .join("\n");
  return `<section id="${MESSAGES_SECTION_ID}" class="messages"><h2>Messages: SMS and e-mails</h2>
<p>Each text as the server sends it, filled with made-up values. An e-mail also carries the same text as its HTML part.</p>
${tables}
</section>`;
}
