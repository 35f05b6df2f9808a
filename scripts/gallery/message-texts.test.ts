import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";
import { loadLocales } from "../../src/server/config/project-files.ts";
import {
  checkSamples,
  MESSAGE_SAMPLES,
  messageKinds,
  renderMessages,
  SAMPLE_CODE,
} from "./message-texts.ts";

const locales = loadLocales();

describe("renderMessages", () => {
  const messages = renderMessages(locales);

  it("renders every kind of locales/en/messages.json in every language", () => {
    expect(messages).toHaveLength(messageKinds(locales).length * LANGUAGES.length);
    for (const kind of messageKinds(locales)) {
      const languages = messages.filter((message) => message.kind === kind).map((m) => m.language);
      expect(languages).toEqual([...LANGUAGES]);
    }
  });

  it("leaves no placeholder unfilled and no key in place of a text", () => {
    for (const message of messages) {
      for (const text of [message.subject ?? "", message.text]) {
        expect(text, `${message.kind} ${message.language}`).not.toMatch(/\{\{|\}\}/);
        expect(text, `${message.kind} ${message.language}`).not.toContain("messages:");
      }
      expect(message.text.trim(), `${message.kind} ${message.language}`).not.toBe("");
    }
  });

  it("gives an e-mail its subject and HTML part, an SMS its length and parts", () => {
    const emailCode = messages.find((m) => m.kind === "emailCode" && m.language === "de")!;
    expect(emailCode.channel).toBe("email");
    expect(emailCode.sms).toBeUndefined();
    expect(emailCode.subject).toContain(SAMPLE_CODE);
    expect(emailCode.html).toContain("<p>");
    const handoff = messages.find((m) => m.kind === "handoffLink" && m.language === "en")!;
    expect(handoff.subject).toBeUndefined();
    expect(handoff.sms).toMatchObject({ encoding: "GSM-7" });
    expect(handoff.text).toContain(
      "https://onboarding.example/eu-en/onboarding/document-selection?handoff=",
    );
  });

  it("writes the Polish phone code SMS in Polish with the code, as UCS-2", () => {
    const polish = messages.find((m) => m.kind === "phoneCode" && m.language === "pl")!;
    expect(polish.text).toContain(SAMPLE_CODE);
    expect(polish.text).toContain("10 min");
    expect(polish.ownText).toBe(true);
    expect(polish.sms).toMatchObject({ encoding: "UCS-2", parts: 1 });
  });

  it("says when a language has no text of its own and shows the fallback", () => {
    const withoutPolish = structuredClone(locales);
    delete withoutPolish.pl.messages;
    const polish = renderMessages(withoutPolish).find(
      (m) => m.kind === "phoneCode" && m.language === "pl",
    )!;
    const english = messages.find((m) => m.kind === "phoneCode" && m.language === "en")!;
    expect(polish).toMatchObject({ ownText: false, text: english.text });
  });
});

describe("checkSamples", () => {
  it("passes the samples of today's kinds", () => {
    expect(() => checkSamples(locales, MESSAGE_SAMPLES)).not.toThrow();
  });

  it("throws when a kind compliance added to locales/en/messages.json has no sample", () => {
    const added = structuredClone(locales);
    added.en.messages = { ...added.en.messages, accountOpened: { sms: "Welcome!" } };
    expect(() => renderMessages(added)).toThrow(/"accountOpened" needs exactly one sample/);
  });

  it("throws when a sample's channel has no texts in English", () => {
    const samples = MESSAGE_SAMPLES.map((sample) =>
      sample.kind === "phoneCode" ? { ...sample, channel: "email" as const } : sample,
    );
    expect(() => checkSamples(locales, samples)).toThrow(/"phoneCode" lacks its email texts/);
  });

  it("throws when a sample's kind has no texts", () => {
    const samples = [
      ...MESSAGE_SAMPLES,
      { kind: "gone", channel: "sms" as const, params: () => ({}) },
    ];
    expect(() => checkSamples(locales, samples)).toThrow(/the sample "gone" has no texts/);
  });
});
