/**
 * Names the translations whose English has changed since they were made (or that have no record
 * of what they were made from), by the record of `translation-sources.ts`. A text a language
 * lacks is not stale: the locale lint reports it as missing.
 */
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";
import {
  englishHash,
  recordedSource,
  textsByKey,
  type TranslationSources,
} from "./translation-sources.ts";

/** Long enough to recognise the text, short enough for one line of a finding. */
const SHOWN_LENGTH = 80;

function shown(text: string): string {
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

export function lintStaleTranslations(files: ProjectFiles, sources: TranslationSources): string[] {
  const english = textsByKey(files.locales.en);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    if (language === "en") continue;
    const then = `check the translation, then mark the language reviewed (npm run lint:config -- --reviewed ${language})`;
    for (const key of textsByKey(files.locales[language]).keys()) {
      const forms = english.get(key);
      if (!forms) continue; // a key English lacks: the locale lint says so
      const text = shown(forms.map((form) => form.text).join(" / "));
      const recorded = recordedSource(sources, language, key);
      if (recorded === undefined)
        problems.push(
          `locales/${language}: ${key} has no record of the English text it was translated from ("${text}"): ${then}`,
        );
      else if (recorded !== englishHash(forms))
        problems.push(
          `locales/${language}: ${key} was translated from an earlier English text; English now says "${text}": ${then}`,
        );
    }
  }
  return problems;
}
