/**
 * Server-side messages in the client's language, read from the same locale files as the browser,
 * through i18next.
 */
import type { Language } from "../../shared/brand/locales.ts";
import { createI18nextTranslate } from "../../shared/i18n/i18next-translate.ts";
import type { LocaleResources } from "../config/project-files.ts";

export type ServerTranslate = (
  language: Language,
  keys: string[],
  params?: Record<string, unknown>,
) => string;

export function createServerTranslator(locales: LocaleResources): ServerTranslate {
  const translate = createI18nextTranslate(locales);
  return (language, keys, params) => translate.t(language, keys, params);
}
