/**
 * Translations, loaded by namespace as separate chunks the browser caches as immutable assets:
 * the shell's (`common`, `errors`) at start, a step's own namespace with the step (`loadNamespace`),
 * each for the user's language and for English (the fallback). A translator reads the texts as
 * they are when it is asked, so a namespace loaded later is found.
 */
import {
  contentLanguageOf,
  FALLBACK_LANGUAGE,
  intlTagOf,
  type Language,
} from "../shared/brand/locales.ts";
import type { Translator } from "../engine/index.ts";
import { SHELL_NAMESPACES } from "../shared/i18n/shell-namespaces.ts";
import { createTranslate, type TextResources } from "../shared/i18n/translate.ts";

type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// Messages (SMS and e-mail texts), the built-in client zone's page and the pages outside the
// form (infoPages) are the server's: the browser never loads them. The document upload's (its
// user-input form's included) and the phone hand-off's texts are named by their own code, which
// loads with their routes (`addLocaleFiles`), so this map in the page's first chunk stays short.
// Keys are short (`./en/common.json`) for the same reason.
const localeFiles: LocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    "./*/*.json",
    "!./*/messages.json",
    "!./*/clientZone.json",
    "!./*/infoPages.json",
    "!./*/capture.json",
    "!./*/identityJourney.json",
    "!./*/documentFields.json",
    "!./*/handoff.json",
    "!./*/identityUserInput.json",
  ],
  { base: "../../locales" },
);

/** Locale files that code loaded later names (same keys: `./en/capture.json`). */
export function addLocaleFiles(files: LocaleFiles): void {
  Object.assign(localeFiles, files);
}

/** Whether a language has locale files of its own (otherwise every text is the fallback's). */
export function hasOwnTexts(language: Language): boolean {
  return Object.keys(localeFiles).some((file) => file.startsWith(`./${language}/`));
}

const languagesOf = (language: Language): Language[] =>
  language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];

/** The texts loaded so far, by language and namespace; translators read this object. */
const texts: Partial<Record<Language, Record<string, unknown>>> = {};
const loading = new Map<string, Promise<void>>();

/** Loads a namespace of the language and of English into the texts, once. */
export function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let done = loading.get(key);
  if (!done) {
    done = Promise.all(
      languagesOf(language).map(async (lang) => {
        const load = localeFiles[`./${lang}/${namespace}.json`];
        // A language without this namespace falls back to English text by text.
        if (!load) return;
        const loaded = (await load()).default;
        (texts[lang] ??= {})[namespace] = loaded;
      }),
    ).then(() => undefined);
    loading.set(key, done);
  }
  return done;
}

/** The shell's texts in the user's language and in English. */
export async function loadTexts(language: Language): Promise<TextResources> {
  await Promise.all(SHELL_NAMESPACES.map((namespace) => loadNamespace(language, namespace)));
  return texts;
}

/** The tag of the language the texts are in, for `Intl` and `<html lang>`. */
export function contentIntlTagOf(language: Language): string {
  return intlTagOf(contentLanguageOf(language, hasOwnTexts));
}

/** The engine's translator for the user's language. */
export function translatorOf(resources: TextResources, language: Language): Translator {
  const translate = createTranslate(resources);
  return {
    // Country and month names in the language the texts are in, not a third one beside English.
    intlTag: contentIntlTagOf(language),
    exists: (key) => translate.exists(language, key),
    t: (keys, params) => translate.t(language, keys, params),
  };
}
