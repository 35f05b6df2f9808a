import { describe, expect, it } from "vitest";
import { matchesCountrySearch, searchKey } from "./country-search.ts";

describe("country search", () => {
  it.each([
    ["Bosnia & Herzegovina", "Bosnia Herzegovina"],
    ["Bosnia & Herzegovina", "bosnia herz"],
    ["Guinea-Bissau", "Guinea Bissau"],
    ["Guinea-Bissau", "guineabissau"],
    ["St. Lucia", "St Lucia"],
    ["Åland Islands", "aland"],
    ["Côte d’Ivoire", "cote divoire"],
  ])("finds %s when typing %s", (name, query) => {
    expect(matchesCountrySearch(name, query, "en")).toBe(true);
  });

  it("does not find a country whose letters do not contain the search", () => {
    expect(matchesCountrySearch("Guinea-Bissau", "Guinea Ecuatorial", "en")).toBe(false);
  });

  it("matches Polish names without their accents", () => {
    expect(matchesCountrySearch("Wyspy Świętego Tomasza", "swietego", "pl")).toBe(true);
  });
});

describe("searchKey", () => {
  it("takes the marks off letters that NFD leaves whole, such as Polish ł", () => {
    expect(searchKey("Urząd Skarbowy w Bolesławcu", "pl")).toContain("boleslawcu");
    expect(searchKey("Łódź", "pl")).toBe("lodz");
    expect(searchKey("København", "da")).toBe("kobenhavn");
  });
});
