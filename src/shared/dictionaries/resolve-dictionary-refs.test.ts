import { describe, expect, it } from "vitest";
import { resolveDictionaryRefs, type Dictionaries } from "./resolve-dictionary-refs.ts";

const dictionaries: Dictionaries = {
  blocked: ["ES"],
  languageOfCountry: { PL: "pl", DE: "de" },
};

describe("resolveDictionaryRefs", () => {
  it("replaces a $dictionary reference anywhere with the dictionary's value", () => {
    const document = {
      properties: { country: { enum: { $dictionary: "blocked" } } },
      allOf: [{ not: { enum: { $dictionary: "blocked" } } }],
      list: [1, { $dictionary: "languageOfCountry" }],
    };
    expect(resolveDictionaryRefs(document, dictionaries)).toEqual({
      properties: { country: { enum: ["ES"] } },
      allOf: [{ not: { enum: ["ES"] } }],
      list: [1, { PL: "pl", DE: "de" }],
    });
  });

  it("gives each reference its own copy of the dictionary", () => {
    const resolved = resolveDictionaryRefs(
      { a: { $dictionary: "blocked" }, b: { $dictionary: "blocked" } },
      dictionaries,
    );
    (resolved.a as unknown as string[]).push("FR");
    expect(resolved.b).toEqual(["ES"]);
    expect(dictionaries.blocked).toEqual(["ES"]);
  });

  it("replaces $dictionaryKeys with the keys of an object dictionary", () => {
    expect(
      resolveDictionaryRefs({ enum: { $dictionaryKeys: "languageOfCountry" } }, dictionaries),
    ).toEqual({ enum: ["PL", "DE"] });
  });

  it("rejects $dictionaryKeys of a dictionary that is not an object", () => {
    expect(() =>
      resolveDictionaryRefs({ enum: { $dictionaryKeys: "blocked" } }, dictionaries),
    ).toThrow(/has no keys/);
  });

  it("rejects an unknown dictionary, naming where it is", () => {
    expect(() =>
      resolveDictionaryRefs({ a: { b: { $dictionary: "nope" } } }, dictionaries),
    ).toThrow('/a/b: unknown dictionary "nope"');
  });

  it("rejects a reference with sibling keys", () => {
    expect(() =>
      resolveDictionaryRefs({ enum: { $dictionary: "blocked", title: "x" } }, dictionaries),
    ).toThrow(/alone/);
  });

  it("rejects a reference whose name is not a string", () => {
    expect(() => resolveDictionaryRefs({ enum: { $dictionary: 1 } }, dictionaries)).toThrow(
      /alone/,
    );
  });

  it("makes an enum of an emptied dictionary a condition nothing matches", () => {
    const schema = {
      properties: { residenceCountry: { not: { enum: { $dictionary: "blocked" } } } },
    };
    expect(resolveDictionaryRefs(schema, { blocked: [] })).toEqual({
      properties: { residenceCountry: { not: { not: {} } } },
    });
    expect(() =>
      resolveDictionaryRefs(
        { enum: { $dictionary: "blocked" }, not: { const: "PL" } },
        { blocked: [] },
      ),
    ).toThrow('/: an enum of an empty dictionary beside a "not"');
  });

  it("leaves documents without references as they are", () => {
    const document = { a: [1, "x", null, true], b: { c: 2 } };
    expect(resolveDictionaryRefs(document, dictionaries)).toEqual(document);
  });
});
