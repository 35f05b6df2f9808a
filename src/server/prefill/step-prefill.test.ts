import { describe, expect, it } from "vitest";
import { loadDictionaries, loadFlow } from "../config/project-files.ts";
import { StepValidators } from "../validation/step-validators.ts";
import { StepPrefill, stepPrefillsOf } from "./step-prefill.ts";

const dictionaries = loadDictionaries();
const flow = loadFlow(dictionaries);
const validators = new StepValidators([]);
const prefills = stepPrefillsOf(flow.routes, dictionaries, (schema) =>
  validators.compileCondition(schema),
);
const personalData = prefills.get("personalDataConfirm")!;

/** What a scan of a Polish ID card reads. */
const polishIdCard = {
  FirstName: "JAN",
  LastName: "KOWALSKI",
  NationalityName: "POL",
  PersonalNumber: "44051401359",
  OptionalValue2: "",
  DocumentType: "ID Card",
  DocumentNumber: "ABA300000",
  BirthDate: "14.05.1944",
  ExpiryDate: "01-12-2031",
  IssuingCountryCode: "POL",
};

describe("the personal data prefill of the flow file", () => {
  it("is the only prefill of the flow", () => {
    expect([...prefills.keys()]).toEqual(["personalDataConfirm"]);
  });

  it("fills a Polish ID card with the PESEL", () => {
    expect(personalData.fill(polishIdCard, { language: "pl" })).toEqual({
      firstName: "Jan",
      lastName: "Kowalski",
      dateOfBirth: "1944-05-14",
      citizenship: "PL",
      documentType: 1,
      documentNumber: "ABA300000",
      documentExpirationDate: "2031-12-01",
      pesel: "44051401359",
    });
  });

  it("takes the PESEL from OptionalValue2 when the personal number is not one", () => {
    const data = personalData.fill(
      { ...polishIdCard, PersonalNumber: "", OptionalValue2: "44051401359" },
      { language: "en" },
    );
    expect(data.pesel).toBe("44051401359");
    expect(data).not.toHaveProperty("identificationNumber");
  });

  it("leaves the PESEL empty when no value has 11 digits", () => {
    const data = personalData.fill(
      { ...polishIdCard, PersonalNumber: "123", OptionalValue2: "X" },
      { language: "pl" },
    );
    expect(data).not.toHaveProperty("pesel");
  });

  it("gives a foreign personal number as the ID number and ticks 'no PESEL' on the Polish site", () => {
    const german = {
      ...polishIdCard,
      NationalityName: "D",
      IssuingCountryCode: "D",
      PersonalNumber: "12345678901",
      DocumentType: "PASSPORT",
    };
    expect(personalData.fill(german, { language: "pl" })).toMatchObject({
      citizenship: "DE",
      documentType: 2,
      noPesel: true,
      identificationNumber: "12345678901",
    });
    const english = personalData.fill(german, { language: "en" });
    expect(english).toMatchObject({ citizenship: "DE", identificationNumber: "12345678901" });
    expect(english).not.toHaveProperty("noPesel");
    expect(english).not.toHaveProperty("pesel");
  });

  it("falls back to the issuing country when the nationality cannot be read", () => {
    const data = personalData.fill(
      { ...polishIdCard, NationalityName: "Irish", IssuingCountryCode: "IRL", PersonalNumber: "" },
      { language: "en" },
    );
    expect(data.citizenship).toBe("IE");
  });

  it("leaves out what cannot be read and fills nothing from an empty scan", () => {
    const data = personalData.fill(
      {
        ...polishIdCard,
        BirthDate: "31.02.1990",
        DocumentType: "Visa",
        NationalityName: "",
        IssuingCountryCode: "",
      },
      { language: "pl" },
    );
    expect(data).not.toHaveProperty("dateOfBirth");
    expect(data).not.toHaveProperty("documentType");
    expect(data).not.toHaveProperty("citizenship");
    expect(data).not.toHaveProperty("pesel");
    expect(personalData.fill({}, { language: "pl" })).toEqual({});
  });

  it("ignores values that are neither text nor numbers", () => {
    const data = personalData.fill(
      { FirstName: { nested: true }, LastName: 42 },
      { language: "en" },
    );
    expect(data).toEqual({ lastName: "42" });
  });
});

describe("StepPrefill", () => {
  it("fills fixed values only when their condition holds, seeing the fields filled before", () => {
    const prefill = new StepPrefill(
      {
        source: "documentScan",
        fields: {
          kind: { from: ["Kind"] },
          flag: { value: true, when: { properties: { kind: { const: "a" } }, required: ["kind"] } },
        },
      },
      { countries: [], alpha3: {}, dictionaries: {} },
      (schema) => validators.compileCondition(schema),
    );
    expect(prefill.fill({ Kind: "a" }, {})).toEqual({ kind: "a", flag: true });
    expect(prefill.fill({ Kind: "b" }, {})).toEqual({ kind: "b" });
  });
});
