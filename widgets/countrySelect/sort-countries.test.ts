import { describe, expect, it } from "vitest";
import { sortCountries } from "./sort-countries.ts";

const names: Record<string, string> = {
  PL: "Polska",
  DE: "Niemcy",
  LT: "Litwa",
  LV: "Łotwa",
  LU: "Luksemburg",
  US: "Stany Zjednoczone",
  AR: "Argentyna",
  CN: "Chiny",
};
const nameOf = (code: string) => names[code] ?? code;

describe("sortCountries", () => {
  it("puts the language country first, then the priority list, then the rest, each alphabetically by name", () => {
    const sorted = sortCountries(["US", "DE", "CN", "LT", "PL", "AR", "LV"], {
      first: "PL",
      priority: ["LV", "DE", "LT"],
      nameOf,
      locale: "pl",
    });
    expect(sorted.map((c) => c.code)).toEqual(["PL", "LT", "LV", "DE", "AR", "CN", "US"]);
  });

  it("orders by the language's collation, so Ł comes after L", () => {
    const sorted = sortCountries(["LV", "LU", "LT"], {
      first: undefined,
      priority: [],
      nameOf,
      locale: "pl",
    });
    expect(sorted.map((c) => c.name)).toEqual(["Litwa", "Luksemburg", "Łotwa"]);
  });

  it("gives each option its localised name", () => {
    const sorted = sortCountries(["DE", "FR"], {
      first: undefined,
      priority: [],
      nameOf: (code) => new Intl.DisplayNames(["de"], { type: "region" }).of(code)!,
      locale: "de",
    });
    expect(sorted).toEqual([
      { code: "DE", name: "Deutschland" },
      { code: "FR", name: "Frankreich" },
    ]);
  });

  it("works without a language country", () => {
    const sorted = sortCountries(["PL", "US", "DE"], {
      first: undefined,
      priority: ["PL"],
      nameOf,
      locale: "pl",
    });
    expect(sorted.map((c) => c.code)).toEqual(["PL", "DE", "US"]);
  });
});
