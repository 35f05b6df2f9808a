/** Answers compared with a document as its machine-readable zone writes them. */
import { describe, expect, it } from "vitest";
import { compareAnswers, zoneNamesCutShort } from "./compare-answers.ts";
import { zoneForms } from "./name-forms.ts";

const compare = {
  firstName: "name",
  lastName: "name",
  documentNumber: "code",
  dateOfBirth: "exact",
} as const;

describe("compareAnswers", () => {
  it("takes a name in any case, with its accents, spaces, hyphens and apostrophes, as the zone's", () => {
    const document = { firstName: "ANNA MARIA", lastName: "OBRIEN-ZOLTOWSKA" };
    expect(
      compareAnswers(
        { firstName: "Anna-Maria", lastName: "O'Brien Żółtowska" },
        document,
        compare,
        false,
      ),
    ).toEqual([]);
  });

  it("takes a transliterated letter in either form a state writes it", () => {
    expect(compareAnswers({ lastName: "Müller" }, { lastName: "MUELLER" }, compare, false)).toEqual(
      [],
    );
    expect(compareAnswers({ lastName: "Müller" }, { lastName: "MULLER" }, compare, false)).toEqual(
      [],
    );
    expect(compareAnswers({ lastName: "Øster" }, { lastName: "OESTER" }, compare, false)).toEqual(
      [],
    );
    expect(compareAnswers({ lastName: "Łukasz" }, { lastName: "LUKASZ" }, compare, false)).toEqual(
      [],
    );
  });

  it("finds one letter different, and a given name left out", () => {
    expect(
      compareAnswers(
        { firstName: "Anna", lastName: "Kowalsky" },
        { firstName: "ANNA MARIA", lastName: "KOWALSKI" },
        compare,
        false,
      ),
    ).toEqual([
      { field: "firstName", answered: "Anna", document: "ANNA MARIA" },
      { field: "lastName", answered: "Kowalsky", document: "KOWALSKI" },
    ]);
  });

  it("takes a longer name as the zone's only where the zone cut its names short", () => {
    const document = { lastName: "WOLFESCHLEGELSTEINHAUSENBERG" };
    const typed = { lastName: "Wolfeschlegelsteinhausenbergerdorff" };
    expect(compareAnswers(typed, document, compare, true)).toEqual([]);
    expect(compareAnswers(typed, document, compare, false)).toHaveLength(1);
  });

  it("compares a document number ignoring case, spaces and hyphens, and nothing else", () => {
    expect(
      compareAnswers(
        { documentNumber: "zzc 003-483" },
        { documentNumber: "ZZC003483" },
        compare,
        false,
      ),
    ).toEqual([]);
    expect(
      compareAnswers(
        { documentNumber: "ZZC003484" },
        { documentNumber: "ZZC003483" },
        compare,
        false,
      ),
    ).toHaveLength(1);
  });

  it("compares a date as it is, and leaves out a field the document gave nothing for", () => {
    expect(
      compareAnswers({ dateOfBirth: "1991-07-14" }, { dateOfBirth: "1991-07-14" }, compare, false),
    ).toEqual([]);
    expect(compareAnswers({ dateOfBirth: "1991-07-15" }, {}, compare, false)).toEqual([]);
  });
});

describe("the zone's forms of a name", () => {
  it("gives each letter with two forms both ways", () => {
    expect(zoneForms("Jörg Ähm").sort()).toEqual(["JOERGAEHM", "JOERGAHM", "JORGAEHM", "JORGAHM"]);
    expect(zoneForms("Straße")).toEqual(["STRASSE"]);
  });
});

describe("zoneNamesCutShort", () => {
  it("says a names line that runs to its end without a filler was cut short", () => {
    expect(zoneNamesCutShort({ MrzLine1: "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<" })).toBe(
      false,
    );
    expect(zoneNamesCutShort({ MrzLine1: "x", MrzLine3: "WOLFESCHLEGELSTEIN<<HUBERT<JO" })).toBe(
      true,
    );
  });
});
