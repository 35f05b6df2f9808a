/**
 * The made-up applicants the matrix starts from, one per kind of client the brokerage sees most:
 * an Irish resident on the European brand in English (first: its registration asks for the
 * country, so a residence's notice shows there), a Polish resident and citizen with a PESEL on the
 * Polish brand, and a German resident. Their answers are the browser tests' (e2e/api-session.ts), by
 * step; every other applicant of the matrix is one of these with some answers changed.
 */
import {
  DECLARATIONS,
  DE_ADDRESS,
  DE_EUROPE,
  EN_EUROPE,
  LATER_STEPS,
  PL_POLAND,
  type Brand as ApiBrand,
} from "../../e2e/api-session.ts";
import type { Language } from "../../src/shared/brand/locales.ts";

export interface Applicant {
  /** The base's name, then each answer changed from it: `german-resident: riskAssessment.employmentStatus=EMPLOYED`. */
  id: string;
  brand: "pl" | "eu";
  language: Language;
  device: "desktop" | "mobile";
  /**
   * What the server decides besides the language and the residence the registration gave (how
   * the phone was verified, whether a payment provider is configured…).
   */
  context: Record<string, unknown>;
  /** Answers by step (schema name), as the client gives them. */
  answers: Record<string, Record<string, unknown>>;
  /**
   * Where the server refuses the applicant's answers: a side of a branch that no valid answers
   * take (the form shows its error there), with the fields refused.
   */
  refused?: { step: string; fields: string[] };
}

/**
 * What the server decides of every base applicant, as a walk through the API meets it on a server
 * on its defaults: the phone verified by text message, no payment provider.
 */
export const SERVER_CONTEXT: Readonly<Record<string, unknown>> = {
  phoneVerifiedBy: "sms",
  isPaymentAllowed: false,
};

const later = (action: string): Record<string, unknown> => {
  const answers = LATER_STEPS.find(([step]) => step === action)?.[1];
  if (!answers) throw new Error(`no answers of ${action} in LATER_STEPS`);
  return answers;
};

function applicant(
  id: string,
  api: ApiBrand,
  language: Language,
  steps: Record<string, Record<string, unknown>>,
): Applicant {
  const email = `${id}@example.com`;
  return {
    id,
    brand: api.version,
    language,
    device: "desktop",
    context: { ...SERVER_CONTEXT },
    answers: {
      newAccount: {
        ...api.residence,
        email,
        confirmEmail: email,
        password: "Str0ng!pass",
        termsAgreement: true,
        recaptchaToken: "solved",
      },
      dataUploadChoice: { dataUploadChoice: 1 },
      // The document path's choices, answered where the path is taken.
      documentChoice: { documentType: 1 },
      mobileDesktopChoice: { mobileDesktopChoice: 2 },
      personalDataConfirm: api.personalData,
      desktopSms: {
        phoneNumberPrefix: "PL",
        phoneNumber: "600100200",
        phoneVerificationCode2: "123456",
      },
      currencyChoice: later("currency-choice"),
      riskAssessment: later("risk-assessment"),
      declarationAcceptance: DECLARATIONS,
      summaryAndPaymentChoice: later("summary-and-payment-choice"),
      ...steps,
    },
  };
}

export const BASE_APPLICANTS: readonly Applicant[] = [
  applicant("irish-resident", EN_EUROPE, "en", {
    addressDetails: {
      country: "IE",
      postalCode: "D02 X285",
      city: "Dublin",
      street: "Grafton Street",
      buildingNumber: "12",
      birthPlaceCountry: "IE",
      birthPlaceCity: "Cork",
      correspondenceChoice: 1,
    },
    taxOfficeDetails: { firstTaxCountry: "IE", firstTinNumber: "1234567T" },
  }),
  applicant("polish-resident", PL_POLAND, "pl", {
    addressDetails: later("address-details"),
    taxOfficeDetails: later("tax-office-details"),
  }),
  applicant("german-resident", DE_EUROPE, "de", {
    // A fixed expiry date: the gallery's pages of this applicant must look the same next year.
    personalDataConfirm: { ...DE_EUROPE.personalData, documentExpirationDate: "2035-06-30" },
    addressDetails: DE_ADDRESS,
    taxOfficeDetails: { firstTaxCountry: "DE", firstTinNumber: "12345678903" },
    // Asked in every language but Polish and English.
    declarationAcceptance: { ...DECLARATIONS, confirmEnglishKnowledgeAgreement: true },
  }),
];
