/** Server-side messages in the client's language, read from the same locale files as the browser. */
import i18next, { type i18n } from "i18next";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../shared/brand/locales.ts";
import type { LocaleResources } from "../config/project-files.ts";

export type ServerTranslate = (
  language: Language,
  keys: string[],
  params?: Record<string, unknown>,
) => string;

export function createServerTranslator(locales: LocaleResources): ServerTranslate {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources: locales,
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: "common",
    ns: Object.keys(locales[FALLBACK_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (language, keys, params) => instance.t(keys, { lng: language, ...params });
}
