/**
 * The SMS and e-mails the server sends, in each of the site's languages, read from the dev
 * outbox: a client of the language registers, asks for the hand-off SMS, continues manually,
 * gets the phone step's SMS code and then the code by e-mail; someone registers their address
 * again (from another language's site), and the owner is told in the language they registered
 * in. Each text is the language's own locale text with its values filled in, never English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LANGUAGES,
  brandForLanguage,
  formVersionFor,
  languageCodeFor,
  resolveLocaleFromPath,
  type Language,
} from "../../src/shared/brand/locales.ts";
import { registrationAttemptDate } from "../../src/server/outbox/duplicate-registration-notice.ts";
import { recentOutboxMessages, type StoredOutboxMessage } from "../../src/server/outbox/outbox.ts";
import {
  loadOrCreateProofOfWorkKeys,
  ProofOfWork,
} from "../../src/server/security/proof-of-work.ts";
import { solvedPayloadFor } from "./proof-of-work.ts";
import { useTestDatabase } from "./test-database.ts";
import {
  STRONG_PASSWORD,
  message,
  startServer,
  uniqueEmail,
  type Answer,
  type TestServer,
} from "./test-server.ts";

/** The messages, by kind, and the locale texts (`messages:<kind>.<part>`) each is made of. */
const MESSAGES = [
  { kind: "handoffLink", channel: "sms", parts: { body: "sms" } },
  { kind: "phoneCode", channel: "sms", parts: { body: "sms" } },
  { kind: "emailCode", channel: "email", parts: { subject: "subject", body: "body" } },
  { kind: "duplicateRegistration", channel: "email", parts: { subject: "subject", body: "body" } },
] as const;
type Kind = (typeof MESSAGES)[number]["kind"];

const irishPersonalData = {
  citizenship: "IE",
  documentType: 2,
  documentNumber: "PA1234567",
  noLimitExpiryDate: true,
  identificationNumber: "1234567T",
  firstName: "Jan",
  lastName: "Kowalski",
  dateOfBirth: "1990-03-27",
};

/** A locale text with its `{{name}}` placeholders filled (the translator's syntax). */
function filled(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in "${text}"`);
    return String(value);
  });
}

/** What a client of the language sends with every call, and the API version its site uses. */
function siteOf(language: Language) {
  const version = formVersionFor({ brand: brandForLanguage(language), language });
  return { version, common: { languageCode: languageCodeFor(language) } };
}

/**
 * new-account as the language's site sends it: English asks for the country of residence; the
 * others ask to confirm the language's country, which a Spanish-site client cannot (Spain is
 * refused), so they say they live in Ireland.
 */
function registration(language: Language, email: string, recaptchaToken: string) {
  const residence =
    language === "en"
      ? { residenceCountry: "IE" }
      : language === "es"
        ? { residenceConfirm: false, residenceCountry: "IE" }
        : { residenceConfirm: true };
  return {
    ...siteOf(language).common,
    ...residence,
    email,
    confirmEmail: email,
    password: STRONG_PASSWORD,
    termsAgreement: true,
    recaptchaToken,
  };
}

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${answer.response.body}`);
  }
  return answer;
}

describe("the messages the server sends, in every language", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  /**
   * Signs challenges with the server's key but easy ones: the server checks each proof as a
   * browser's, and 42 of them (two registrations and a number's first SMS in each language)
   * take no time to solve.
   */
  let easyProofs: ProofOfWork;
  /** Numbers no other client uses: the per-number limit counts across applications. */
  let numbers = 600_700_000;

  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: { RATE_LIMIT_CODE_APPLICATION: "100/24h", RATE_LIMIT_CODE_IP: "1000/1h" },
    });
    easyProofs = new ProofOfWork({
      keys: loadOrCreateProofOfWorkKeys(server.dataDir),
      maxCounter: 10,
      markUsed: () => Promise.resolve(true),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const proof = async () => solvedPayloadFor(await easyProofs.challenge());

  async function newToken(language: Language): Promise<string> {
    const { version, common } = siteOf(language);
    const answer = expectOk(await server.post("get-token", common, version), "get-token");
    return answer.body.token!;
  }

  describe.each(LANGUAGES)("in %s", (language) => {
    const { version, common } = siteOf(language);
    const post = (action: string, payload: Record<string, unknown>) =>
      server.post(action, { ...common, ...payload }, version);
    /** Another language's site, where someone registers this client's address again. */
    const otherLanguage = LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length]!;
    const sent = new Map<Kind, StoredOutboxMessage>();
    let email: string;
    let phone: string;
    let duplicateAttempt: { from: number; to: number };

    beforeAll(async () => {
      // The client registers on their language's site.
      const token = await newToken(language);
      email = uniqueEmail(`owner-${language}`);
      expectOk(
        await post("new-account", { ...registration(language, email, await proof()), token }),
        "new-account",
      );
      // Chooses to take the photos on a phone and has the link sent by SMS…
      const choice = expectOk(
        await post("data-upload-choice", { token, dataUploadChoice: 3 }),
        "data-upload-choice",
      );
      expect(choice.body.next).toBe("mobileSms");
      const number = String(++numbers);
      phone = `+48${number}`;
      const handoff = { token, phoneNumberPrefix: "PL", phoneNumber: number };
      expectOk(
        await post("sms/mobile-sms", { ...handoff, recaptchaToken: await proof() }),
        "mobile-sms",
      );
      // …then continues manually, gives personal data and asks for the phone step's code, to the
      // same number (no bot check again), which is the second SMS: a code by e-mail is offered.
      const skip = expectOk(await post("skip-desktop-waiting", { token }), "skip-desktop-waiting");
      expect(skip.body.next).toBe("personalDataConfirm");
      const personal = expectOk(
        await post("personal-data-confirm", {
          token,
          ...irishPersonalData,
          ...(language === "pl" ? { noPesel: true } : {}),
        }),
        "personal-data-confirm",
      );
      expect(personal.body.next).toBe("desktopSms");
      const sms = expectOk(await post("sms/desktop-sms", handoff), "desktop-sms");
      expect(sms.body.sentSmsCount).toBe(2);
      expectOk(await post("sms/verify-email", handoff), "verify-email");

      // Someone registers the client's address again, on another language's site.
      const other = siteOf(otherLanguage);
      const intruder = await newToken(otherLanguage);
      const from = Date.now();
      expectOk(
        await server.post(
          "new-account",
          { ...registration(otherLanguage, email, await proof()), token: intruder },
          other.version,
        ),
        "the second new-account",
      );
      duplicateAttempt = { from, to: Date.now() };

      const outbox = [
        ...(await recentOutboxMessages(server.database.db, { recipient: phone })),
        ...(await recentOutboxMessages(server.database.db, { recipient: email })),
      ];
      for (const { kind } of MESSAGES) {
        const ofKind = outbox.filter((item) => item.kind === kind);
        if (ofKind.length !== 1) {
          throw new Error(`${ofKind.length} ${kind} messages in the outbox for ${language}`);
        }
        sent.set(kind, ofKind[0]!);
      }
    });

    /** The values a message's texts are filled with, each checked for what it must be. */
    function valuesOf(item: StoredOutboxMessage): Record<string, string | number> {
      const { params } = item;
      const values: Record<string, string | number> = {};
      if (item.kind === "duplicateRegistration") {
        const date = String(params.date);
        // The attempt's minute, written the language's way.
        const { from, to } = duplicateAttempt;
        const minutes = [];
        for (let at = from - (from % 60_000); at <= to; at += 60_000)
          minutes.push(registrationAttemptDate(at, language));
        expect(minutes).toContain(date);
        values.date = date;
        // Whole, with the site's origin: the e-mail is read in a mail client.
        values.remindPasswordUrl = new URL(
          server.services.config.links.remindPassword,
          "http://localhost",
        ).href;
        return values;
      }
      values.code = String(params.code);
      expect(values.code).toMatch(/^\d{6}$/);
      values.minutes = Math.round(server.services.verification.settings.codeTtlMs / 60_000);
      if (item.kind === "handoffLink") {
        values.link = String(params.link);
        const link = new URL(values.link);
        expect(link.origin).toBe("http://localhost");
        const locale = resolveLocaleFromPath(link.pathname);
        expect(locale?.kind === "locale" && locale.locale.language).toBe(language);
        // The site of the language's brand: Russian and Ukrainian are the Polish brand's.
        expect(locale?.kind === "locale" && locale.locale.brand).toBe(brandForLanguage(language));
        expect(link.pathname).toMatch(/\/onboarding\/document-selection$/);
        expect(link.searchParams.get("handoff")).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(link.searchParams.get("mobile")).toBe("true");
      }
      return values;
    }

    it.each(MESSAGES)("the $kind $channel", ({ kind, channel, parts }) => {
      const sentMessage = sent.get(kind)!;
      expect(sentMessage).toMatchObject({
        channel,
        kind,
        language,
        recipient: channel === "sms" ? phone : email,
      });
      const values = valuesOf(sentMessage);
      const texts: Record<string, string> = {
        subject: sentMessage.subject,
        body: sentMessage.body,
      };
      if (!("subject" in parts)) expect(texts.subject).toBe("");
      for (const [field, part] of Object.entries(parts)) {
        const key = `messages:${kind}.${part}`;
        const text = texts[field]!;
        expect(text, `${key} in ${language}`).toBe(filled(message(language, key), values));
        expect(text, `${key} in ${language}`).not.toContain("{{");
        if (language !== "en") {
          expect(text, `${key} in ${language} is English`).not.toBe(
            filled(message("en", key), values),
          );
        }
      }
    });
  });
});
