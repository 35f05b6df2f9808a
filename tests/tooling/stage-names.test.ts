/**
 * The step indicator names the stage a page stands in: where the page's title names what it
 * asks about, the stage says the same, in every language.
 */
import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";

const { flow, locales } = loadProjectFiles();

/**
 * Each word's stem without its marks, so that an inflected form agrees ("Adresă" and "Adresa",
 * "financieel" and "financiële").
 */
const stemsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 2)
    .map((word) => word.slice(0, Math.min(7, Math.max(4, word.length - 2))));

const textOf = (language: string, namespace: string, key: string): string => {
  let value: unknown = locales[language as keyof typeof locales]?.[namespace];
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === "string" ? value : "";
};

/** Routes whose page title names the stage's subject. */
const TITLED_STAGES = ["riskAssessment", "addressDetails", "declarationAcceptance"];

describe("the stage names", () => {
  const cases = LANGUAGES.flatMap((language) => TITLED_STAGES.map((route) => [route, language]));
  it.each(cases)("name %s's stage as its page's title does, in %s", (routeName, language) => {
    const route = flow.routes.find((candidate) => candidate.name === routeName)!;
    const stage = textOf(language, "common", `stages.${route.progress!.stage!}`);
    const title = stemsOf(textOf(language, route.schema!, "title")).join(" ");
    expect(stage).not.toBe("");
    for (const stem of stemsOf(stage)) expect(title).toContain(stem);
  });
});
