/**
 * Checks the locale files: every text a step shows exists in English, every complete language
 * has every English key (and no key English lacks), and the languages still falling back to
 * English are counted.
 */
import { engineOptionsOf } from "../../src/engine/logic/engine-ui-schema.ts";
import { LANGUAGES, type Language } from "../../src/shared/brand/locales.ts";
import { collectPropertySchemas } from "../../src/shared/schema/json-schema.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";

/** Languages that must be complete; the others fall back to English until translated. */
export const COMPLETE_LANGUAGES: readonly Language[] = ["en", "pl"];

/** Widgets whose options are not labelled from locale files (names come from `Intl`, or nothing shows). */
const UNLABELLED_OPTION_WIDGETS = new Set(["countrySelect", "phonePrefix", "hidden"]);

export function leafKeys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leafKeys(item, prefix ? `${prefix}.${key}` : key),
  );
}

/** Plural forms differ between languages (`_one`/`_few`/`_many`), so keys are compared without them. */
function withoutPluralSuffix(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, "");
}

function keySet(namespaces: Record<string, Record<string, unknown>>): Set<string> {
  const keys = new Set<string>();
  for (const [ns, content] of Object.entries(namespaces))
    for (const key of leafKeys(content)) keys.add(`${ns}:${withoutPluralSuffix(key)}`);
  return keys;
}

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
  /** Keys each incomplete language lacks and takes from English. */
  fallbackCounts: Partial<Record<Language, number>>;
}

export function lintLocales(files: ProjectFiles): LocaleReport {
  const problems: string[] = [];
  const english = keySet(files.locales.en);
  for (const key of requiredStepKeys(files)) {
    if (!english.has(key)) problems.push(`locales/en: missing ${key}`);
  }
  const fallbackCounts: Partial<Record<Language, number>> = {};
  for (const language of LANGUAGES) {
    if (language === "en") continue;
    const keys = keySet(files.locales[language]);
    const missing = [...english].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !english.has(key));
    for (const key of extra) problems.push(`locales/${language}: ${key} does not exist in English`);
    if (COMPLETE_LANGUAGES.includes(language)) {
      for (const key of missing) problems.push(`locales/${language}: missing ${key}`);
    } else {
      fallbackCounts[language] = missing.length;
    }
  }
  return { problems, fallbackCounts };
}
