/**
 * A field's blur check judges that field alone, with the rest of the form as context: whatever
 * else is still empty, a field the form shows is never called "not part of the form", and a valid
 * value gets no error. Checked on every conditional step, for complete answers of each branch,
 * with every other field left out in turn (as a person fills a form in any order).
 */
import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../config/project-files.ts";
import { StepValidators } from "./step-validators.ts";

const steps = loadSteps(loadDictionaries());
const validators = new StepValidators([...steps].map(([name, files]) => [name, files.schema]));

/** Server-set values (`x-context`) are always there: the server fills them before validating. */
function contextFieldsOf(step: string): Set<string> {
  const properties = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    for (const [name, property] of Object.entries(
      (record.properties ?? {}) as Record<string, Record<string, unknown>>,
    ))
      if (property["x-context"] !== undefined) properties.add(name);
    for (const key of ["allOf", "anyOf", "oneOf"])
      for (const part of (record[key] as unknown[] | undefined) ?? []) visit(part);
    visit(record.then);
    visit(record.else);
  };
  visit(steps.get(step)!.schema);
  return properties;
}

/**
 * The fields a conditional part's `if` reads: leaving one out changes which fields the form shows
 * (the contact address without its box is rightly not part of the form), so they stay.
 */
function conditionFieldsOf(step: string): Set<string> {
  const schema = steps.get(step)!.schema as Record<string, unknown>;
  const fields = new Set<string>();
  const read = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === "string") {
      read(
        record.$ref
          .split("/")
          .slice(1)
          .reduce<unknown>((n, k) => (n as never)?.[k], schema),
      );
    }
    for (const name of Object.keys(record.properties ?? {})) fields.add(name);
    for (const name of (record.required as string[] | undefined) ?? []) fields.add(name);
    for (const value of Object.values(record)) if (typeof value === "object") read(value);
  };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.if !== undefined) read(record.if);
    for (const value of Object.values(record)) if (typeof value === "object") visit(value);
  };
  visit(schema);
  return fields;
}

const inFiveYears = `${new Date().getUTCFullYear() + 5}-06-30`;

/** Complete, valid answers of each conditional step, one per branch a person can take. */
const ANSWERS: Record<string, Record<string, Record<string, unknown>>> = {
  personalDataConfirm: {
    "a Polish citizen with PESEL and an identity card": {
      language: "pl",
      uploadAction: 0,
      firstName: "Anna",
      lastName: "Nowak",
      dateOfBirth: "1944-05-14",
      citizenship: "PL",
      documentType: 2,
      documentNumber: "PA1234567",
      documentExpirationDate: inFiveYears,
      noPesel: false,
      pesel: "44051401359",
    },
    "a French citizen with a tax number and a document without expiry": {
      language: "en",
      uploadAction: 0,
      firstName: "Jean",
      lastName: "Dupont",
      dateOfBirth: "1980-03-01",
      citizenship: "FR",
      documentType: 2,
      documentNumber: "12AB34567",
      noLimitExpiryDate: true,
      identificationNumber: "1234567890123",
    },
    "a German citizen (no 'no expiry' box)": {
      language: "de",
      uploadAction: 0,
      firstName: "Anna",
      lastName: "Schmidt",
      dateOfBirth: "1980-03-01",
      citizenship: "DE",
      documentType: 2,
      documentNumber: "C01X00T47",
      documentExpirationDate: inFiveYears,
      identificationNumber: "12345678901",
    },
  },
  addressDetails: {
    "a Polish address with a different correspondence address": {
      country: "PL",
      postalCode: "80-828",
      city: "Gdańsk",
      street: "Długi Targ",
      buildingNumber: "1",
      apartmentNumber: "2",
      birthPlaceCountry: "PL",
      birthPlaceCity: "Gdańsk",
      correspondenceChoice: 2,
      contactAddress: true,
      contactCountry: "DE",
      contactPostalCode: "10115",
      contactCity: "Berlin",
      contactStreet: "Unter den Linden",
      contactBuildingNumber: "5",
      contactApartmentNumber: "7",
    },
  },
  taxOfficeDetails: {
    "Poland with a tax office, then a country with a TIN, then one without": {
      taxResidenceFlag: 3,
      firstTaxCountry: "PL",
      firstPolandTaxOfficeId: "1436",
      addSecondTaxCountry: true,
      secondTaxCountry: "DE",
      secondTinNumber: "12345678901",
      addThirdTaxCountry: true,
      thirdTaxCountry: "FR",
      thirdNoTinNumber: true,
      thirdNoTinNumberReason: 3,
      thirdNoTinNumberOtherReason: "I moved there last month",
    },
    "a country without a TIN for a reason given": {
      taxResidenceFlag: 1,
      firstTaxCountry: "IE",
      firstNoTinNumber: true,
      firstNoTinNumberReason: 1,
    },
  },
  riskAssessment: {
    employed: {
      employmentStatus: "EMPLOYED",
      natureOfBusiness: "ENGINEERING_IT_TECHNOLOGY",
      position: "SENIOR_EMPLOYEE",
      sourceOfFunds: "EMPLOYMENT",
      income: "30K_TO_60K_EUR",
      savings: "10K_TO_16K_EUR",
    },
    "a working student": {
      employmentStatus: "STUDENT_WITH_EMPLOYMENT",
      natureOfBusiness: "EDUCATION",
      position: "JUNIOR_EMPLOYEE",
      sourceOfFunds: "EMPLOYMENT",
      income: "BELOW_10K_EUR",
      savings: "BELOW_10K_EUR",
    },
    "a student without work": {
      employmentStatus: "STUDENT_WITHOUT_EMPLOYMENT",
      sourceOfFunds: "GRANTS_LOANS_ETC",
      income: "BELOW_10K_EUR",
      savings: "BELOW_10K_EUR",
    },
  },
  declarationAcceptance: {
    "a US taxpayer on the German site": {
      language: "de",
      textsHash: "a".repeat(64),
      usaTaxPayer: true,
      usaTin: "123456789",
      pepDeclaration: false,
      dataUserDeclaration: "NON_PROFESSIONAL",
      documentsAcceptance: true,
      receivedKid: true,
      understoodFeaturesAndRisks: true,
      awareOfLossAndCreditRisks: true,
      investmentGoal: true,
      incomeSource: true,
      confirmElectronicAgreement: true,
      confirmEnglishKnowledgeAgreement: true,
    },
  },
};

describe("a field's blur check judges that field alone", () => {
  for (const [step, variants] of Object.entries(ANSWERS)) {
    const kept = new Set([...contextFieldsOf(step), ...conditionFieldsOf(step)]);
    for (const [variant, answers] of Object.entries(variants)) {
      it(`${step}, ${variant}`, () => {
        expect(validators.validate(step, answers)).toEqual([]);
        const complaints: string[] = [];
        for (const left of Object.keys(answers)) {
          if (kept.has(left)) continue;
          const { [left]: _left, ...partial } = answers;
          for (const issue of validators.validate(step, partial)) {
            if (issue.field !== left)
              complaints.push(`without ${left}: ${issue.field} ${issue.keyword}`);
          }
        }
        expect(complaints).toEqual([]);
      });
    }
  }
});
