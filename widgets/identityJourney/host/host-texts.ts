/**
 * The embedded journey's texts: its namespace (`identityJourney`) of the page's language and of
 * English (the fallback), each a chunk of its own loaded when the journey mounts.
 */
import { FALLBACK_LANGUAGE, type Language } from "../../../src/shared/brand/locales.ts";
import { createTranslate } from "../../../src/shared/i18n/translate.ts";

type JsonModule = { default: Record<string, unknown> };

const JOURNEY_TEXTS = import.meta.glob<JsonModule>("../../../locales/*/identityJourney.json");

/** What the journey's views are given: a key (`identityJourney:…`) and its values to a text. */
export type JourneyTexts = (key: string, values?: Record<string, string | number>) => string;

/** Loads the journey's texts of a language (and English's). */
export async function loadJourneyTexts(language: Language): Promise<JourneyTexts> {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const loaded = await Promise.all(
    languages.map(async (lang) => {
      const load = JOURNEY_TEXTS[`../../../locales/${lang}/identityJourney.json`];
      const texts = load ? (await load()).default : {};
      return [lang, { identityJourney: texts }] as const;
    }),
  );
  const translate = createTranslate(Object.fromEntries(loaded));
  return (key, values) => translate.t(language, key, values);
}
