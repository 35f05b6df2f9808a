import { describe, expect, it } from "vitest";
import {
  countryReader,
  converterFor,
  dictionaryReader,
  scannedDate,
  textReader,
} from "./scanned-values.ts";

describe("scannedDate", () => {
  it.each([
    ["27.03.1990", "1990-03-27"],
    ["27-03-1990", "1990-03-27"],
    ["7.3.1990", "1990-03-07"],
    ["27/03/1990", "1990-03-27"],
    ["1990-03-27", "1990-03-27"],
    [" 01.12.2031 ", "2031-12-01"],
  ])("reads %s as %s", (text, date) => {
    expect(scannedDate(text)).toBe(date);
  });

  it.each(["31.02.1990", "00.01.1990", "27.13.1990", "1990", "27 March 1990", "", "27.03.90"])(
    "does not read %j",
    (text) => {
      expect(scannedDate(text)).toBeUndefined();
    },
  );
});

describe("countryReader", () => {
  const read = countryReader(["PL", "DE", "IE", "GB"], {
    POL: "PL",
    DEU: "DE",
    D: "DE",
    IRL: "IE",
    XXX: "ZZ",
  });

  it.each([
    ["PL", "PL"],
    ["pl", "PL"],
    ["POL", "PL"],
    ["D", "DE"],
    ["Ireland", "IE"],
    ["POLAND", "PL"],
    [" united   kingdom ", "GB"],
  ])("reads %j as %s", (text, code) => {
    expect(read(text)).toBe(code);
  });

  it("does not read demonyms, unknown codes or codes outside the list", () => {
    expect(read("Polish")).toBeUndefined();
    expect(read("QQQ")).toBeUndefined();
    expect(read("XXX")).toBeUndefined();
    expect(read("FR")).toBeUndefined();
  });
});

describe("dictionaryReader", () => {
  it("looks up upper-case text with spaces and underscores as one space", () => {
    const read = dictionaryReader({ "ID CARD": 1, PASSPORT: 2 });
    expect(read("Id_Card")).toBe(1);
    expect(read(" passport ")).toBe(2);
    expect(read("visa")).toBeUndefined();
  });
});

describe("textReader", () => {
  it("trims and collapses spaces; empty text is no value", () => {
    expect(textReader("  Jan   Maria ")).toBe("Jan Maria");
    expect(textReader("   ")).toBeUndefined();
  });
});

describe("converterFor", () => {
  const sources = { countries: ["PL"], alpha3: {}, dictionaries: { list: ["A"], map: { X: 1 } } };

  it("names a converter for each kind", () => {
    expect(converterFor(undefined, sources)(" a ")).toBe("a");
    expect(converterFor("date", sources)("01.02.2000")).toBe("2000-02-01");
    expect(converterFor("country", sources)("pl")).toBe("PL");
    expect(converterFor({ dictionary: "map" }, sources)("x")).toBe(1);
  });

  it("refuses a dictionary that is not a map", () => {
    expect(() => converterFor({ dictionary: "list" }, sources)).toThrow(/not an object dictionary/);
    expect(() => converterFor({ dictionary: "missing" }, sources)).toThrow(/missing/);
  });
});
