/**
 * The pages of the gallery (`npm run gallery`) and of the visual baselines: every step of the
 * flow a client types into, for two of the applicant matrix's base applicants
 * (scripts/flow-branches/base-applicants.ts: a Polish resident with a PESEL on the Polish brand,
 * a German resident with a tax number on the European brand), each page as it opens, with every
 * error shown after Next on the empty form, and personal data's confirmation layer. Each
 * application is walked through the product's API as the branch matrix walks its applicants
 * (e2e/branch-matrix/applicant-walk.ts), its answers made whole for the language it registers in
 * as the matrix makes them: a field compliance adds to a step is filled in here too.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { madeWhole } from "../../scripts/flow-branches/applicant-search.ts";
import { BASE_APPLICANTS, type Applicant } from "../../scripts/flow-branches/base-applicants.ts";
import { matrixContext, type MatrixContext } from "../../scripts/flow-branches/matrix-context.ts";
import { contextOf } from "../../scripts/flow-branches/step-values.ts";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { StepValidators } from "../../src/server/validation/step-validators.ts";
import {
  basePathFor,
  formVersionFor,
  type Brand as SiteBrand,
  type Language,
} from "../../src/shared/brand/locales.ts";
import type { ApiSession } from "../api-session.ts";
import { ApplicantWalk } from "../branch-matrix/applicant-walk.ts";

export type PageState = "opened" | "errors" | "confirmation";

export interface Persona {
  /** The base applicant's id. */
  id: string;
  /** Whose site: the Polish brand's or the European brand's. */
  siteBrand: SiteBrand;
  /** The country the persona lives in, as its registration gives it. */
  country: string;
  applicant: Applicant;
}

/** The base applicants the gallery shows, one of each brand. */
const GALLERY_APPLICANTS = ["polish-resident", "german-resident"] as const;

const files = loadProjectFiles();

/** The server's validators over the project's files, compiled once, when an application needs them. */
let matrix: MatrixContext | undefined;
function matrixOfProject(): MatrixContext {
  if (!matrix) {
    const validators = new StepValidators(
      [...files.steps].map(([name, step]) => [name, step.schema]),
    );
    matrix = matrixContext(files, validators, BASE_APPLICANTS);
  }
  return matrix;
}

function personaOf(id: string): Persona {
  const applicant = BASE_APPLICANTS.find((candidate) => candidate.id === id);
  if (!applicant) throw new Error(`no base applicant ${id}`);
  const country = contextOf(files, applicant).residenceCountry;
  if (typeof country !== "string") throw new Error(`${id} registers no residence`);
  return { id, siteBrand: applicant.brand, country, applicant };
}

export const PERSONAS: readonly Persona[] = GALLERY_APPLICANTS.map(personaOf);

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
  private constructor(
    private readonly walk: ApplicantWalk,
    readonly session: ApiSession,
  ) {}

  /**
   * Registers `email` for the persona in the form version of `languages` (its phone step will
   * verify `phoneNumber`, a Polish mobile number): the application then stands at the upload
   * choice, and its pages can be opened in those languages.
   */
  static async register(
    request: APIRequestContext,
    persona: Persona,
    languages: LanguageGroup,
    { email, phoneNumber }: { email: string; phoneNumber: string },
  ): Promise<GalleryApplication> {
    const context = matrixOfProject();
    const applicant = madeWhole(context, registeredIn(persona, languages));
    if (applicant.refused)
      throw new Error(
        `${persona.id} in ${languages.version}: ${applicant.refused.step} refuses ${applicant.refused.fields.join(", ")}`,
      );
    const walk = new ApplicantWalk(request, context.files, applicant, { email, phoneNumber });
    const registered = await walk.register();
    if (registered.status !== 200)
      throw new Error(
        `${persona.id}: new-account answered ${registered.status}: ${JSON.stringify(registered.body)}`,
      );
    return new GalleryApplication(walk, { token: walk.token, email });
  }

  /** Answers the steps before `route` that are not answered yet. */
  async reach(route: string): Promise<void> {
    if (!(await this.walk.walkTo(route)))
      throw new Error(`${this.walk.applicant.id}: the flow does not lead to ${route}`);
  }
}

/**
 * The persona registering in Polish or English, the languages of the form version's group: Polish
 * asks to confirm Poland as the residence, English asks for the country; a country with a
 * language of its own asks whether to go on in this language (yes: `false` is its site's, which
 * the server refuses as the page leaves for it).
 */
function registeredIn(persona: Persona, languages: LanguageGroup): Applicant {
  const language = languages.version === "pl" ? "pl" : "en";
  const { applicant } = persona;
  const { residenceConfirm: _, residenceCountry: __, ...account } = applicant.answers.newAccount!;
  const residence =
    language === "pl" && persona.country === "PL"
      ? { residenceConfirm: true }
      : {
          ...(language === "pl" ? { residenceConfirm: false } : {}),
          residenceCountry: persona.country,
          chooseLanguage: true,
        };
  // The Polish form asks for a PESEL; a foreigner says there is none and gives a tax number.
  const personalData = applicant.answers.personalDataConfirm!;
  const noPesel = languages.version === "pl" && !("pesel" in personalData);
  return {
    ...applicant,
    brand: languages.version,
    language,
    answers: {
      ...applicant.answers,
      newAccount: { ...account, ...residence },
      personalDataConfirm: noPesel ? { ...personalData, noPesel: true } : personalData,
    },
  };
}

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
