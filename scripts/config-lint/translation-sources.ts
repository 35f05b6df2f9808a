/**
 * The record of what each translation was made from, `locales/translation-sources.json`: for each
 * text key, a short hash of the English text its translations were made from (`madeFrom`), and,
 * by language, the keys whose translation was made from another English text (`exceptions`).
 * When English changes, its hash no longer matches and the config lint calls the translations
 * stale, until a translator checks them and marks the language reviewed, which records today's
 * English for it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT, type ProjectFiles } from "../../src/server/config/project-files.ts";
import { LANGUAGES, type Language } from "../../src/shared/brand/locales.ts";
import { localeTexts, type LocaleText } from "./locale-texts.ts";

export const TRANSLATION_SOURCES_FILE = "locales/translation-sources.json";

export interface TranslationSources {
  /** By `ns:key` (without a plural suffix): the hash of the English its translations were made from. */
  madeFrom: Record<string, string>;
  /**
   * By language: the keys whose translation was made from another English text, with its hash;
   * an empty one where there is no record of what it was made from.
   */
  exceptions: Partial<Record<Language, Record<string, string>>>;
}

const TRANSLATIONS = LANGUAGES.filter((language) => language !== "en");

/** The record as committed; none yet is an empty one. */
export function readTranslationSources(root = PROJECT_ROOT): TranslationSources {
  const file = path.join(root, TRANSLATION_SOURCES_FILE);
  if (!fs.existsSync(file)) return { madeFrom: {}, exceptions: {} };
  const read = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<TranslationSources>;
  return { madeFrom: read.madeFrom ?? {}, exceptions: read.exceptions ?? {} };
}

const byKey = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** Writes the record as Prettier would: keys sorted, languages in the project's order. */
export function writeTranslationSources(sources: TranslationSources, root = PROJECT_ROOT): void {
  const exceptions: TranslationSources["exceptions"] = {};
  for (const language of TRANSLATIONS) {
    const record = sources.exceptions[language];
    if (record && Object.keys(record).length)
      exceptions[language] = Object.fromEntries(Object.entries(record).sort(byKey));
  }
  const ordered = {
    madeFrom: Object.fromEntries(Object.entries(sources.madeFrom).sort(byKey)),
    exceptions,
  };
  fs.writeFileSync(
    path.join(root, TRANSLATION_SOURCES_FILE),
    `${JSON.stringify(ordered, null, 2)}\n`,
  );
}

/** The hash of the English a language's text of `key` was made from, if there is a record. */
export function recordedSource(
  sources: TranslationSources,
  language: Language,
  key: string,
): string | undefined {
  return (sources.exceptions[language]?.[key] ?? sources.madeFrom[key]) || undefined;
}

/** A language's texts by key, plural forms together. */
export function textsByKey(
  namespaces: Record<string, Record<string, unknown>>,
): Map<string, LocaleText[]> {
  const found = new Map<string, LocaleText[]>();
  for (const text of localeTexts(namespaces))
    found.set(text.key, [...(found.get(text.key) ?? []), text]);
  return found;
}

/**
 * The hash of a key's English text: every plural form of it, so a change of any form is a change
 * of the text. Twelve hex digits tell a changed text from the one before well enough.
 */
export function englishHash(forms: readonly LocaleText[]): string {
  const canonical = forms
    .map((form) => `${form.category ?? ""}=${form.text}`)
    .sort()
    .join("\n");
  return createHash("sha256").update(canonical).digest("hex").slice(0, 12);
}

/**
 * The record with each of `languages` marked as checked against today's English: every text the
 * language has is recorded as made from the English it now stands beside. The other languages
 * keep what they had. For each key, the hash most languages share is `madeFrom`; the others are
 * exceptions, so the file stays one line a key while the languages agree. Keys English no longer
 * has are dropped.
 */
export function markReviewed(
  files: ProjectFiles,
  sources: TranslationSources,
  languages: readonly Language[],
): TranslationSources {
  const english = textsByKey(files.locales.en);
  const own = new Map(
    TRANSLATIONS.map((language) => [language, textsByKey(files.locales[language])]),
  );
  const marked: TranslationSources = { madeFrom: {}, exceptions: {} };
  for (const [key, forms] of english) {
    const today = englishHash(forms);
    const hashes = new Map<Language, string>();
    for (const language of TRANSLATIONS) {
      if (!own.get(language)!.has(key)) continue;
      const hash = languages.includes(language) ? today : recordedSource(sources, language, key);
      hashes.set(language, hash ?? "");
    }
    const counts = new Map<string, number>();
    for (const hash of hashes.values()) if (hash) counts.set(hash, (counts.get(hash) ?? 0) + 1);
    // The most shared hash, today's English on a tie.
    const common = [...counts].sort(
      ([a, m], [b, n]) => n - m || Number(b === today) - Number(a === today),
    )[0]?.[0];
    if (!common) continue;
    marked.madeFrom[key] = common;
    for (const [language, hash] of hashes)
      if (hash !== common) (marked.exceptions[language] ??= {})[key] = hash;
  }
  return marked;
}
