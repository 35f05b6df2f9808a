/**
 * The server's translation layer: an i18next instance of its own (never
 * i18next's global one), configured the way the locale files are written: `namespace:path.to.key`,
 * `common` as the default namespace, English as the fallback, plural forms `key_one`,
 * `key_few`, `key_many`, `key_other`, and `{{name}}` interpolation left unescaped (React escapes).
 *
 * i18next chooses plural forms with `Intl.PluralRules` of its language code, and two of the
 * product's codes are no CLDR language (`ua`, `cz`): an instance knows the languages by their
 * CLDR codes (`uk`, `cs`), and the product's code is translated on the way in and out.
 */
import { createInstance, type i18n, type Resource } from "i18next";
import { FALLBACK_LANGUAGE, intlTagOf, type Language } from "../brand/locales.ts";
import { DEFAULT_NAMESPACE, type TextResources } from "./translate.ts";

/**
 * The code i18next knows a language by: the tag `intlTagOf` gives (`ua` → `uk`, `cz` → `cs`,
 * `pt` → `pt-PT`, whose plural rules are not Brazil's), English as plain `en` (the British rules
 * are the same).
 */
export function i18nextCodeOf(language: Language): string {
  return language === FALLBACK_LANGUAGE ? "en" : intlTagOf(language);
}

export const FALLBACK_CODE = i18nextCodeOf(FALLBACK_LANGUAGE);

export interface I18nextOptions {
  /** The instance's language; English when not given. */
  language?: Language;
  /** Every text at once, by the product's language codes. */
  resources: TextResources;
}

function resourcesByCode(resources: TextResources): Resource {
  const byCode: Resource = {};
  for (const [language, texts] of Object.entries(resources))
    if (texts) byCode[i18nextCodeOf(language as Language)] = texts as Resource[string];
  return byCode;
}

/** A new i18next instance over every text, ready on return (initialisation is synchronous). */
export function createI18next(options: I18nextOptions): i18n {
  const instance = createInstance();
  void instance.init({
    lng: i18nextCodeOf(options.language ?? FALLBACK_LANGUAGE),
    fallbackLng: FALLBACK_CODE,
    resources: resourcesByCode(options.resources),
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    keySeparator: ".",
    nsSeparator: ":",
    pluralSeparator: "_",
    // A text that is null is no text; an empty one is (as in the locale files' JSON).
    returnNull: false,
    returnEmptyString: true,
    returnObjects: false,
    // A key naming an object is no text: it answers the default value, or the key.
    returnedObjectHandler: (key, _value, options: { defaultValue?: unknown } | undefined) =>
      typeof options?.defaultValue === "string" ? options.defaultValue : key,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
