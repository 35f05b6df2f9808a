/**
 * Translations: every namespace of the user's language and of English (the fallback) loaded as
 * separate chunks, cached by the browser as immutable assets.
 */
import i18next, { type i18n } from "i18next";
import {
  contentLanguageOf,
  FALLBACK_LANGUAGE,
  intlTagOf,
  type Language,
} from "../shared/brand/locales.ts";
import type { Translator } from "../engine/index.ts";

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../locales/*/*.json",
);

/** Whether a language has locale files of its own (otherwise every text is the fallback's). */
export function hasOwnTexts(language: Language): boolean {
  return Object.keys(localeFiles).some((file) => file.startsWith(`../../locales/${language}/`));
}

async function loadLanguage(language: Language): Promise<Record<string, Record<string, unknown>>> {
  const prefix = `../../locales/${language}/`;
  const entries = Object.entries(localeFiles).filter(([file]) => file.startsWith(prefix));
  const namespaces = await Promise.all(
    entries.map(
      async ([file, load]) =>
        [file.slice(prefix.length, -".json".length), (await load()).default] as const,
    ),
  );
  return Object.fromEntries(namespaces);
}

export async function createI18n(language: Language): Promise<i18n> {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const loaded = await Promise.all(languages.map(loadLanguage));
  const resources = Object.fromEntries(languages.map((lang, i) => [lang, loaded[i]!]));
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnObjects: false,
  });
  return instance;
}

/** The engine's view of an i18next instance. */
export function translatorOf(instance: i18n, language: Language): Translator {
  return {
    // Country and month names in the language the texts are in, not a third one beside English.
    intlTag: intlTagOf(contentLanguageOf(language, hasOwnTexts)),
    exists: (key) => instance.exists(key),
    t: (keys, params) => instance.t(keys, params),
  };
}
