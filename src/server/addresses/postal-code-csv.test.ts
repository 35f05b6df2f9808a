import { describe, expect, it } from "vitest";
import { cityOfLocality, parsePostalList, splitCsvLine } from "./postal-code-csv.ts";

const HEADER = "PNA;Miejscowość;Ulica;Numery;Gmina;Powiat;Województwo";

describe("parsePostalList", () => {
  it("reads rows of the published shape, with the city apart from its district", () => {
    const { rows, skipped } = parsePostalList(
      [
        HEADER,
        "02-930;Warszawa (Mokotów);Jana III Sobieskiego;15-49(n), 22-90(p);Warszawa;Warszawa;mazowieckie",
        "22-363;Adamów;;;Rejowiec;chełmski;lubelskie",
        "",
      ].join("\n"),
    );
    expect(skipped).toEqual([]);
    expect(rows).toEqual([
      {
        postalCode: "02-930",
        locality: "Warszawa (Mokotów)",
        city: "Warszawa",
        street: "Jana III Sobieskiego",
        numbers: "15-49(n), 22-90(p)",
        municipality: "Warszawa",
        county: "Warszawa",
        voivodeship: "mazowieckie",
      },
      {
        postalCode: "22-363",
        locality: "Adamów",
        city: "Adamów",
        street: "",
        numbers: "",
        municipality: "Rejowiec",
        county: "chełmski",
        voivodeship: "lubelskie",
      },
    ]);
  });

  it("reports rows with a malformed code or no locality by line, and reads the rest", () => {
    const { rows, skipped } = parsePostalList(
      [
        HEADER,
        "0-930;Warszawa;;;;;",
        "80-828;;Długi Targ;1-23;Gdańsk;Gdańsk;pomorskie",
        "80-828;Gdańsk;Długi Targ;1-23;Gdańsk;Gdańsk;pomorskie",
      ].join("\r\n"),
    );
    expect(skipped).toEqual([
      { line: 2, reason: 'postal code "0-930"' },
      { line: 3, reason: "no locality" },
    ]);
    expect(rows.map((r) => r.street)).toEqual(["Długi Targ"]);
  });

  it("accepts a byte-order mark, commas and quoted fields, and refuses another header", () => {
    const { rows } = parsePostalList(
      '\uFEFFPNA,Miejscowość,Ulica,Numery,Gmina,Powiat,Województwo\n30-149,"Kraków (Kraków-Krowodrza)",Balicka,"1-201(n), 2-148(p)",Kraków,Kraków,małopolskie',
    );
    expect(rows[0]).toMatchObject({ city: "Kraków", numbers: "1-201(n), 2-148(p)" });
    expect(() => parsePostalList("code;city\n00-001;Warszawa")).toThrow(/header/);
  });

  it("splits quoted fields with doubled quotes", () => {
    expect(splitCsvLine('a;"b ""c"";d";e', ";")).toEqual(["a", 'b "c";d', "e"]);
    expect(cityOfLocality("Łódź (Łódź-Śródmieście)")).toBe("Łódź");
  });
});
