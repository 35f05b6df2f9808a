import { describe, expect, it } from "vitest";
import { loadLocales } from "../../server/config/project-files.ts";
import { createTranslate } from "./translate.ts";

const translate = createTranslate({
  en: {
    common: {
      next: "Next",
      progress: { minutesLeft_one: "{{count}} minute", minutesLeft_other: "{{count}} minutes" },
    },
    errors: { required: "Required", hello: "Hello {{name}}" },
  },
  pl: {
    common: {
      next: "Dalej",
      progress: {
        minutesLeft_one: "{{count}} minuta",
        minutesLeft_few: "{{count}} minuty",
        minutesLeft_many: "{{count}} minut",
      },
    },
  },
});

describe("translate", () => {
  it("reads namespaced keys, with common as the default namespace", () => {
    expect(translate.t("en", "errors:required")).toBe("Required");
    expect(translate.t("pl", "next")).toBe("Dalej");
  });

  it("takes the first key that exists, in the language and then in English", () => {
    expect(translate.t("pl", ["errors:missing", "errors:required"])).toBe("Required");
    expect(translate.t("pl", ["common:next", "errors:required"])).toBe("Dalej");
  });

  it("chooses the plural form of the language by count", () => {
    expect(translate.t("pl", "progress.minutesLeft", { count: 1 })).toBe("1 minuta");
    expect(translate.t("pl", "progress.minutesLeft", { count: 3 })).toBe("3 minuty");
    expect(translate.t("pl", "progress.minutesLeft", { count: 5 })).toBe("5 minut");
    expect(translate.t("en", "progress.minutesLeft", { count: 5 })).toBe("5 minutes");
    // A language without its own text falls back to English, with English plural rules.
    expect(translate.t("de", "progress.minutesLeft", { count: 1 })).toBe("1 minute");
  });

  it("interpolates parameters and answers a missing text with its key", () => {
    expect(translate.t("en", "errors:hello", { name: "Anna" })).toBe("Hello Anna");
    expect(translate.t("en", ["errors:a", "errors:b"])).toBe("errors:b");
    expect(translate.exists("pl", "errors:required")).toBe(true);
    expect(translate.exists("pl", "errors:nothing")).toBe(false);
    // An object is no text.
    expect(translate.t("en", "common:progress")).toBe("common:progress");
  });

  it("reads the project's locale files", () => {
    const project = createTranslate(loadLocales());
    expect(project.t("pl", "common:progress.minutesLeft", { count: 8 })).toBe(
      "Pozostało około 8 minut",
    );
    expect(project.t("en", "common:progress.minutesLeft", { count: 1 })).toBe(
      "About 1 minute left",
    );
  });
});
