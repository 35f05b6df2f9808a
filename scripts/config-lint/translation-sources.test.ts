import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { format } from "prettier";
import { loadProjectFiles, type ProjectFiles } from "../../src/server/config/project-files.ts";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";
import { lintLocales } from "./lint-locales.ts";
import { lintStaleTranslations } from "./lint-stale-translations.ts";
import {
  markReviewed,
  readTranslationSources,
  TRANSLATION_SOURCES_FILE,
  type TranslationSources,
  writeTranslationSources,
} from "./translation-sources.ts";

const TRANSLATIONS = LANGUAGES.filter((language) => language !== "en");

function staleNext(language: string): string {
  return `locales/${language}: common:next was translated from an earlier English text; English now says "Continue to the next step": check the translation, then mark the language reviewed (npm run lint:config -- --reviewed ${language})`;
}

/** A record of the project's texts as they are, so each test changes them from a clean start. */
function recordOfToday(files: ProjectFiles): TranslationSources {
  return markReviewed(files, { madeFrom: {}, exceptions: {} }, TRANSLATIONS);
}

describe("translation sources: what each translation was made from", () => {
  it("the committed record has every translation as made from today's English", () => {
    expect(lintStaleTranslations(loadProjectFiles(), readTranslationSources())).toEqual([]);
  });

  it("makes every other language's text of an English text that changed stale", () => {
    const files = loadProjectFiles();
    const sources = recordOfToday(files);
    (files.locales.en.common as Record<string, unknown>).next = "Continue to the next step";
    expect(lintStaleTranslations(files, sources)).toEqual(TRANSLATIONS.map(staleNext));
  });

  it("clears a language's stale texts when it is marked reviewed, and only that language's", () => {
    const files = loadProjectFiles();
    const sources = recordOfToday(files);
    (files.locales.en.common as Record<string, unknown>).next = "Continue to the next step";
    const reviewed = markReviewed(files, sources, ["de"]);
    expect(lintStaleTranslations(files, reviewed)).toEqual(
      TRANSLATIONS.filter((language) => language !== "de").map(staleNext),
    );
  });

  it("counts a changed plural form of English as a change of the text", () => {
    const files = loadProjectFiles();
    const sources = recordOfToday(files);
    const progress = (files.locales.en.common as Record<string, Record<string, unknown>>).progress!;
    progress.minutesLeft_one = "About a minute left";
    const problems = lintStaleTranslations(files, sources);
    expect(problems).toHaveLength(TRANSLATIONS.length);
    expect(problems[0]).toMatch(
      /^locales\/pl: common:progress\.minutesLeft was translated from an earlier English text; English now says "About a minute left \/ /,
    );
  });

  it("reports a text added in English and not translated as missing, as before, not as stale", () => {
    const files = loadProjectFiles();
    const sources = recordOfToday(files);
    (files.locales.en.common as Record<string, unknown>).newText = "A new text";
    expect(lintStaleTranslations(files, sources)).toEqual([]);
    const problems = lintLocales(files).problems;
    for (const language of TRANSLATIONS)
      expect(problems).toContain(`locales/${language}: missing common:newText`);

    (files.locales.pl.common as Record<string, unknown>).newText = "Nowy tekst";
    expect(lintStaleTranslations(files, sources)).toEqual([
      `locales/pl: common:newText has no record of the English text it was translated from ("A new text"): check the translation, then mark the language reviewed (npm run lint:config -- --reviewed pl)`,
    ]);
    expect(lintStaleTranslations(files, markReviewed(files, sources, ["pl"]))).toEqual([]);
  });
});

describe("translation sources: the committed file", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "translation-sources-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("holds one hash a key while the languages agree and a language's own where it differs, as Prettier writes it", async () => {
    const files = loadProjectFiles();
    const agreed = recordOfToday(files);
    expect(agreed.exceptions).toEqual({});
    (files.locales.en.common as Record<string, unknown>).next = "Continue to the next step";
    const sources = markReviewed(files, agreed, ["ro", "de"]);
    expect(sources.madeFrom).toEqual(agreed.madeFrom);
    const reviewedNext = markReviewed(files, agreed, TRANSLATIONS).madeFrom["common:next"];
    expect(reviewedNext).not.toBe(agreed.madeFrom["common:next"]);
    expect(sources.exceptions).toEqual({
      de: { "common:next": reviewedNext },
      ro: { "common:next": reviewedNext },
    });

    fs.mkdirSync(path.join(root, "locales"));
    writeTranslationSources(sources, root);
    const text = fs.readFileSync(path.join(root, TRANSLATION_SOURCES_FILE), "utf8");
    expect(await format(text, { parser: "json", printWidth: 100 })).toBe(text);
    const read = readTranslationSources(root);
    expect(read).toEqual(sources);
    expect(Object.keys(read.exceptions)).toEqual(["de", "ro"]);
    const keys = Object.keys(read.madeFrom);
    expect(keys).toEqual([...keys].sort());
  });
});
