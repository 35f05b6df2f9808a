/**
 * Answers every step takes, for an Irish resident on the European brand in English: the walks
 * that put sessions on each step of the flow send them. A step's answers are sent to its action
 * as they are; the registration and the phone are walked by code of their own (a bot check to
 * solve, a code to read from the dev outbox).
 */

export const WALK_LANGUAGE = "EN";

/** The registration's answers, as the other scripts register. */
export { REGISTRATION } from "../real-server.ts";

export const PHONE = { phoneNumberPrefix: "PL" } as const;

export interface WalkStep {
  /** The route the step is saved as. */
  route: string;
  /** `registration` and `phone` are walked by code; every other step posts `data` to `action`. */
  kind: "registration" | "phone" | "answers";
  action?: string;
  data?: Record<string, unknown>;
}

const registration: WalkStep = { route: "newAccount", kind: "registration" };

/** "Upload later": from the registration to the answers checked, every form of the flow. */
export const UPLOAD_LATER: readonly WalkStep[] = [
  registration,
  {
    route: "dataUploadChoice",
    kind: "answers",
    action: "data-upload-choice",
    data: { dataUploadChoice: 1 },
  },
  {
    route: "personalDataConfirm",
    kind: "answers",
    action: "personal-data-confirm",
    data: {
      firstName: "Anna",
      lastName: "Murphy",
      dateOfBirth: "1990-03-27",
      citizenship: "IE",
      documentType: 2,
      documentNumber: "PA1234567",
      noLimitExpiryDate: true,
      identificationNumber: "1234567T",
    },
  },
  { route: "desktopSms", kind: "phone" },
  {
    route: "addressDetails",
    kind: "answers",
    action: "address-details",
    data: {
      country: "PL",
      postalCode: "80-828",
      city: "Gdańsk",
      street: "Długi Targ",
      buildingNumber: "1",
      birthPlaceCountry: "PL",
      birthPlaceCity: "Gdańsk",
      correspondenceChoice: 1,
    },
  },
  {
    route: "taxOfficeDetails",
    kind: "answers",
    action: "tax-office-details",
    data: { firstTaxCountry: "PL", firstPolandTaxOfficeId: "1436" },
  },
  {
    route: "currencyChoice",
    kind: "answers",
    action: "currency-choice",
    data: { currencyChoice: 2 },
  },
  {
    route: "riskAssessment",
    kind: "answers",
    action: "risk-assessment",
    data: {
      employmentStatus: "RETIRED",
      sourceOfFunds: "PENSION",
      income: "16K_TO_30K_EUR",
      savings: "30K_TO_60K_EUR",
    },
  },
  {
    route: "declarationAcceptance",
    kind: "answers",
    action: "declaration-acceptance",
    data: {
      usaTaxPayer: false,
      pepDeclaration: false,
      dataUserDeclaration: "NON_PROFESSIONAL",
      documentsAcceptance: true,
      receivedKid: true,
      understoodFeaturesAndRisks: true,
      awareOfLossAndCreditRisks: true,
      investmentGoal: true,
      incomeSource: true,
      confirmElectronicAgreement: true,
    },
  },
  {
    route: "summaryAndPaymentChoice",
    kind: "answers",
    action: "summary-and-payment-choice",
    data: { answersChecked: true },
  },
];

/** "Upload from this device": the registration, the choice and the document. */
export const UPLOAD_NOW: readonly WalkStep[] = [
  registration,
  {
    route: "dataUploadChoice",
    kind: "answers",
    action: "data-upload-choice",
    data: { dataUploadChoice: 2 },
  },
  {
    route: "desktopDocumentChoice",
    kind: "answers",
    action: "desktop-document-choice",
    data: { documentType: 2 },
  },
];

/** "From mobile": the registration and the choice that leads to the hand-off to a phone. */
export const HAND_OFF: readonly WalkStep[] = [
  registration,
  {
    route: "dataUploadChoice",
    kind: "answers",
    action: "data-upload-choice",
    data: { dataUploadChoice: 3 },
  },
];
