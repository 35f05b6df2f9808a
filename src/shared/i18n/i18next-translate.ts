/**
 * Looks up texts through an i18next instance, for the server (the browser's lookup, translate.ts,
 * answers the same: tests/server/translations-agree.test.ts):
 * `namespace:path.to.key`, the first of several keys that exists — in the user's language first,
 * then in English — plural forms chosen by `count`, and `{{name}}` interpolation. A missing text
 * comes back as its (last) key, which the tests look for; a key naming an object is no text.
 */
import type { i18n, TOptions } from "i18next";
import { FALLBACK_LANGUAGE, type Language } from "../brand/locales.ts";
import { createI18next, FALLBACK_CODE, i18nextCodeOf } from "./i18next-instance.ts";
import type { Params, TextResources, Translate } from "./translate.ts";

/** What i18next answers for a missing text (its default value), never a text of the files. */
const MISSING = "\u0000missing";

export function translateWith(instance: i18n): Translate {
  // The languages to look in: one pass for both when there is one key, else the user's language
  // for every key before English for any (a step's own wording in English must not win over
  // the shared wording in the user's language).
  const passesOf = (language: Language, single: boolean): string[][] => {
    const code = i18nextCodeOf(language);
    if (language === FALLBACK_LANGUAGE) return [[code]];
    return single ? [[code, FALLBACK_CODE]] : [[code], [FALLBACK_CODE]];
  };
  const find = (language: Language, keys: readonly string[], params?: Params) => {
    const options: TOptions = { skipInterpolation: true, defaultValue: MISSING };
    if (typeof params?.count === "number") options.count = params.count;
    for (const lngs of passesOf(language, keys.length === 1)) {
      options.lngs = lngs;
      // Asked first, because a text i18next misses costs it its missing-key handling.
      if (!instance.exists(keys as string[], options)) continue;
      const text = instance.t(keys as string[], options) as unknown;
      // A key naming an object answers the default value.
      if (typeof text !== "string" || text === MISSING) continue;
      // i18next's own interpolation, without the nesting pass `t` adds to every text (`$t(…)`
      // is none of the locale files' syntax, and it is most of the time a text takes).
      return params ? instance.services.interpolator.interpolate(text, params, lngs[0]!, {}) : text;
    }
    return undefined;
  };
  return {
    t(language, keys, params) {
      const list = typeof keys === "string" ? [keys] : keys;
      return find(language, list, params) ?? list[list.length - 1] ?? "";
    },
    exists: (language, key) => find(language, [key]) !== undefined,
  };
}

/** A translator over texts given at once (the server's). */
export function createI18nextTranslate(resources: TextResources): Translate {
  return translateWith(createI18next({ resources }));
}
