/** The engine's Translator over the project's locale files, for tests (the app's own translate). */
import { intlTagOf, type Language } from "../../src/shared/brand/locales.ts";
import type { Translator } from "../../src/engine/index.ts";
import { createTranslate } from "../../src/shared/i18n/translate.ts";
import type { LocaleResources } from "../../src/server/config/project-files.ts";

export function localeTranslator(locales: LocaleResources, language: Language): Translator {
  const translate = createTranslate(locales);
  return {
    intlTag: intlTagOf(language),
    exists: (key) => translate.exists(language, key),
    t: (keys, params) => translate.t(language, keys, params),
  };
}
