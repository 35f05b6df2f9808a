/**
 * Sessions prepared through the product's API for the tests of later steps, so each test types
 * only the screens it is about (the walks in whole-application.e2e.ts type everything).
 * The token goes into local storage where the product keeps it, before the page loads.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { newPhoneNumber, PASSWORD } from "./test-data.ts";

const TOKEN_KEY = "onboarding.token";

export interface ApiSession {
  token: string;
  email: string;
}

export interface Brand {
  version: "pl" | "eu";
  languageCode: string;
  residence: Record<string, unknown>;
  personalData: Record<string, unknown>;
}

export const EN_EUROPE: Brand = {
  version: "eu",
  languageCode: "EN",
  residence: { residenceCountry: "IE" },
  personalData: {
    firstName: "Anna",
    lastName: "Murphy",
    dateOfBirth: "1990-03-27",
    citizenship: "IE",
    documentType: 2,
    documentNumber: "PA1234567",
    noLimitExpiryDate: true,
    identificationNumber: "1234567T",
  },
};

/** German on the European brand: residence in Germany confirmed, a German citizen. */
export const DE_EUROPE: Brand = {
  version: "eu",
  languageCode: "DE",
  residence: { residenceConfirm: true },
  personalData: {
    firstName: "Jonas",
    lastName: "Weber",
    dateOfBirth: "1985-07-02",
    citizenship: "DE",
    documentType: 2,
    documentNumber: "C01X00T47",
    documentExpirationDate: `${new Date().getFullYear() + 3}-06-30`,
    identificationNumber: "12345678903",
  },
};

/** A German resident's address step, born in Germany, writing to the same address. */
export const DE_ADDRESS: Record<string, unknown> = {
  country: "DE",
  postalCode: "10117",
  city: "Berlin",
  street: "Unter den Linden",
  buildingNumber: "77",
  birthPlaceCountry: "DE",
  birthPlaceCity: "Hamburg",
  correspondenceChoice: 1,
};

export const PL_POLAND: Brand = {
  version: "pl",
  languageCode: "PL",
  residence: { residenceConfirm: true },
  personalData: {
    firstName: "Jan",
    lastName: "Kowalski",
    dateOfBirth: "1944-05-14",
    citizenship: "PL",
    documentType: 1,
    documentNumber: "ABA300000",
    noLimitExpiryDate: true,
    pesel: "44051401359",
  },
};

export async function post(
  request: APIRequestContext,
  brand: Brand,
  action: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await request.post(`/api/form/${brand.version}/${action}`, {
    data: { languageCode: brand.languageCode, ...body },
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok())
    throw new Error(`${action} answered ${response.status()}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A session just registered through new-account: on the upload choice. */
export async function registeredSession(
  request: APIRequestContext,
  brand: Brand,
): Promise<ApiSession> {
  const { token } = (await post(request, brand, "get-token", {})) as { token: string };
  const recaptchaToken = await solvedProofOfWork(request);
  const email = `e2e.${Date.now()}.${randomBytes(3).toString("hex")}@example.com`;
  await post(request, brand, "new-account", {
    token,
    ...brand.residence,
    email,
    confirmEmail: email,
    password: PASSWORD,
    termsAgreement: true,
    recaptchaToken,
  });
  return { token, email };
}

/** The document choice's values (spec §2). */
export const PASSPORT = 1;
export const ID_CARD = 2;

/** A registered session that chose "from this device" and a document: on the photo tips. */
export async function sessionAtPhotoTips(
  request: APIRequestContext,
  brand: Brand,
  documentType = PASSPORT,
): Promise<ApiSession> {
  const session = await registeredSession(request, brand);
  await post(request, brand, "data-upload-choice", { token: session.token, dataUploadChoice: 2 });
  await post(request, brand, "desktop-document-choice", { token: session.token, documentType });
  return session;
}

/** A registered session that chose "upload later": on the personal-data step. */
export async function sessionAtPersonalDataStep(
  request: APIRequestContext,
  brand: Brand,
): Promise<ApiSession> {
  const session = await registeredSession(request, brand);
  await post(request, brand, "data-upload-choice", { token: session.token, dataUploadChoice: 1 });
  return session;
}

/** A registered session that chose "upload later" and gave its personal data: on the phone step. */
export async function sessionAtPhoneStep(
  request: APIRequestContext,
  brand: Brand,
): Promise<ApiSession> {
  const session = await sessionAtPersonalDataStep(request, brand);
  await post(request, brand, "personal-data-confirm", {
    token: session.token,
    ...brand.personalData,
  });
  return session;
}

/** A proof-of-work solution as the bot check's widget sends it. */
export async function solvedProofOfWork(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get("/api/altcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A session past the phone step (verified by SMS through the dev outbox): on the address step. */
export async function sessionAtAddressStep(
  request: APIRequestContext,
  brand: Brand,
): Promise<ApiSession> {
  const session = await sessionAtPhoneStep(request, brand);
  const phoneNumber = newPhoneNumber("60");
  const phone = { token: session.token, phoneNumberPrefix: "PL", phoneNumber };
  await post(request, brand, "sms/desktop-sms", {
    ...phone,
    recaptchaToken: await solvedProofOfWork(request),
  });
  const code = await codeSentTo(request, `+48${phoneNumber}`);
  await post(request, brand, "sms/desktop-sms-code", { ...phone, phoneVerificationCode2: code });
  return session;
}

/** Declarations every brand accepts (the English-knowledge agreement is added where asked). */
export const DECLARATIONS: Record<string, unknown> = {
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
};

/** Answers of the steps after the phone, valid for either brand, by action. */
export const LATER_STEPS: readonly (readonly [string, Record<string, unknown>])[] = [
  [
    "address-details",
    {
      country: "PL",
      postalCode: "80-828",
      city: "Gdańsk",
      street: "Długi Targ",
      buildingNumber: "1",
      birthPlaceCountry: "PL",
      birthPlaceCity: "Gdańsk",
      correspondenceChoice: 1,
    },
  ],
  ["tax-office-details", { firstTaxCountry: "PL", firstPolandTaxOfficeId: "1436" }],
  ["currency-choice", { currencyChoice: 2 }],
  [
    "risk-assessment",
    {
      employmentStatus: "RETIRED",
      sourceOfFunds: "PENSION",
      income: "16K_TO_30K_EUR",
      savings: "30K_TO_60K_EUR",
    },
  ],
  ["declaration-acceptance", DECLARATIONS],
  ["summary-and-payment-choice", { answersChecked: true }],
];

/** Posts the steps after the phone up to (not including) the given action. */
export async function answerStepsBefore(
  request: APIRequestContext,
  brand: Brand,
  session: ApiSession,
  action: string,
): Promise<void> {
  for (const [step, data] of LATER_STEPS) {
    if (step === action) return;
    await post(request, brand, step, { token: session.token, ...data });
  }
}

/** Every page the target opens from now on finds the token stored, as after a reload. */
export async function storeTokenBeforeLoad(
  target: Page | BrowserContext,
  token: string,
): Promise<void> {
  await target.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
}

/** Opens the product with the session's token already stored, as after a reload. */
export async function openWithSession(page: Page, session: ApiSession, url: string): Promise<void> {
  await storeTokenBeforeLoad(page, session.token);
  await page.goto(url);
}

/** The newest message the dev outbox holds for a recipient, and the 6-digit code in it. */
export async function codeSentTo(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get(
    `/dev/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
  );
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code in the dev outbox for ${recipient}`);
  return code;
}

/** How many messages the dev outbox holds for a recipient. */
export async function messagesTo(request: APIRequestContext, recipient: string): Promise<number> {
  const response = await request.get(
    `/dev/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
  );
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}
