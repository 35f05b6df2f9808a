/** Languages, brands and the URL base paths that select them (spec §2). */

export const LANGUAGES = [
  "pl",
  "en",
  "lt",
  "lv",
  "ru",
  "es",
  "ua",
  "cz",
  "fr",
  "it",
  "de",
  "pt",
  "nl",
  "ro",
] as const;
export type Language = (typeof LANGUAGES)[number];

/** `pl` is the Polish brand's form version, `eu` the European brand's. */
export type Brand = "pl" | "eu";
export const BRANDS: readonly Brand[] = ["pl", "eu"];

export const DEFAULT_LANGUAGE: Language = "pl";
export const FALLBACK_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export interface Locale {
  brand: Brand;
  language: Language;
}

/** What the first path segment selects, or a redirect when the spec sends it elsewhere. */
export type LocaleResolution =
  { kind: "locale"; locale: Locale; basePath: string } | { kind: "redirect"; to: string };

/**
 * Resolves the brand and language from a path such as `/onboarding/…`, `/ru/onboarding/…`
 * or `/eu-fr/onboarding/…`. Returns null for a path outside the onboarding.
 *
 * @example resolveLocaleFromPath("/eu-de/onboarding/personal-data")
 *   // { kind: "locale", locale: { brand: "eu", language: "de" }, basePath: "/eu-de/onboarding" }
 */
export function resolveLocaleFromPath(pathname: string): LocaleResolution | null {
  const match = /^\/(?:(eu-)?([a-z]{2})\/)?onboarding(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return null;
  const [, euPrefix, lang, rest = ""] = match;
  if (lang === undefined) {
    return {
      kind: "locale",
      locale: { brand: "pl", language: DEFAULT_LANGUAGE },
      basePath: "/onboarding",
    };
  }
  if (!isLanguage(lang)) return null;
  if (!euPrefix && lang === "lt") {
    return { kind: "redirect", to: `/eu-lt/onboarding${rest}` };
  }
  if (!euPrefix && lang === "pl") {
    return { kind: "redirect", to: `/onboarding${rest}` };
  }
  const brand: Brand = euPrefix ? "eu" : "pl";
  return {
    kind: "locale",
    locale: { brand, language: lang },
    basePath: basePathFor({ brand, language: lang }),
  };
}

/** The base path that serves a brand and language. */
export function basePathFor({ brand, language }: Locale): string {
  if (brand === "eu") return `/eu-${language}/onboarding`;
  return language === "pl" ? "/onboarding" : `/${language}/onboarding`;
}

/**
 * The brand whose site serves an application made through a form version: the API names only the
 * Polish locale's version `pl`, but Russian and Ukrainian applications (version `eu`) are the
 * Polish brand's all the same (spec §9).
 *
 * @example siteBrandFor("eu", "ru") // "pl": its pages are under /ru/onboarding
 */
export function siteBrandFor(formVersion: Brand, language: Language): Brand {
  return formVersion === "pl" || brandForLanguage(language) === "pl" ? "pl" : "eu";
}

/** The form version in API paths: `pl` for the Polish locale, `eu` otherwise (spec §7). */
export function formVersionFor({ language }: Locale): Brand {
  return language === "pl" ? "pl" : "eu";
}

/** Upper-cased language, as the payload's `languageCode` (spec §7). */
export function languageCodeFor(language: Language): string {
  return language.toUpperCase();
}

/** `EU` for English, otherwise the upper-cased locale (spec §7). */
export function branchCodeFor(language: Language): string {
  return language === "en" ? "EU" : language.toUpperCase();
}

/** The language whose upper-cased code is given, if it is one of ours. */
export function languageFromCode(code: string): Language | null {
  const lower = code.toLowerCase();
  return isLanguage(lower) ? lower : null;
}

/**
 * BCP 47 tag for `Intl` APIs and `<html lang>`; two of our language codes are not ISO 639-1
 * (`ua`, `cz`). English pages belong to the European brand, so they write dates and numbers the
 * British way ("14 February 1988"), never in the US order.
 */
export function intlTagOf(language: Language): string {
  if (language === "ua") return "uk";
  if (language === "cz") return "cs";
  if (language === "en") return "en-GB";
  // Portugal's Portuguese: its plural rules and number formats, not Brazil's.
  if (language === "pt") return "pt-PT";
  return language;
}

/** The brand whose site serves a language: the Polish brand for pl, ru and ua (spec §9). */
export function brandForLanguage(language: Language): Brand {
  return language === "pl" || language === "ru" || language === "ua" ? "pl" : "eu";
}

/**
 * The language a page's texts are in: the user's language when it has texts of its own, else
 * the fallback language its texts come from. Screen readers and translation tools read this
 * from `<html lang>`, so a page of English fallback texts must not claim to be German.
 *
 * @example contentLanguageOf("de", (lang) => lang === "en" || lang === "pl") // "en"
 */
export function contentLanguageOf(
  language: Language,
  hasOwnTexts: (language: Language) => boolean,
): Language {
  return hasOwnTexts(language) ? language : FALLBACK_LANGUAGE;
}
