import { describe, expect, it } from "vitest";
import type { StepRecord } from "../storage/application-store/application-records.ts";
import type { HomeAddressStep } from "./address-proof/answered-address.ts";
import type { CaptureStorage } from "./capture-storage.ts";
import type { ServerJourneyDefinition } from "./journey-contracts.ts";
import { expectationOf, type ExpectationSources } from "./journey-expectation.ts";
import type { JourneyRecord } from "./journey-records.ts";

/** The flow's address step and fields as compliance editors renamed them. */
const RENAMED: HomeAddressStep = {
  step: "homeAddressPl",
  fields: {
    street: "ulica",
    buildingNumber: "numerDomu",
    postalCode: "kodPocztowy",
    city: "miejscowosc",
  },
};

const unused = () => Promise.reject(new Error("a proof of address reads no stored photo"));
const STORAGE: CaptureStorage = { put: unused, get: unused, remove: unused, removeJourney: unused };

const DEFINITION: ServerJourneyDefinition = {
  id: "default",
  channels: ["desktop"],
  termsAndConditions: false,
  userInput: true,
  steps: [{ action: "ADDRESS", attempts: 3, addressProof: { issuedWithinMonths: 3 } }],
  journeysPerApplication: 2,
};

const JOURNEY: JourneyRecord = {
  id: "journey-1",
  applicationId: "application-1",
  definitionId: "default",
  state: "inProgress",
  action: "ADDRESS",
  attemptsLeft: 3,
  highLevelResult: null,
  documentType: null,
  checkDetails: null,
  dataCheck: null,
  addressCheck: null,
  userInput: { houseNameNumber: "7", streetName: "Polna", town: "Gdańsk", postalCode: "80-001" },
};

/** What the expectation reads, with the application's answers by step. */
function sources(
  homeAddress: HomeAddressStep | undefined,
  answers: Record<string, Record<string, unknown>>,
): ExpectationSources {
  const latest = new Map<string, StepRecord>(
    Object.entries(answers).map(([step, data]) => [
      step,
      { step, variant: step, data, schemaHash: "", submittedAt: 0 },
    ]),
  );
  return {
    storage: STORAGE,
    store: { latestSubmissions: () => Promise.resolve(latest) },
    definition: DEFINITION,
    homeAddress,
    now: () => Date.UTC(2026, 0, 15),
  };
}

const ANSWERS = {
  homeAddressPl: {
    ulica: "Długa",
    numerDomu: "12",
    kodPocztowy: "00-238",
    miejscowosc: "Warszawa",
  },
  addressDetails: { street: "Krótka", buildingNumber: "3", postalCode: "31-100", city: "Kraków" },
};

describe("what a proof of address is compared with", () => {
  it("is the answer to the step the flow's homeAddress is on, read by the fields it names", async () => {
    expect(await expectationOf(JOURNEY, [], sources(RENAMED, ANSWERS))).toMatchObject({
      action: "ADDRESS",
      address: { street: "Długa", buildingNumber: "12", postalCode: "00-238", city: "Warszawa" },
      issuedWithinMonths: 3,
      today: "2026-01-15",
    });
  });

  it("is the user-input form's address while that step has no answer or no route has homeAddress", async () => {
    const formAddress = {
      street: "Polna",
      buildingNumber: "7",
      postalCode: "80-001",
      city: "Gdańsk",
    };
    const { homeAddressPl: _answered, ...notAnswered } = ANSWERS;
    expect(await expectationOf(JOURNEY, [], sources(RENAMED, notAnswered))).toMatchObject({
      address: formAddress,
    });
    expect(await expectationOf(JOURNEY, [], sources(undefined, ANSWERS))).toMatchObject({
      address: formAddress,
    });
  });
});
