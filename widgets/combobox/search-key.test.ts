import { describe, expect, it } from "vitest";
import { matchesSearch, searchKey } from "./search-key.ts";

describe("matchesSearch", () => {
  it.each([
    ["Bosnia & Herzegovina", "Bosnia Herzegovina"],
    ["Bosnia & Herzegovina", "bosnia herz"],
    ["Guinea-Bissau", "Guinea Bissau"],
    ["Guinea-Bissau", "guineabissau"],
    ["St. Lucia", "St Lucia"],
    ["Åland Islands", "aland"],
    ["Côte d’Ivoire", "cote divoire"],
  ])("finds %s when typing %s", (name, query) => {
    expect(matchesSearch(name, query, "en")).toBe(true);
  });

  it("does not find a country whose letters do not contain the search", () => {
    expect(matchesSearch("Guinea-Bissau", "Guinea Ecuatorial", "en")).toBe(false);
  });

  it("finds a phone prefix by its digits", () => {
    expect(matchesSearch("+48 Polska", "48", "pl")).toBe(true);
    expect(matchesSearch("+48 Polska", "+4", "pl")).toBe(true);
    expect(matchesSearch("+49 Niemcy", "48", "pl")).toBe(false);
  });

  it("matches Polish names without their accents", () => {
    expect(matchesSearch("Wyspy Świętego Tomasza", "swietego", "pl")).toBe(true);
  });
});

describe("searchKey", () => {
  it("takes the marks off letters that NFD leaves whole, such as Polish ł", () => {
    expect(searchKey("Urząd Skarbowy w Bolesławcu", "pl")).toContain("boleslawcu");
    expect(searchKey("Łódź", "pl")).toBe("lodz");
    expect(searchKey("København", "da")).toBe("kobenhavn");
  });
});
