/**
 * Looks up texts in the locale files, for the browser and the server alike: `namespace:path.to.key`,
 * the first of several keys that exists, the user's language then English, plural forms by
 * `Intl.PluralRules` (`key_one`, `key_few`, `key_other`… chosen by `count`), and `{{name}}`
 * interpolation. A missing text comes back as its key, which the tests look for.
 */
import { FALLBACK_LANGUAGE, intlTagOf, type Language } from "../brand/locales.ts";

/** A language's texts by namespace (`common`, `errors`, one per step), as in `locales/<lang>/`. */
export type LanguageTexts = Readonly<Record<string, unknown>>;

export type TextResources = Partial<Record<Language, LanguageTexts>>;

export type Params = Readonly<Record<string, unknown>>;

export interface Translate {
  /** The text of the first key that exists in the language or its fallback, interpolated. */
  t(language: Language, keys: string | readonly string[], params?: Params): string;
  exists(language: Language, key: string): boolean;
}

/** The namespace of a key without one (`next` is `common:next`). */
export const DEFAULT_NAMESPACE = "common";

function lookUp(texts: LanguageTexts | undefined, key: string): unknown {
  const colon = key.indexOf(":");
  const namespace = colon === -1 ? DEFAULT_NAMESPACE : key.slice(0, colon);
  let node: unknown = texts?.[namespace];
  for (const part of key.slice(colon + 1).split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : placeholder;
  });
}

export function createTranslate(resources: TextResources): Translate {
  const pluralRules = new Map<Language, Intl.PluralRules>();
  const pluralOf = (language: Language, count: number) => {
    let rules = pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(intlTagOf(language));
      pluralRules.set(language, rules);
    }
    return rules.select(count);
  };
  const find = (language: Language, key: string, params?: Params): string | undefined => {
    const texts = resources[language];
    const count = params?.count;
    if (typeof count === "number") {
      for (const form of [pluralOf(language, count), "other"]) {
        const text = lookUp(texts, `${key}_${form}`);
        if (typeof text === "string") return text;
      }
    }
    const text = lookUp(texts, key);
    return typeof text === "string" ? text : undefined;
  };
  const languagesOf = (language: Language) =>
    language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  return {
    t(language, keys, params) {
      const list = typeof keys === "string" ? [keys] : keys;
      for (const lang of languagesOf(language))
        for (const key of list) {
          const text = find(lang, key, params);
          if (text !== undefined) return interpolate(text, params);
        }
      return list[list.length - 1] ?? "";
    },
    exists: (language, key) => languagesOf(language).some((lang) => find(lang, key) !== undefined),
  };
}
