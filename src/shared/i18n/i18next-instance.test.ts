import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { createI18next, i18nextCodeOf } from "./i18next-instance.ts";
import type { TextResources } from "./translate.ts";
import { createI18nextTranslate as createTranslate } from "./i18next-translate.ts";

const forms = (word: string) => ({
  files_one: `{{count}} ${word} one`,
  files_few: `{{count}} ${word} few`,
  files_many: `{{count}} ${word} many`,
  files_other: `{{count}} ${word} other`,
});

const resources: TextResources = {
  en: { common: { files_one: "{{count}} file", files_other: "{{count}} files", only: "English" } },
  ua: { common: forms("ua") },
  cz: { common: forms("cz") },
  pl: { common: forms("pl") },
  ru: { common: forms("ru") },
};

describe("createI18next", () => {
  it("knows ua and cz by their CLDR codes", () => {
    expect(i18nextCodeOf("ua")).toBe("uk");
    expect(i18nextCodeOf("cz")).toBe("cs");
    expect(i18nextCodeOf("en")).toBe("en");
    expect(i18nextCodeOf("pl")).toBe("pl");
    expect(i18nextCodeOf("pt")).toBe("pt-PT");
  });

  it("chooses Ukrainian plural forms by the Ukrainian rules", () => {
    const translate = createTranslate(resources);
    expect(translate.t("ua", "files", { count: 1 })).toBe("1 ua one");
    expect(translate.t("ua", "files", { count: 2 })).toBe("2 ua few");
    expect(translate.t("ua", "files", { count: 5 })).toBe("5 ua many");
    expect(translate.t("ua", "files", { count: 1.5 })).toBe("1.5 ua other");
    expect(translate.t("ua", "files", { count: 21 })).toBe("21 ua one");
    // Under its own code `ua`, Intl would have fallen back to other rules: one and other only.
    expect(new Intl.PluralRules("ua").resolvedOptions().pluralCategories).not.toContain("few");
  });

  it("chooses Czech plural forms by the Czech rules", () => {
    const translate = createTranslate(resources);
    expect(translate.t("cz", "files", { count: 1 })).toBe("1 cz one");
    expect(translate.t("cz", "files", { count: 2 })).toBe("2 cz few");
    expect(translate.t("cz", "files", { count: 4 })).toBe("4 cz few");
    // In Czech, whole numbers from five take "other" and fractions "many".
    expect(translate.t("cz", "files", { count: 5 })).toBe("5 cz other");
    expect(translate.t("cz", "files", { count: 1.5 })).toBe("1.5 cz many");
  });

  it("chooses Polish and Russian plural forms as before", () => {
    const translate = createTranslate(resources);
    expect(translate.t("pl", "files", { count: 1 })).toBe("1 pl one");
    expect(translate.t("pl", "files", { count: 22 })).toBe("22 pl few");
    expect(translate.t("pl", "files", { count: 25 })).toBe("25 pl many");
    expect(translate.t("pl", "files", { count: 1.5 })).toBe("1.5 pl other");
    expect(translate.t("ru", "files", { count: 5 })).toBe("5 ru many");
    // A language without texts of its own falls back to English and its rules.
    expect(translate.t("de", "files", { count: 1 })).toBe("1 file");
    expect(translate.t("de", "files", { count: 2 })).toBe("2 files");
  });

  it("falls back to English text by text", () => {
    const translate = createTranslate(resources);
    expect(translate.t("ua", "common:only")).toBe("English");
    expect(translate.exists("ua", "common:only")).toBe(true);
    expect(translate.exists("ua", "common:none")).toBe(false);
  });

  it("tries every key in the user's language before English", () => {
    const translate = createTranslate({
      en: { step: { own: "Own (English)" }, errors: { shared: "Shared (English)" } },
      pl: { errors: { shared: "Wspólny" } },
    });
    expect(translate.t("pl", ["step:own", "errors:shared"])).toBe("Wspólny");
    expect(translate.t("en", ["step:own", "errors:shared"])).toBe("Own (English)");
    expect(translate.t("pl", ["step:none", "step:own"])).toBe("Own (English)");
  });

  it("interpolates without escaping, and keeps unknown placeholders", () => {
    const translate = createTranslate({
      en: { common: { hello: "Hello {{name}} <{{email}}>", limit: "At most {{limit}}" } },
    });
    expect(translate.t("en", "hello", { name: "Anna & Jan", email: "a@b.pl" })).toBe(
      "Hello Anna & Jan <a@b.pl>",
    );
    expect(translate.t("en", "limit")).toBe("At most {{limit}}");
    // Parameters never act as i18next's options.
    expect(translate.t("en", "limit", { limit: 3, lng: "pl", ns: "x", defaultValue: "d" })).toBe(
      "At most 3",
    );
  });

  it("takes empty texts as texts, null as none, objects as none", () => {
    const translate = createTranslate({
      en: { common: { empty: "", nothing: null, group: { a: "A" } } },
    });
    expect(translate.t("en", "empty")).toBe("");
    expect(translate.t("en", "nothing")).toBe("nothing");
    expect(translate.t("en", ["common:group", "common:group.a"])).toBe("common:group.a");
    expect(translate.exists("en", "common:group")).toBe(false);
  });

  it("makes an instance of its own, leaving i18next's global one alone", () => {
    const instance = createI18next({ language: "ua", resources });
    expect(instance).not.toBe(i18next);
    expect(instance.language).toBe("uk");
    expect(instance.options.defaultNS).toBe("common");
    expect(i18next.isInitialized).toBeFalsy();
  });
});
