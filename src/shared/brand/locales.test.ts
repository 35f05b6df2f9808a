import { describe, expect, it } from "vitest";
import {
  branchCodeFor,
  formVersionFor,
  intlTagOf,
  LANGUAGES,
  resolveLocaleFromPath,
  siteBrandFor,
} from "./locales.ts";

describe("resolveLocaleFromPath", () => {
  it("serves /onboarding/... as the Polish brand in Polish", () => {
    expect(resolveLocaleFromPath("/onboarding/personal-data")).toEqual({
      kind: "locale",
      locale: { brand: "pl", language: "pl" },
      basePath: "/onboarding",
    });
    expect(resolveLocaleFromPath("/onboarding")).toMatchObject({
      kind: "locale",
      basePath: "/onboarding",
    });
  });

  it("serves /ru/onboarding/x as the Polish brand in Russian", () => {
    expect(resolveLocaleFromPath("/ru/onboarding/x")).toEqual({
      kind: "locale",
      locale: { brand: "pl", language: "ru" },
      basePath: "/ru/onboarding",
    });
  });

  it("serves /eu-de/onboarding/ as the European brand in German", () => {
    expect(resolveLocaleFromPath("/eu-de/onboarding/")).toEqual({
      kind: "locale",
      locale: { brand: "eu", language: "de" },
      basePath: "/eu-de/onboarding",
    });
  });

  it("redirects /lt/onboarding/a to /eu-lt/onboarding/a", () => {
    expect(resolveLocaleFromPath("/lt/onboarding/a")).toEqual({
      kind: "redirect",
      to: "/eu-lt/onboarding/a",
    });
  });

  it("redirects /pl/onboarding/a to /onboarding/a", () => {
    expect(resolveLocaleFromPath("/pl/onboarding/a")).toEqual({
      kind: "redirect",
      to: "/onboarding/a",
    });
  });

  it("returns null for a language it does not know", () => {
    expect(resolveLocaleFromPath("/xx/onboarding/")).toBeNull();
    expect(resolveLocaleFromPath("/eu-xx/onboarding/")).toBeNull();
  });

  it("returns null for a path outside the onboarding", () => {
    expect(resolveLocaleFromPath("/")).toBeNull();
    expect(resolveLocaleFromPath("/about")).toBeNull();
    expect(resolveLocaleFromPath("/onboardingx/")).toBeNull();
    expect(resolveLocaleFromPath("/de/contact")).toBeNull();
  });

  it("has 14 languages", () => {
    expect(LANGUAGES).toHaveLength(14);
  });

  it.each(LANGUAGES)("resolves /eu-%s/onboarding/ to the European brand", (language) => {
    expect(resolveLocaleFromPath(`/eu-${language}/onboarding/`)).toEqual({
      kind: "locale",
      locale: { brand: "eu", language },
      basePath: `/eu-${language}/onboarding`,
    });
  });
});

describe("codes for the API", () => {
  it("uses EU as the branch code for English and the upper-cased language otherwise", () => {
    expect(branchCodeFor("en")).toBe("EU");
    expect(branchCodeFor("de")).toBe("DE");
    expect(branchCodeFor("pl")).toBe("PL");
  });

  it("uses form version pl for Polish and eu for every other language", () => {
    expect(formVersionFor({ brand: "pl", language: "pl" })).toBe("pl");
    expect(formVersionFor({ brand: "pl", language: "ru" })).toBe("eu");
    expect(formVersionFor({ brand: "eu", language: "de" })).toBe("eu");
  });

  it("serves an application of the eu form version in Russian or Ukrainian on the Polish brand's site", () => {
    expect(siteBrandFor("eu", "ru")).toBe("pl");
    expect(siteBrandFor("eu", "ua")).toBe("pl");
    expect(siteBrandFor("pl", "pl")).toBe("pl");
    expect(siteBrandFor("eu", "de")).toBe("eu");
    expect(siteBrandFor("eu", "en")).toBe("eu");
  });
});

describe("intlTagOf", () => {
  it("writes English dates the British way, as a European brand's pages should", () => {
    const format = (language: Parameters<typeof intlTagOf>[0]) =>
      new Intl.DateTimeFormat(intlTagOf(language), { dateStyle: "long", timeZone: "UTC" }).format(
        Date.UTC(1988, 1, 14),
      );
    expect(intlTagOf("en")).toBe("en-GB");
    expect(format("en")).toBe("14 February 1988");
    expect(format("pl")).toBe("14 lutego 1988");
  });

  it("names Ukrainian and Czech by their ISO codes", () => {
    expect(intlTagOf("ua")).toBe("uk");
    expect(intlTagOf("cz")).toBe("cs");
  });
});
