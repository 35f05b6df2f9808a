/** The brands' names are names, not words: every language writes them as the brand does. */
import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";

const { locales } = loadProjectFiles();
const brandOf = (language: string) =>
  (locales[language as keyof typeof locales]?.common as { brand?: unknown } | undefined)?.brand;

describe("the brand names", () => {
  it.each(LANGUAGES)("are the brands' own names in %s, as Polish writes them", (language) => {
    expect(brandOf(language)).toEqual(brandOf("pl"));
  });
});
