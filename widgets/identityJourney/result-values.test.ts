import { describe, expect, it } from "vitest";
import {
  checkOutcomeOf,
  countryOfCode,
  extractedValueText,
  labelNameOf,
  sexOf,
  type ResultWords,
} from "./result-values.ts";

const words = (intlTag: string): ResultWords => ({
  t: (key, values) => `${key}${values ? JSON.stringify(values) : ""}`,
  intlTag,
  countryOfIcaoCode: { D: "DE", POL: "PL", ITA: "IT", GBR: "GB" },
});

describe("a check's outcome as sent", () => {
  it("reads the spec's capitalised values and the lower-case ones alike", () => {
    for (const [capitalised, lower] of [
      ["Passed", "passed"],
      ["Failed", "failed"],
      ["NotNeeded", "notNeeded"],
      ["Skipped", "skipped"],
      ["Undetermined", "undetermined"],
      ["SuccessNeeded", "successNeeded"],
    ])
      expect(checkOutcomeOf(capitalised)).toBe(checkOutcomeOf(lower));
    expect(checkOutcomeOf("NotNeeded")).toBe("notNeeded");
  });

  it("reads the old captures' notChecked as skipped, and nothing else it cannot name", () => {
    expect(checkOutcomeOf("notChecked")).toBe("skipped");
    expect(checkOutcomeOf("Refer")).toBeUndefined();
    expect(checkOutcomeOf("")).toBeUndefined();
    expect(checkOutcomeOf(undefined)).toBeUndefined();
  });
});

describe("a document's country code", () => {
  it("names the country of an ICAO code in the page's language, Germany's D included", () => {
    expect(countryOfCode("D", words("de"))).toBe("Deutschland");
    expect(countryOfCode("D<<", words("en"))).toBe("Germany");
    expect(countryOfCode("POL", words("de"))).toBe("Polen");
    expect(countryOfCode("ITA", words("pl"))).toBe("Włochy");
  });

  it("takes an ISO alpha-2 code as it is", () => {
    expect(countryOfCode("PL", words("en"))).toBe("Poland");
  });

  it("says a code no country answers to is unknown, with the code", () => {
    expect(countryOfCode("UTO", words("en"))).toBe(
      'identityJourney:results.unknownCountry{"code":"UTO"}',
    );
  });
});

describe("a value read off the document", () => {
  it("writes dates long in the page's language", () => {
    expect(extractedValueText("BirthDate", "1983-08-12", words("de"))).toBe("12. August 1983");
    expect(extractedValueText("ExpiryDate", "2033-05-09", words("pl"))).toBe("9 maja 2033");
  });

  it("names the nationality and the issuing state, under the name's label", () => {
    expect(extractedValueText("Nationality", "D", words("pl"))).toBe("Niemcy");
    expect(extractedValueText("IssuingStateCode", "D", words("en"))).toBe("Germany");
    expect(labelNameOf("IssuingStateCode")).toBe("IssuingStateName");
    expect(labelNameOf("Nationality")).toBe("Nationality");
  });

  it("says the sex as a word: F, M, and X or < for unspecified", () => {
    expect(["F", "M", "X", "<", " f "].map(sexOf)).toEqual(["F", "M", "X", "X", "F"]);
    expect(extractedValueText("Sex", "F", words("en"))).toBe("identityJourney:results.sexes.F");
  });

  it("leaves names and numbers as they are", () => {
    expect(extractedValueText("LastName", "MUSTERMANN", words("de"))).toBe("MUSTERMANN");
    expect(extractedValueText("DocumentNumber", "C01X00T47", words("de"))).toBe("C01X00T47");
  });
});
