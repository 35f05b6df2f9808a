/**
 * The message to an account's owner when someone registers their email again: the registration
 * is answered like any other (so it does not tell whether an account exists); the owner learns of
 * it here, in the language of their own application.
 */
import { FALLBACK_LANGUAGE, isLanguage } from "../../shared/brand/locales.ts";
import type { ServerTranslate } from "../i18n/server-translator.ts";
import type { EmailOwner } from "../storage/application-store/registration.ts";
import type { OutboxMessage } from "./outbox.ts";

export interface DuplicateRegistrationContext {
  translate: ServerTranslate;
  /** When the second registration was made. */
  attemptedAt: number;
  remindPasswordUrl: string;
}

export const DUPLICATE_REGISTRATION = "duplicateRegistration";

export function duplicateRegistrationNotice(
  owner: EmailOwner,
  context: DuplicateRegistrationContext,
): OutboxMessage {
  const language = isLanguage(owner.language) ? owner.language : FALLBACK_LANGUAGE;
  const key = (name: string) => [`messages:${DUPLICATE_REGISTRATION}.${name}`];
  const params = {
    date: `${new Date(context.attemptedAt).toISOString().slice(0, 16).replace("T", " ")} UTC`,
    remindPasswordUrl: context.remindPasswordUrl,
  };
  return {
    channel: "email",
    recipient: owner.email,
    kind: DUPLICATE_REGISTRATION,
    language,
    params,
    subject: context.translate(language, key("subject"), params),
    body: context.translate(language, key("body"), params),
  };
}
