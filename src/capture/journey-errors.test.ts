import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../shared/brand/locales.ts";
import { JOURNEY_ERROR_CODES } from "./journey-errors.ts";

describe("the journey's refusals", () => {
  it.each(LANGUAGES)("each has its text in %s, which the view shows for its code", (language) => {
    const file = `locales/${language}/identityJourney.json`;
    const { errors } = JSON.parse(fs.readFileSync(file, "utf8")) as {
      errors: Record<string, unknown>;
    };
    const missing = JOURNEY_ERROR_CODES.filter((code) => typeof errors[code] !== "string");
    expect(missing).toEqual([]);
  });
});
