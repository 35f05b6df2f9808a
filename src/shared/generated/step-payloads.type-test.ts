/**
 * Type-level tests of the generated payload types: `npm run typecheck` fails when a type stops
 * matching its schema (a field disappears, a conditional field becomes required, an enum widens).
 */
import type {
  DataUploadChoiceMPayload,
  DataUploadChoicePayload,
  DesktopSmsPayload,
  MobileSmsPayload,
  NewAccountPayload,
  PersonalDataConfirmPayload,
  RiskAssessmentPayload,
  StepPayloads,
} from "./step-payloads.ts";

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

// Enumerations come from the schema; the mobile variant offers fewer choices.
assertType<Equals<DataUploadChoicePayload["dataUploadChoice"], 1 | 2 | 3>>();
assertType<Equals<DataUploadChoiceMPayload["dataUploadChoice"], 1 | 2>>();

// Consent must be ticked: the type allows only `true`.
assertType<Equals<NewAccountPayload["termsAgreement"], true>>();
// Marketing consent is a choice of its own, never required.
assertType<Equals<NewAccountPayload["marketingAgreement"], boolean | undefined>>();

// Fields of conditional parts are optional; root `required` fields are not.
assertType<Equals<undefined extends NewAccountPayload["residenceConfirm"] ? true : false, true>>();
assertType<Equals<undefined extends NewAccountPayload["email"] ? true : false, false>>();
assertType<Equals<undefined extends PersonalDataConfirmPayload["pesel"] ? true : false, true>>();
assertType<Equals<PersonalDataConfirmPayload["documentType"], 1 | 2 | 3>>();
// Dictionary keys become the enum: the phone prefix is a country of phonePrefixesList.
assertType<Equals<"PL" extends DesktopSmsPayload["phoneNumberPrefix"] ? true : false, true>>();
assertType<Equals<"XX" extends DesktopSmsPayload["phoneNumberPrefix"] ? true : false, false>>();

// The hand-off's SMS step always asks for the code (no e-mail alternative there).
assertType<
  Equals<undefined extends MobileSmsPayload["phoneVerificationCode2"] ? true : false, false>
>();

// Industries come from their dictionary; nature of business exists only for some statuses.
assertType<
  Equals<"CASINO_BETTING" extends RiskAssessmentPayload["natureOfBusiness"] ? true : false, true>
>();
assertType<
  Equals<undefined extends RiskAssessmentPayload["natureOfBusiness"] ? true : false, true>
>();

// Unknown fields are not part of a payload.
// @ts-expect-error: a payload has no field the schema does not declare.
const _unknownField: DataUploadChoicePayload = { dataUploadChoice: 1, hacker: true };
assertType<Equals<typeof _unknownField, DataUploadChoicePayload>>();

// Every step schema has its payload type.
assertType<
  Equals<
    keyof StepPayloads,
    | "addressDetails"
    | "confirmEmail"
    | "currencyChoice"
    | "dataUploadChoice"
    | "dataUploadChoice_M"
    | "declarationAcceptance"
    | "desktopSms"
    | "documentChoice"
    | "identityUserInput"
    | "mobileDesktopChoice"
    | "mobileSms"
    | "newAccount"
    | "newLogin"
    | "personalDataConfirm"
    | "riskAssessment"
    | "summaryAndPaymentChoice"
    | "taxOfficeDetails"
  >
>();
