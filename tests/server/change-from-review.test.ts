/**
 * Changing an answer from "Check your answers": once every step before the review is saved, a
 * step sent again leads back to the review, unless the change opens a step not answered yet
 * (another way of verifying identity); before that, the flow goes on step by step.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_BEFORE_DECLARATIONS } from "./saved-answers.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { registeredInStore, savedSteps, startServer, type TestServer } from "./test-server.ts";

const UP_TO_THE_REVIEW = {
  ...SAVED_BEFORE_DECLARATIONS,
  declarationAcceptance: { usaTaxPayer: false },
};

const RETIRED = {
  employmentStatus: "RETIRED",
  sourceOfFunds: "PENSION",
  income: "16K_TO_30K_EUR",
  savings: "30K_TO_60K_EUR",
};

describe.each(storageTargets)("changing an answer from the review on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function atReview(): Promise<string> {
    const { token } = await registeredInStore(server, "review");
    await savedSteps(server, token, UP_TO_THE_REVIEW);
    return token;
  }

  it("goes back to the review after a changed currency or financial profile", async () => {
    const token = await atReview();
    const currency = await server.post("currency-choice", {
      languageCode: "EN",
      token,
      currencyChoice: 3,
    });
    expect(currency.status).toBe(200);
    expect(currency.body.next).toBe("summaryAndPaymentChoice");
    const risk = await server.post("risk-assessment", { languageCode: "EN", token, ...RETIRED });
    expect(risk.body.next).toBe("summaryAndPaymentChoice");
  });

  it("leads to a step the change opens that has no answer yet", async () => {
    const token = await atReview();
    const choice = await server.post("data-upload-choice", {
      languageCode: "EN",
      token,
      dataUploadChoice: 2,
    });
    expect(choice.status).toBe(200);
    expect(choice.body.next).toBe("desktopDocumentChoice");
  });

  it("goes on step by step before the review was reached", async () => {
    const { token } = await registeredInStore(server, "first-time");
    await savedSteps(server, token, SAVED_BEFORE_DECLARATIONS);
    const currency = await server.post("currency-choice", {
      languageCode: "EN",
      token,
      currencyChoice: 3,
    });
    expect(currency.body.next).toBe("riskAssessment");
  });
});
