/**
 * The currency and risk-assessment steps over HTTP on each database: the currencies a locale
 * offers, the questions an employment status asks, the sources of funds it allows, and the other
 * spellings of the student statuses, stored as the schema spells them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { registeredInStore, savedSteps, startServer, type TestServer } from "./test-server.ts";

/** The steps before currency, as saved data (their own tests check their rules). */
const EARLIER_STEPS = {
  dataUploadChoice: { dataUploadChoice: 1 },
  personalDataConfirm: { firstName: "Anna", lastName: "Schmidt" },
  desktopSms: { phoneNumber: "15123456789", phoneNumberPrefix: "DE" },
  addressDetails: { country: "DE" },
  taxOfficeDetails: { firstTaxCountry: "DE" },
};

const EMPLOYED = {
  employmentStatus: "EMPLOYED",
  natureOfBusiness: "ENGINEERING_IT_TECHNOLOGY",
  position: "SENIOR_EMPLOYEE",
  sourceOfFunds: "EMPLOYMENT",
  income: "30K_TO_60K_EUR",
  savings: "10K_TO_16K_EUR",
};

describe.each(storageTargets)("financial profile on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function atCurrency(): Promise<string> {
    const { token } = await registeredInStore(server, "profile");
    await savedSteps(server, token, EARLIER_STEPS);
    return token;
  }

  async function atRisk(): Promise<string> {
    const token = await atCurrency();
    await savedSteps(server, token, { currencyChoice: { currencyChoice: 2 } });
    return token;
  }

  async function savedRisk(token: string) {
    const answer = await server.post("get-token", { languageCode: "EN", token });
    return answer.body.state?.steps.riskAssessment;
  }

  it("offers CZK in English and not in Polish, and goes on to the risk assessment", async () => {
    const token = await atCurrency();
    const czk = await server.post("currency-choice", {
      languageCode: "EN",
      token,
      currencyChoice: 4,
    });
    expect(czk.status).toBe(200);
    expect(czk.body.next).toBe("riskAssessment");

    const polish = await server.post("currency-choice", {
      languageCode: "PL",
      token,
      currencyChoice: 4,
    });
    expect(polish.status).toBe(422);
    expect(Object.keys(polish.body.errors ?? {})).toEqual(["currencyChoice"]);
    const pln = await server.post("currency-choice", {
      languageCode: "PL",
      token,
      currencyChoice: 1,
    });
    expect(pln.body.next).toBe("riskAssessment");

    const unknown = await server.post("currency-choice", {
      languageCode: "EN",
      token,
      currencyChoice: 5,
    });
    expect(unknown.status).toBe(422);
  });

  it("refuses the currency before the tax residence is saved", async () => {
    const { token } = await registeredInStore(server, "early");
    const answer = await server.post("currency-choice", {
      languageCode: "EN",
      token,
      currencyChoice: 2,
    });
    expect(answer.status).toBe(409);
  });

  it("asks the employed for their industry and position, and goes on to the declarations", async () => {
    const token = await atRisk();
    const { natureOfBusiness: _n, position: _p, ...withoutJob } = EMPLOYED;
    const missing = await server.post("risk-assessment", {
      languageCode: "EN",
      token,
      ...withoutJob,
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(["natureOfBusiness", "position"]);

    const saved = await server.post("risk-assessment", { languageCode: "EN", token, ...EMPLOYED });
    expect(saved.status).toBe(200);
    expect(saved.body.next).toBe("declarationAcceptance");
    expect(await savedRisk(token)).toMatchObject(EMPLOYED);
  });

  it("refuses industry and position for the retired, and employment money for the unemployed", async () => {
    const token = await atRisk();
    const retired = await server.post("risk-assessment", {
      languageCode: "EN",
      token,
      ...EMPLOYED,
      employmentStatus: "RETIRED",
      sourceOfFunds: "PENSION",
    });
    expect(retired.status).toBe(422);

    const { natureOfBusiness: _n, position: _p, ...withoutJob } = EMPLOYED;
    for (const sourceOfFunds of ["EMPLOYMENT", "BUSINESS_ACTIVITY"]) {
      const unemployed = await server.post("risk-assessment", {
        languageCode: "EN",
        token,
        ...withoutJob,
        employmentStatus: "STUDENT_WITHOUT_EMPLOYMENT",
        sourceOfFunds,
      });
      expect(unemployed.status).toBe(422);
      expect(Object.keys(unemployed.body.errors ?? {})).toEqual(["sourceOfFunds"]);
    }
    const grants = await server.post("risk-assessment", {
      languageCode: "EN",
      token,
      ...withoutJob,
      employmentStatus: "UNEMPLOYED",
      sourceOfFunds: "GRANTS_LOANS_ETC",
    });
    expect(grants.status).toBe(200);
  });

  it("accepts STUDENT_EMPLOYED and STUDENT_UNEMPLOYED and stores the schema's spelling", async () => {
    const token = await atRisk();
    const employed = await server.post("risk-assessment", {
      languageCode: "EN",
      token,
      ...EMPLOYED,
      employmentStatus: "STUDENT_EMPLOYED",
    });
    expect(employed.status).toBe(200);
    expect((await savedRisk(token))?.employmentStatus).toBe("STUDENT_WITH_EMPLOYMENT");

    const { natureOfBusiness: _n, position: _p, ...withoutJob } = EMPLOYED;
    const unemployed = await server.post("risk-assessment", {
      languageCode: "EN",
      token,
      ...withoutJob,
      employmentStatus: "STUDENT_UNEMPLOYED",
      sourceOfFunds: "SAVINGS_INVESTMENTS",
    });
    expect(unemployed.status).toBe(200);
    expect((await savedRisk(token))?.employmentStatus).toBe("STUDENT_WITHOUT_EMPLOYMENT");

    const blurred = await server.post("validate", {
      languageCode: "EN",
      token,
      step: "riskAssessment",
      fields: ["employmentStatus"],
      data: { employmentStatus: "STUDENT_EMPLOYED" },
    });
    expect(blurred.status).toBe(200);
    expect(blurred.body.errors ?? {}).toEqual({});
  });
});
