/**
 * The server reads texts through i18next; the browser through the product's own lookup
 * (src/shared/i18n/translate.ts: i18next would take the first page over its size budget, see
 * docs/DECISIONS.md). Both must answer the same for every text of every language: each key, each
 * plural form by count, interpolation, a list of keys, and a missing text.
 */
import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";
import { createI18nextTranslate } from "../../src/shared/i18n/i18next-translate.ts";
import { createTranslate } from "../../src/shared/i18n/translate.ts";

const { locales } = loadProjectFiles();
const browser = createTranslate(locales);
const server = createI18nextTranslate(locales);

/** Every `namespace:key` of English, plural forms by their base key once. */
function englishKeys(): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (value !== null && typeof value === "object")
      for (const [name, item] of Object.entries(value as Record<string, unknown>))
        visit(item, `${key}.${name}`);
    else keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ""));
  };
  for (const [namespace, content] of Object.entries(locales.en))
    for (const [name, item] of Object.entries(content)) visit(item, `${namespace}:${name}`);
  return [...keys];
}

const COUNTS = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 1.5, 1_000_000];
const PARAMS = {
  country: "Deutschland",
  code: "123456",
  minutes: 10,
  limit: 8,
  link: "https://example.com/x",
  date: "2026-11-27 10:00 UTC",
};

describe.each(LANGUAGES)("texts in %s", (language) => {
  it("read the same in the browser and on the server, every key and every count", () => {
    const differences: string[] = [];
    for (const key of englishKeys()) {
      for (const params of [undefined, PARAMS, ...COUNTS.map((count) => ({ ...PARAMS, count }))]) {
        const inBrowser = browser.t(language, key, params);
        const onServer = server.t(language, key, params);
        if (inBrowser !== onServer)
          differences.push(`${key} ${JSON.stringify(params)}: "${inBrowser}" / "${onServer}"`);
      }
      if (browser.exists(language, key) !== server.exists(language, key))
        differences.push(`${key}: exists differs`);
    }
    expect(differences).toEqual([]);
  });

  it("take the first key that exists, in the language before English, and name a missing one", () => {
    const keys = ["personalDataConfirm:fields.nothing.label", "common:next", "common:continue"];
    expect(server.t(language, keys)).toBe(browser.t(language, keys));
    expect(server.t(language, ["common:nothing.here"])).toBe("common:nothing.here");
    expect(browser.t(language, ["common:nothing.here"])).toBe("common:nothing.here");
  });
});
