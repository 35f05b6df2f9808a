import { describe, expect, it } from "vitest";
import { defaultPrefix, orderPrefixes } from "./order-prefixes.ts";

const base = {
  countries: ["PL", "AT", "DE", "LT", "LV", "UA", "US"],
  firstByLanguage: { ru: ["UA", "PL", "RU", "LV", "LT", "BY"] },
  onlyForEmailDomains: { US: ["us.example.com"] },
  email: "anna@example.com",
};

describe("orderPrefixes", () => {
  it("puts the residence and the language's country first, then the dictionary's order", () => {
    expect(orderPrefixes({ ...base, language: "de", home: ["AT", "DE"] })).toEqual([
      "AT",
      "DE",
      "PL",
      "LT",
      "LV",
      "UA",
    ]);
    expect(orderPrefixes({ ...base, language: "de", home: [undefined, "DE"] })).toEqual([
      "DE",
      "PL",
      "AT",
      "LT",
      "LV",
      "UA",
    ]);
  });

  it("uses the language's own list for Russian, skipping countries the field does not offer", () => {
    expect(orderPrefixes({ ...base, language: "ru", home: [] })).toEqual([
      "UA",
      "PL",
      "LV",
      "LT",
      "AT",
      "DE",
    ]);
  });

  it("offers the US prefix only to the listed e-mail domains", () => {
    expect(orderPrefixes({ ...base, language: "en", home: ["IE"] })).not.toContain("US");
    expect(
      orderPrefixes({ ...base, language: "en", home: ["IE"], email: "joe@US.example.com" }),
    ).toContain("US");
  });

  it("keeps the dictionary's order when there is no home country", () => {
    expect(orderPrefixes({ ...base, language: "en", home: [] })).toEqual([
      "PL",
      "AT",
      "DE",
      "LT",
      "LV",
      "UA",
    ]);
  });

  it("lists a country once when it is both the residence and the language's country", () => {
    const ordered = orderPrefixes({ ...base, language: "pl", home: ["PL", "PL"] });
    expect(ordered.filter((country) => country === "PL")).toEqual(["PL"]);
    expect(ordered[0]).toBe("PL");
  });
});

describe("defaultPrefix", () => {
  const russian = ["UA", "PL", "RU", "LV", "LT", "BY", "DE"];

  it("chooses the residence's code, wherever the language's list puts it", () => {
    expect(defaultPrefix(russian, ["PL", "PL"])).toBe("PL");
    expect(defaultPrefix(russian, ["DE", "PL"])).toBe("DE");
  });

  it("chooses the language's country when the residence's code is not offered", () => {
    expect(defaultPrefix(russian, ["US", "PL"])).toBe("PL");
    expect(defaultPrefix(russian, [undefined, "LV"])).toBe("LV");
  });

  it("chooses the first entry when neither is offered", () => {
    expect(defaultPrefix(russian, [undefined, undefined])).toBe("UA");
    expect(defaultPrefix([], ["PL"])).toBeUndefined();
  });
});
