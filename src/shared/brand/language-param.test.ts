import { describe, expect, it } from "vitest";
import { languageRedirect } from "./language-param.ts";

describe("languageRedirect", () => {
  it("opens the same step in the language named, in the same brand, keeping the rest of the query", () => {
    expect(languageRedirect("/eu-en/onboarding/personal-data", "?lang=de&mobile=true")).toBe(
      "/eu-de/onboarding/personal-data?mobile=true",
    );
    expect(languageRedirect("/ru/onboarding/login", "?utm_source=x&lang=UA")).toBe(
      "/ua/onboarding/login?utm_source=x",
    );
  });

  it("opens the language's own start page when its applications go through the other form version", () => {
    expect(languageRedirect("/eu-en/onboarding/personal-data", "?lang=pl")).toBe("/onboarding/");
    expect(languageRedirect("/onboarding/personal-data", "?lang=lt&from=mail")).toBe(
      "/eu-lt/onboarding/?from=mail",
    );
    expect(languageRedirect("/onboarding/", "?lang=ru")).toBe("/ru/onboarding/");
    expect(languageRedirect("/ru/onboarding/login", "?lang=PL")).toBe("/onboarding/");
  });

  it("leaves a page alone without lang, with its own language, or with one the product lacks", () => {
    expect(languageRedirect("/eu-en/onboarding/", "")).toBeUndefined();
    expect(languageRedirect("/eu-en/onboarding/", "?lang=en")).toBeUndefined();
    expect(languageRedirect("/eu-en/onboarding/", "?lang=xx")).toBeUndefined();
    expect(languageRedirect("/eu-en/onboarding/", "?lang=")).toBeUndefined();
    expect(languageRedirect("/elsewhere", "?lang=de")).toBeUndefined();
  });
});
