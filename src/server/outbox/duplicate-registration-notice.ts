/**
 * The message to an account's owner when someone registers their email again: the registration
 * is answered like any other (so it does not tell whether an account exists); the owner learns of
 * it here, in the language of their own application.
 */
import {
  FALLBACK_LANGUAGE,
  intlTagOf,
  isLanguage,
  type Language,
} from "../../shared/brand/locales.ts";
import type { ServerTranslate } from "../i18n/server-translator.ts";
import { messageTexts } from "../messaging/send-message.ts";
import type { EmailOwner } from "../storage/application-store/registration.ts";
import type { OutboxMessage } from "./outbox.ts";

export interface DuplicateRegistrationContext {
  translate: ServerTranslate;
  /** When the second registration was made. */
  attemptedAt: number;
  remindPasswordUrl: string;
}

export const DUPLICATE_REGISTRATION = "duplicateRegistration";

/**
 * When the second registration was made, as the notice says it: in the owner's language, to the
 * minute, in UTC (the owner's own time zone is not known), saying so.
 *
 * @example registrationAttemptDate(Date.UTC(2025, 10, 23, 9, 5), "en") // "23 November 2025 at 09:05 UTC"
 * @example registrationAttemptDate(Date.UTC(2025, 10, 23, 9, 5), "pl") // "23 listopada 2025 09:05 UTC"
 */
export function registrationAttemptDate(attemptedAt: number, language: Language): string {
  const format = new Intl.DateTimeFormat(intlTagOf(language), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${format.format(attemptedAt)} UTC`;
}

export function duplicateRegistrationNotice(
  owner: EmailOwner,
  context: DuplicateRegistrationContext,
): OutboxMessage {
  const language = isLanguage(owner.language) ? owner.language : FALLBACK_LANGUAGE;
  const params = {
    date: registrationAttemptDate(context.attemptedAt, language),
    remindPasswordUrl: context.remindPasswordUrl,
  };
  const texts = messageTexts(context.translate, {
    channel: "email",
    kind: DUPLICATE_REGISTRATION,
    language,
    params,
  });
  return {
    channel: "email",
    recipient: owner.email,
    kind: DUPLICATE_REGISTRATION,
    language,
    params,
    subject: texts.subject ?? "",
    body: texts.text,
  };
}
