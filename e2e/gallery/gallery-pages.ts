/**
 * The pages of the gallery (`npm run gallery`) and of the visual baselines: every step of the
 * flow a client types into, for two made-up applicants (a Polish resident with a PESEL on the
 * Polish brand, a German resident with a tax number on the European brand), each page as it
 * opens, with every error shown after Next on the empty form, and personal data's confirmation
 * layer. Applications are prepared through the product's API, as the browser tests do.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import {
  basePathFor,
  formVersionFor,
  languageCodeFor,
  type Brand as SiteBrand,
  type Language,
} from "../../src/shared/brand/locales.ts";
import {
  codeSentTo,
  DECLARATIONS,
  DE_ADDRESS,
  DE_EUROPE,
  LATER_STEPS,
  PL_POLAND,
  post,
  solvedProofOfWork,
  type ApiSession,
  type Brand,
} from "../api-session.ts";
import { PASSWORD } from "../test-data.ts";

export type PageState = "opened" | "errors" | "confirmation";

export interface Persona {
  id: string;
  /** Whose site: the Polish brand's or the European brand's. */
  siteBrand: SiteBrand;
  /** The country the persona lives in. */
  country: "PL" | "DE";
  api: Brand;
  /** The country of the persona's phone number and its dialling code. */
  phone: { prefix: string; dialling: string };
  /** The answers of each step after the phone, by action, in the flow's order. */
  laterSteps: readonly (readonly [string, Record<string, unknown>])[];
}

/** The browser tests' answers to a step after the phone (e2e/api-session.ts). */
function laterAnswers(action: string): Record<string, unknown> {
  const answers = LATER_STEPS.find(([step]) => step === action)?.[1];
  if (!answers) throw new Error(`no answers of ${action} in LATER_STEPS`);
  return answers;
}

export const PERSONAS: readonly Persona[] = [
  {
    id: "polish-resident",
    siteBrand: "pl",
    country: "PL",
    api: PL_POLAND,
    phone: { prefix: "PL", dialling: "+48" },
    laterSteps: [
      ["address-details", laterAnswers("address-details")],
      ["tax-office-details", laterAnswers("tax-office-details")],
      ["currency-choice", { currencyChoice: 1 }],
      ["risk-assessment", laterAnswers("risk-assessment")],
      ["declaration-acceptance", DECLARATIONS],
    ],
  },
  {
    id: "german-resident",
    siteBrand: "eu",
    country: "DE",
    // A fixed expiry date: the pages must look the same next year.
    api: {
      ...DE_EUROPE,
      personalData: { ...DE_EUROPE.personalData, documentExpirationDate: "2035-06-30" },
    },
    phone: { prefix: "DE", dialling: "+49" },
    laterSteps: [
      ["address-details", DE_ADDRESS],
      ["tax-office-details", { firstTaxCountry: "DE", firstTinNumber: "12345678903" }],
      ["currency-choice", { currencyChoice: 2 }],
      ["risk-assessment", laterAnswers("risk-assessment")],
      ["declaration-acceptance", DECLARATIONS],
    ],
  },
];

export interface GalleryStep {
  /** The flow's route name. */
  route: string;
  path: string;
  states: readonly PageState[];
}

/** In the flow's order; each is reached by answering those before it. */
export const GALLERY_STEPS: readonly GalleryStep[] = [
  { route: "newAccount", path: "/", states: ["opened"] },
  { route: "dataUploadChoice", path: "/select-registration-method", states: ["opened", "errors"] },
  { route: "personalDataConfirm", path: "/personal-data", states: ["opened", "errors"] },
  { route: "desktopSms", path: "/confirm-phone", states: ["opened", "errors"] },
  { route: "addressDetails", path: "/residence-details", states: ["opened", "errors"] },
  { route: "taxOfficeDetails", path: "/tax-residence", states: ["opened", "errors"] },
  { route: "currencyChoice", path: "/currency", states: ["opened", "errors"] },
  { route: "riskAssessment", path: "/risk-assessment", states: ["opened", "errors"] },
  { route: "declarationAcceptance", path: "/declaration-acceptance", states: ["opened", "errors"] },
  { route: "summaryAndPaymentChoice", path: "/summary", states: ["opened", "errors"] },
];

/** Personal data's confirmation layer, shown once the persona's data is in the form. */
export const CONFIRMATION_STEP: GalleryStep = {
  route: "personalDataConfirm",
  path: "/personal-data",
  states: ["confirmation"],
};

/**
 * An application of the persona, advanced step by step: `reach(route)` answers every step
 * before the route (and no more), so one application serves every page in the flow's order.
 */
export class GalleryApplication {
  private answered = 0;

  private constructor(
    private readonly request: APIRequestContext,
    private readonly persona: Persona,
    private readonly api: Brand,
    readonly session: ApiSession,
    private readonly phoneNumber: string,
  ) {}

  /**
   * Registers `email` for the persona in the form version of `languages` (its phone step will
   * verify `phoneNumber`): the application then stands at the upload choice, and its pages can
   * be opened in those languages.
   */
  static async register(
    request: APIRequestContext,
    persona: Persona,
    languages: LanguageGroup,
    { email, phoneNumber }: { email: string; phoneNumber: string },
  ): Promise<GalleryApplication> {
    // Registered in Polish or English: Polish asks to confirm Poland as the residence, English
    // asks for the country; a country with a language of its own asks whether to go on in this
    // language (yes: `false` is its site's, which the server refuses as the page leaves for it).
    const language = languages.version === "pl" ? "pl" : "en";
    const confirmed = language === "pl" && persona.country === "PL";
    // The Polish form asks for a PESEL; a foreigner says there is none and gives a tax number.
    const personalData =
      languages.version === "pl" && !("pesel" in persona.api.personalData)
        ? { ...persona.api.personalData, noPesel: true }
        : persona.api.personalData;
    const brand: Brand = {
      ...persona.api,
      personalData,
      version: languages.version,
      languageCode: languageCodeFor(language),
      residence: confirmed
        ? { residenceConfirm: true }
        : {
            ...(language === "pl" ? { residenceConfirm: false } : {}),
            residenceCountry: persona.country,
            chooseLanguage: true,
          },
    };
    const { token } = (await post(request, brand, "get-token", {})) as { token: string };
    await post(request, brand, "new-account", {
      token,
      ...brand.residence,
      email,
      confirmEmail: email,
      password: PASSWORD,
      termsAgreement: true,
      recaptchaToken: await solvedProofOfWork(request),
    });
    return new GalleryApplication(request, persona, brand, { token, email }, phoneNumber);
  }

  /** Answers the steps before `route` that are not answered yet. */
  async reach(route: string): Promise<void> {
    const order = ANSWERS_BEFORE[route];
    if (order === undefined) throw new Error(`the gallery cannot reach ${route}`);
    while (this.answered < order) await this.answerNext();
  }

  private async answerNext(): Promise<void> {
    const api = this.api;
    const token = this.session.token;
    const step = this.answered;
    this.answered += 1;
    if (step === 0) {
      await post(this.request, api, "data-upload-choice", { token, dataUploadChoice: 1 });
      return;
    }
    if (step === 1) {
      await post(this.request, api, "personal-data-confirm", { token, ...api.personalData });
      return;
    }
    if (step === 2) return this.verifyPhone();
    const [action, data] = this.persona.laterSteps[step - 3]!;
    await post(this.request, api, action, { token, ...data });
  }

  private async verifyPhone(): Promise<void> {
    const { prefix, dialling } = this.persona.phone;
    const phone = {
      token: this.session.token,
      phoneNumberPrefix: prefix,
      phoneNumber: this.phoneNumber,
    };
    await post(this.request, this.api, "sms/desktop-sms", {
      ...phone,
      recaptchaToken: await solvedProofOfWork(this.request),
    });
    const code = await codeSentTo(this.request, `${dialling}${this.phoneNumber}`);
    await post(this.request, this.api, "sms/desktop-sms-code", {
      ...phone,
      phoneVerificationCode2: code,
    });
  }
}

/** How many of the application's answers come before each route. */
const ANSWERS_BEFORE: Record<string, number> = {
  dataUploadChoice: 0,
  personalDataConfirm: 1,
  desktopSms: 2,
  addressDetails: 3,
  taxOfficeDetails: 4,
  currencyChoice: 5,
  riskAssessment: 6,
  declarationAcceptance: 7,
  summaryAndPaymentChoice: 8,
};

/** Languages whose pages one application can be opened in: those of one form version. */
export interface LanguageGroup {
  version: "pl" | "eu";
  languages: Language[];
}

/**
 * The languages of those given that the persona's site serves (the Polish site sends Lithuanian
 * on), by form version: an application continues only in its own version's languages (`pl` for
 * Polish, `eu` for the others).
 */
export function languageGroupsOf(
  persona: Persona,
  languages: readonly Language[],
): LanguageGroup[] {
  const served = languages.filter((language) => persona.siteBrand === "eu" || language !== "lt");
  return (["pl", "eu"] as const)
    .map((version) => ({
      version,
      languages: served.filter(
        (language) => formVersionFor({ brand: persona.siteBrand, language }) === version,
      ),
    }))
    .filter((group) => group.languages.length > 0);
}

/** The page's address in a language of the persona's site. */
export function pageUrl(persona: Persona, language: Language, step: GalleryStep): string {
  const base = basePathFor({ brand: persona.siteBrand, language });
  return step.path === "/" ? `${base}/` : `${base}${step.path}`;
}

/**
 * Brings the open page into `state`: as opened it waits for the heading and the typeface;
 * `errors` presses the way forward on the empty form and waits for the error summary;
 * `confirmation` presses it on the filled form and waits for the layer.
 */
export async function showState(page: Page, state: PageState): Promise<void> {
  await page.locator("h1").first().waitFor();
  await page.locator("[data-testid=loader]").waitFor({ state: "detached" });
  await page.evaluate(() => document.fonts.ready);
  if (state === "opened") return;
  // Next is marked disabled on an empty form, and still answers a press with what is missing.
  const next = page.locator(".form__actions--forward .button").last();
  await next.scrollIntoViewIfNeeded();
  const box = await next.boundingBox();
  if (!box) throw new Error(`no way forward on ${page.url()}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (state === "errors") await page.locator(".error-summary").waitFor();
  else await page.getByRole("dialog").waitFor();
  await page.locator("[data-testid=loader]").waitFor({ state: "detached" });
  await page.evaluate(() => document.fonts.ready);
}
