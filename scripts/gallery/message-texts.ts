/**
 * The gallery's SMS and e-mails: every kind of message the server sends, in every language,
 * rendered from the real locale files by the server's own translator and `messageTexts`, with
 * made-up values shaped as the server's. A kind in locales/en/messages.json without a sample
 * here stops the gallery, so no message compliance adds goes unshown.
 */
import { createHash } from "node:crypto";
import { brandForLanguage, LANGUAGES, type Language } from "../../src/shared/brand/locales.ts";
import { handoffUrl } from "../../src/server/actions/handoff-link.ts";
import { DEFAULT_LINKS } from "../../src/server/config/link-settings.ts";
import { loadLocales, type LocaleResources } from "../../src/server/config/project-files.ts";
import { createServerTranslator } from "../../src/server/i18n/server-translator.ts";
import type { Message } from "../../src/server/messaging/message-sender.ts";
import { messageTexts, type MessageTexts } from "../../src/server/messaging/send-message.ts";
import {
  DUPLICATE_REGISTRATION,
  registrationAttemptDate,
} from "../../src/server/outbox/duplicate-registration-notice.ts";
import {
  codeValidityMinutes,
  DEFAULT_VERIFICATION_SETTINGS,
} from "../../src/server/verification/verification-settings.ts";
import { smsLength, type SmsLength } from "./sms-parts.ts";

export interface MessageSample {
  kind: string;
  channel: Message["channel"];
  /** Made-up values, as the server fills them in for a person of the language. */
  params: (language: Language) => Record<string, string | number>;
}

/** The made-up site the samples' links lead to. */
export const SAMPLE_ORIGIN = "https://onboarding.example";
/** A one-time code as the server makes them: six digits. */
export const SAMPLE_CODE = "482913";
const codeParams = () => ({
  code: SAMPLE_CODE,
  minutes: codeValidityMinutes(DEFAULT_VERIFICATION_SETTINGS),
});
/** A hand-off code as the server makes them: 32 bytes in base64url, 43 characters. */
const SAMPLE_HANDOFF_CODE = createHash("sha256").update("gallery").digest("base64url");

export const MESSAGE_SAMPLES: readonly MessageSample[] = [
  {
    kind: DUPLICATE_REGISTRATION,
    channel: "email",
    params: (language) => ({
      date: registrationAttemptDate(Date.UTC(2025, 10, 23, 9, 5), language),
      remindPasswordUrl: new URL(DEFAULT_LINKS.remindPassword, SAMPLE_ORIGIN).href,
    }),
  },
  { kind: "phoneCode", channel: "sms", params: codeParams },
  { kind: "emailCode", channel: "email", params: codeParams },
  {
    kind: "handoffLink",
    channel: "sms",
    params: (language) => ({
      ...codeParams(),
      link: handoffUrl(
        SAMPLE_ORIGIN,
        { brand: brandForLanguage(language), language },
        SAMPLE_HANDOFF_CODE,
        "mobile",
      ),
    }),
  },
];

export interface RenderedMessage extends MessageTexts {
  kind: string;
  channel: Message["channel"];
  language: Language;
  /** False when the language has no text of its own and the translator's fallback is shown. */
  ownText: boolean;
  /** SMS only: its length and parts. */
  sms?: SmsLength;
}

const PARTS: Record<Message["channel"], readonly string[]> = {
  sms: ["sms"],
  email: ["subject", "body"],
};

const textsOf = (locales: LocaleResources, language: Language, kind: string) =>
  (locales[language]?.messages?.[kind] ?? {}) as Record<string, unknown>;

const hasTexts = (locales: LocaleResources, language: Language, sample: MessageSample) =>
  PARTS[sample.channel].every(
    (part) => typeof textsOf(locales, language, sample.kind)[part] === "string",
  );

/** The kinds of message locales/en/messages.json has texts for, in its order. */
export function messageKinds(locales: LocaleResources): string[] {
  return Object.keys(locales.en.messages ?? {});
}

/**
 * Throws, naming them, unless every kind of locales/en/messages.json has one sample and every
 * sample a kind there with its channel's texts.
 */
export function checkSamples(locales: LocaleResources, samples: readonly MessageSample[]): void {
  const kinds = messageKinds(locales);
  const problems = [
    ...kinds
      .filter((kind) => samples.filter((sample) => sample.kind === kind).length !== 1)
      .map((kind) => `"${kind}" needs exactly one sample in scripts/gallery/message-texts.ts`),
    ...samples
      .filter((sample) => !kinds.includes(sample.kind))
      .map((sample) => `the sample "${sample.kind}" has no texts in locales/en/messages.json`),
    ...samples
      .filter((sample) => kinds.includes(sample.kind) && !hasTexts(locales, "en", sample))
      .map(
        (sample) =>
          `"${sample.kind}" lacks its ${sample.channel} texts (${PARTS[sample.channel].join(", ")}) in locales/en/messages.json`,
      ),
  ];
  if (problems.length) throw new Error(`Gallery message samples: ${problems.join("; ")}`);
}

/**
 * Every kind of message in every language, kind by kind in the order of
 * locales/en/messages.json, as the server would send it; throws when a kind has no sample.
 */
export function renderMessages(
  locales: LocaleResources = loadLocales(),
  samples: readonly MessageSample[] = MESSAGE_SAMPLES,
): RenderedMessage[] {
  checkSamples(locales, samples);
  const translate = createServerTranslator(locales);
  return messageKinds(locales).flatMap((kind) => {
    const sample = samples.find((candidate) => candidate.kind === kind)!;
    return LANGUAGES.map((language): RenderedMessage => {
      const { channel } = sample;
      const texts = messageTexts(translate, {
        channel,
        kind,
        language,
        params: sample.params(language),
      });
      return {
        kind,
        channel,
        language,
        ownText: hasTexts(locales, language, sample),
        ...texts,
        ...(channel === "sms" ? { sms: smsLength(texts.text) } : {}),
      };
    });
  });
}
