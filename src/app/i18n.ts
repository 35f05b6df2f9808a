/**
 * Translations: every namespace of the user's language and of English (the fallback) loaded as
 * separate chunks, cached by the browser as immutable assets.
 */
import {
  contentLanguageOf,
  FALLBACK_LANGUAGE,
  intlTagOf,
  type Language,
} from "../shared/brand/locales.ts";
import type { Translator } from "../engine/index.ts";
import { createTranslate, type TextResources } from "../shared/i18n/translate.ts";

// Messages (SMS and e-mail texts) are the server's: the browser never loads them.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  "../../locales/*/*.json",
  "!../../locales/*/messages.json",
]);

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

/** The texts of the user's language and of English (the fallback), loaded together. */
export async function loadTexts(language: Language): Promise<TextResources> {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const loaded = await Promise.all(languages.map(loadLanguage));
  return Object.fromEntries(languages.map((lang, i) => [lang, loaded[i]!]));
}

/** The engine's translator for the user's language. */
export function translatorOf(resources: TextResources, language: Language): Translator {
  const translate = createTranslate(resources);
  return {
    // Country and month names in the language the texts are in, not a third one beside English.
    intlTag: intlTagOf(contentLanguageOf(language, hasOwnTexts)),
    exists: (key) => translate.exists(language, key),
    t: (keys, params) => translate.t(language, keys, params),
  };
}
