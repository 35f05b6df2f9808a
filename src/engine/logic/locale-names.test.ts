import { describe, expect, it } from "vitest";
import { countryCollation, countryName, monthNames, provideLocaleNames } from "./locale-names.ts";

const byName = (intlTag: string, codes: string[]) => {
  const compare = countryCollation(intlTag);
  return codes
    .map((code) => ({ code, name: countryName(code, intlTag) }))
    .sort(compare)
    .map((region) => region.code);
};

describe("locale names", () => {
  it("asks Intl for a language nothing was made for", () => {
    expect(countryName("DE", "pl")).toBe("Niemcy");
    expect(countryName("Q1", "pl")).toBe("Q1");
    expect(monthNames("pl")[0]).toBe("styczeń");
    expect(monthNames("pl")).toHaveLength(12);
    expect(byName("pl", ["LV", "LU", "LT"])).toEqual(["LT", "LU", "LV"]); // Litwa, Luksemburg, Łotwa
  });

  it("uses the names a page was given, without Intl", () => {
    provideLocaleNames("xx-given", {
      regions: { PL: "Given Poland", DE: "Given Germany", FR: "Given France" },
      regionOrder: ["FR", "PL", "DE"],
      months: Array.from({ length: 12 }, (_, month) => `M${month + 1}`),
    });
    expect(countryName("PL", "xx-given")).toBe("Given Poland");
    expect(monthNames("xx-given")[1]).toBe("M2");
    // The given order, not the alphabet; a country it lacks comes after, by name.
    expect(byName("xx-given", ["DE", "IT", "PL", "FR", "AT"])).toEqual([
      "FR",
      "PL",
      "DE",
      "AT",
      "IT",
    ]);
  });
});
