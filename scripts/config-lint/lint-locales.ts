/**
 * Checks the locale files: every text a step shows exists in English, and every language says
 * every English text in its own words, with the same placeholders and its own plural forms.
 */
import fs from "node:fs";
import path from "node:path";
import { engineOptionsOf } from "../../src/engine/logic/engine-ui-schema.ts";
import { intlTagOf, LANGUAGES, type Language } from "../../src/shared/brand/locales.ts";
import { collectPropertySchemas } from "../../src/shared/schema/json-schema.ts";
import { PROJECT_ROOT, type ProjectFiles } from "../../src/server/config/project-files.ts";
import { localeTexts, type LocaleText } from "./locale-texts.ts";

/** Widgets whose options are not labelled from locale files (names come from `Intl`, or nothing shows). */
const UNLABELLED_OPTION_WIDGETS = new Set(["countrySelect", "phonePrefix", "hidden"]);

/** The keys a step's schema and UI schema make the screen show. */
export function requiredStepKeys(files: ProjectFiles): string[] {
  const keys: string[] = [];
  for (const step of files.steps.values()) {
    const ns = step.name;
    keys.push(`${ns}:title`);
    for (const [field, schemas] of collectPropertySchemas(step.schema)) {
      const uiField = step.uiSchema[field] as Record<string, unknown> | undefined;
      const widget = uiField?.["ui:widget"];
      if (widget === "hidden") continue;
      keys.push(`${ns}:fields.${field}.label`);
      if (widget === "blockToggle")
        keys.push(`${ns}:fields.${field}.add`, `${ns}:fields.${field}.remove`);
      if (typeof widget === "string" && UNLABELLED_OPTION_WIDGETS.has(widget)) continue;
      // Options named by a dictionary (`ui:options.labels`) need no locale text.
      if ((uiField?.["ui:options"] as Record<string, unknown> | undefined)?.labels) continue;
      const values =
        schemas.find((s) => Array.isArray(s.enum))?.enum ??
        (widget === "radio" ? [true, false] : []);
      for (const value of values) keys.push(`${ns}:fields.${field}.enum.${String(value)}`);
    }
    const options = engineOptionsOf(step.uiSchema);
    for (const notice of options.notices) keys.push(`${ns}:notices.${notice.id}`);
    for (const link of options.links) keys.push(`${ns}:links.${link.id}`);
    for (const section of options.sections) {
      for (const outcome of section.continue ?? []) {
        if (outcome.ask)
          for (const part of ["title", "yes", "no"])
            keys.push(`${ns}:questions.${outcome.ask.id}.${part}`);
      }
    }
  }
  return keys;
}

export interface LocaleReport {
  problems: string[];
  /** Texts each language takes from English: keys it lacks and texts equal to English's. */
  fromEnglish: Record<Language, number>;
}

/** Texts a translation may leave as English says them, for every language (`*`) or one. */
export type SameAsEnglish = Partial<Record<Language | "*", readonly string[]>>;

/** The allow-list compliance keeps beside the locale files: `locales/same-as-english.json`. */
export function readSameAsEnglish(root = PROJECT_ROOT): SameAsEnglish {
  return JSON.parse(
    fs.readFileSync(path.join(root, "locales", "same-as-english.json"), "utf8"),
  ) as SameAsEnglish;
}

const placeholdersOf = (text: string): string =>
  [...new Set(text.match(/\{\{[^}]+\}\}|\$t\([^)]*\)/g) ?? [])].sort().join(" ");

/** A text worth translating: it has words (not only a placeholder, a number or a symbol). */
const hasWords = (text: string): boolean => /\p{L}{2}/u.test(text.replace(/\{\{[^}]+\}\}/g, ""));

/**
 * Every language has every English key and no other, with the placeholders English has, the
 * plural forms its CLDR rules name (`Intl.PluralRules`), and its own words: a text equal to
 * English's is taken from English unless `sameAsEnglish` allows it.
 */
export function lintLocales(
  files: ProjectFiles,
  sameAsEnglish: SameAsEnglish = readSameAsEnglish(),
): LocaleReport {
  const problems: string[] = [];
  const english = localeTexts(files.locales.en);
  const englishKeys = new Set(english.map((t) => t.key));
  for (const key of requiredStepKeys(files)) {
    if (!englishKeys.has(key)) problems.push(`locales/en: missing ${key}`);
  }
  const englishByKey = new Map<string, LocaleText[]>();
  for (const text of english)
    englishByKey.set(text.key, [...(englishByKey.get(text.key) ?? []), text]);
  const fromEnglish = {} as Record<Language, number>;
  for (const language of LANGUAGES) {
    fromEnglish[language] = 0;
    if (language === "en") continue;
    const where = `locales/${language}`;
    const allowed = new Set([...(sameAsEnglish["*"] ?? []), ...(sameAsEnglish[language] ?? [])]);
    const categories = new Intl.PluralRules(intlTagOf(language)).resolvedOptions().pluralCategories;
    const own = new Map<string, LocaleText[]>();
    for (const text of localeTexts(files.locales[language]))
      own.set(text.key, [...(own.get(text.key) ?? []), text]);
    for (const key of own.keys())
      if (!englishByKey.has(key)) problems.push(`${where}: ${key} does not exist in English`);
    for (const [key, originals] of englishByKey) {
      const texts = own.get(key);
      if (!texts) {
        problems.push(`${where}: missing ${key}`);
        fromEnglish[language] += 1;
        continue;
      }
      const plural = originals.some((t) => t.category);
      if (plural) {
        const have = texts.map((t) => t.category ?? "(no plural suffix)");
        const lacking = categories.filter((c) => !have.includes(c));
        const extra = have.filter((c) => !(categories as readonly string[]).includes(c));
        if (lacking.length)
          problems.push(
            `${where}: ${key} lacks the plural forms ${lacking.map((c) => `_${c}`).join(", ")}`,
          );
        if (extra.length)
          problems.push(
            `${where}: ${key} has plural forms the language does not use: ${extra.map((c) => `_${c}`).join(", ")}`,
          );
      }
      const expected = placeholdersOf(originals.map((t) => t.text).join(" "));
      for (const text of texts) {
        const shown = `${key}${text.category ? `_${text.category}` : ""}`;
        const placeholders = placeholdersOf(text.text);
        // A plural form may leave the count out ("one" said in words), nothing else.
        const withCount = placeholders.split(" ").includes("{{count}}")
          ? placeholders
          : placeholdersOf(`${text.text} {{count}}`);
        if (placeholders !== expected && !(plural && withCount === expected))
          problems.push(
            `${where}: ${shown} has the placeholders "${placeholders}" where English has "${expected}"`,
          );
        const sameText = originals.some((t) => t.text.trim() === text.text.trim());
        if (sameText && hasWords(text.text) && !allowed.has(text.text.trim())) {
          problems.push(
            `${where}: ${shown} is English ("${text.text}"); translate it, or allow it in locales/same-as-english.json`,
          );
          fromEnglish[language] += 1;
        }
      }
    }
  }
  return { problems, fromEnglish };
}
