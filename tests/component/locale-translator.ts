/** The engine's Translator over the project's locale files, for tests (i18next, as in the app). */
import i18next from "i18next";
import { intlTagOf, type Language } from "../../src/shared/brand/locales.ts";
import type { Translator } from "../../src/engine/index.ts";
import type { LocaleResources } from "../../src/server/config/project-files.ts";

export function localeTranslator(locales: LocaleResources, language: Language): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: "en",
    resources: locales,
    ns: Object.keys(locales.en),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return {
    intlTag: intlTagOf(language),
    exists: (key) => instance.exists(key),
    t: (keys, params) => instance.t(keys, params),
  };
}
