import { describe, expect, it } from "vitest";
import { holderMismatches } from "./health-pass-holder.ts";

const certificate = {
  familyName: "Rogaliński-Król",
  givenName: "Stanisław Jan",
  familyNameTransliterated: "ROGALINSKI<KROL",
  givenNameTransliterated: "STANISLAW<JAN",
  dateOfBirth: "1958-11-11",
};
const document = { lastName: "ROGALINSKI KROL", firstName: "STANISLAW", birthDate: "1958-11-11" };

describe("holderMismatches", () => {
  it("matches the document's surname and first given name, and its date of birth", () => {
    expect(holderMismatches(certificate, document)).toEqual([]);
    expect(holderMismatches({ ...certificate, dateOfBirth: "1958-11" }, document)).toEqual([]);
    expect(holderMismatches({ ...certificate, dateOfBirth: "1958" }, document)).toEqual([]);
  });

  it("folds the written names where the transliterated ones are missing", () => {
    const written = { ...certificate, familyNameTransliterated: "", givenNameTransliterated: "" };
    expect(holderMismatches(written, document)).toEqual([]);
  });

  it("refuses another surname, another first name, another or no date of birth", () => {
    expect(holderMismatches(certificate, { ...document, lastName: "ROGALINSKI" })).toEqual([
      "name",
    ]);
    expect(holderMismatches(certificate, { ...document, firstName: "JAN" })).toEqual(["name"]);
    expect(holderMismatches(certificate, { ...document, birthDate: "1958-11-12" })).toEqual([
      "birthDate",
    ]);
    expect(holderMismatches({ ...certificate, dateOfBirth: "" }, document)).toEqual(["birthDate"]);
    expect(holderMismatches(certificate, { ...document, birthDate: undefined })).toEqual([
      "birthDate",
    ]);
  });
});
