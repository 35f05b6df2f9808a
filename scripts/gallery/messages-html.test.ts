import { describe, expect, it } from "vitest";
import type { RenderedMessage } from "./message-texts.ts";
import { messagesContentsItem, messagesSectionHtml, smsLengthText } from "./messages-html.ts";

const message = (overrides: Partial<RenderedMessage>): RenderedMessage => ({
  kind: "phoneCode",
  channel: "sms",
  language: "pl",
  ownText: true,
  text: "482913 to Twój kod weryfikacyjny, ważny 10 min. Nikomu go nie podawaj.",
  sms: { characters: 70, parts: 1, encoding: "UCS-2" },
  ...overrides,
});

const emailCode = message({
  kind: "emailCode",
  channel: "email",
  language: "de",
  subject: "Ihr Code: 482913",
  text: "Hallo,\n\nIhr Code <b>482913</b> & mehr",
  sms: undefined,
});

describe("messagesSectionHtml", () => {
  const messages = [
    message({}),
    message({ language: "en", text: "482913 is your code.", sms: undefined }),
    emailCode,
  ];
  const html = messagesSectionHtml(messages);

  it("has a table per kind, in the order given, each listed in the contents", () => {
    expect(html.indexOf('id="message-phoneCode"')).toBeLessThan(
      html.indexOf('id="message-emailCode"'),
    );
    const contents = messagesContentsItem(messages);
    expect(contents).toContain('<a href="#messages">');
    expect(contents).toContain('<a href="#message-phoneCode">phoneCode</a>');
    expect(contents).toContain('<a href="#message-emailCode">emailCode</a>');
  });

  it("shows a row per language with its channel, and an SMS's length and parts", () => {
    expect(html).toContain('<h3 id="message-phoneCode">phoneCode · SMS</h3>');
    expect(html).toContain('<th scope="row">pl</th><td>SMS</td>');
    expect(html).toContain("70 characters, 1 SMS part (UCS-2)");
    expect(html).toContain(
      '<th scope="row">de</th><td>E-mail</td><td lang="de">Ihr Code: 482913</td>',
    );
  });

  it("escapes the texts and keeps their line breaks for white-space: pre-wrap", () => {
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      '<td class="message-text" lang="de">Hallo,\n\nIhr Code &#60;b&#62;482913&#60;/b&#62; &#38; mehr</td>',
    );
  });

  it("says when a language's text is the fallback, and marks it as the fallback's language", () => {
    const fallback = messagesSectionHtml([message({ language: "lt", ownText: false })]);
    expect(fallback).toContain("no text of its own");
    expect(fallback).toContain('<td class="message-text" lang="en-GB">');
  });

  it("is empty without messages", () => {
    expect(messagesSectionHtml([])).toBe("");
    expect(messagesContentsItem([])).toBe("");
  });
});

describe("smsLengthText", () => {
  it("counts characters and parts, naming the encoding", () => {
    expect(smsLengthText({ characters: 239, parts: 2, encoding: "GSM-7" })).toBe(
      "239 characters, 2 SMS parts (GSM-7)",
    );
  });
});
