/**
 * The preview gallery compliance opens after editing a schema or a locale file, in four sections:
 * - steps: every step of the flow on both brands, in every language with texts, at 1280 and
 *   390 px wide, as it opens, with the errors of an empty Next, and personal data's confirmation
 *   layer, for two made-up applicants (e2e/gallery/gallery-pages.ts);
 * - screens: every screen that is not a form step, in every language, walked as a person does
 *   (gallery/screens/): the registration's residence question and consents, the login, the
 *   identity journey with each result, the phone's hand-off and camera, the e-mail code, the
 *   hand-over to the client zone;
 * - messages: the text of every SMS and e-mail in every language (gallery/message-texts.ts);
 * - branches: each side of each branch of the flow, read from the schemas and the flow file,
 *   shown by the made-up applicant of the matrix that takes it (scripts/flow-branches/,
 *   gallery/branch-shots.ts).
 * Runs the built product on a free port with a throw-away database, prints its progress and
 * writes `gallery/index.html` and its screenshots (git-ignored). Each screenshot is of the whole
 * page as tall as its window, so the risk warning stuck to the window's foot is drawn at the
 * page's foot.
 *
 *   npm run build && npm run gallery
 *   npm run gallery -- --languages pl,de --widths 390 --sections screens,messages
 */
import fs from "node:fs";
import path from "node:path";
import { isLanguage, LANGUAGES, type Language } from "../src/shared/brand/locales.ts";
import type {
  GalleryApplication,
  GalleryStep,
  LanguageGroup,
  PageState,
  Persona,
} from "../e2e/gallery/gallery-pages.ts";
import { readCommandLine } from "./cli/command-line.ts";
import type { Shot } from "./gallery/gallery-html.ts";
import type { GalleryJourneyName } from "./gallery/screens/gallery-journey.ts";

const SECTIONS = ["steps", "screens", "messages", "branches"] as const;
const commandLine = readCommandLine({
  command: "npm run gallery",
  summary:
    "Into gallery/index.html, in every language at 1280 and 390 px: every step of the flow on both\nbrands (as it opens, with an empty Next's errors, the confirmation layer), every other screen,\nthe text of every SMS and e-mail, and every side of every branch of the flow.",
  options: {
    languages: {
      type: "string",
      value: "LIST",
      default: LANGUAGES.join(","),
      description: "languages, comma-separated",
    },
    brands: {
      type: "string",
      value: "LIST",
      default: "pl,eu",
      description: "brands: pl (Dom Maklerski), eu (Dom Maklerski Europa)",
    },
    widths: {
      type: "string",
      value: "LIST",
      default: "1280,390",
      description: "window widths in px (320-1920)",
    },
    out: { type: "string", value: "DIR", default: "gallery", description: "where to write" },
    sections: {
      type: "string",
      value: "LIST",
      default: SECTIONS.join(","),
      description: "sections, comma-separated: steps, screens, messages, branches",
    },
  },
});
const options = commandLine.values;

function listOption(name: string, value: string, valid: (item: string) => boolean): string[] {
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = items.find((item) => !valid(item));
  if (wrong !== undefined || items.length === 0) {
    process.stderr.write(`gallery: --${name} "${value}": "${wrong ?? ""}" is not one of them\n`);
    process.exit(2);
  }
  return items;
}

const languages = listOption("languages", options.languages, isLanguage) as Language[];
const brands = listOption("brands", options.brands, (brand) => brand === "pl" || brand === "eu");
const widths = listOption("widths", options.widths, (width) => {
  const number = Number(width);
  return Number.isInteger(number) && number >= 320 && number <= 1920;
}).map(Number);
const sections = new Set(
  listOption("sections", options.sections, (section) =>
    (SECTIONS as readonly string[]).includes(section),
  ),
);
// The browser, the server and the product's code are loaded once the command line is read:
// --help and a wrong option answer without them.
const [
  { chromium, request: playwrightRequest },
  { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_SERVER_ENV },
  {
    CONFIRMATION_STEP,
    GALLERY_STEPS,
    GalleryApplication: Application,
    languageGroupsOf,
    pageUrl,
    PERSONAS,
    showState,
  },
  { storeTokenBeforeLoad },
  { builtFrontEnd, PROJECT_ROOT, startRealServer },
  { writeGalleryPage },
  { captureBranches, shownWalks },
  { Progress },
  { renderMessages },
  { galleryJourney },
  { SCENES },
  { captureScreens, plannedShots },
  { galleryWindow, wholePageShot },
  { applicantMatrix },
  { walkPlan },
  { loadProjectFiles },
  { StepValidators },
] = await Promise.all([
  import("@playwright/test"),
  import("../playwright.config.ts"),
  import("../e2e/gallery/gallery-pages.ts"),
  import("../e2e/api-session.ts"),
  import("./real-server.ts"),
  import("./gallery/gallery-html.ts"),
  import("./gallery/branch-shots.ts"),
  import("./gallery/progress.ts"),
  import("./gallery/message-texts.ts"),
  import("./gallery/screens/gallery-journey.ts"),
  import("./gallery/screens/scenes.ts"),
  import("./gallery/screens/screen-shots.ts"),
  import("./gallery/whole-page-shot.ts"),
  import("./flow-branches/applicant-matrix.ts"),
  import("./flow-branches/walk-plan.ts"),
  import("../src/server/config/project-files.ts"),
  import("../src/server/validation/step-validators.ts"),
]);
const outDir = path.resolve(PROJECT_ROOT, options.out);
/** A Polish mobile number for each application the gallery registers. */
const PHONE_NUMBERS = {
  pl: { pl: "600100200", eu: "600100300" },
  eu: { pl: "600100400", eu: "600100500" },
} as const;

const staticDir = builtFrontEnd();
/** A server of the gallery running the journey named, with its API; `stop` ends both. */
async function galleryServer(name: GalleryJourneyName) {
  const journey = galleryJourney(name);
  // The browser tests' settings (every per-address limit raised, as every phone and computer
  // here is 127.0.0.1; the bot check's lighter work and cheaper password hash), with the
  // gallery's own journey.
  const server = await startRealServer({
    ...E2E_SERVER_ENV,
    STATIC_DIR: staticDir,
    JOURNEY_DEFINITION: journey.file,
  });
  const api = await playwrightRequest.newContext({ baseURL: server.origin });
  return {
    origin: server.origin,
    api,
    async stop() {
      await api.dispose();
      await server.stop();
      journey.remove();
    },
  };
}
const server = await galleryServer("product");
const { api } = server;
const scenes = sections.has("screens") ? SCENES : [];
// The proof of address's screens need a server whose journey asks for one.
const addressProofServer = scenes.some((scene) => scene.journey === "addressProof")
  ? await galleryServer("addressProof")
  : undefined;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
fs.rmSync(outDir, { recursive: true, force: true });
const shots: Shot[] = [];
const started = Date.now();

const files = loadProjectFiles();
const branchWalks = !sections.has("branches")
  ? []
  : shownWalks(
      walkPlan(
        applicantMatrix(
          files,
          new StepValidators([...files.steps].map(([name, step]) => [name, step.schema])),
        ),
        files.flow,
      ),
      files,
    );
const personas = sections.has("steps")
  ? PERSONAS.filter((candidate) => brands.includes(candidate.siteBrand))
  : [];
const pagesOfPersona =
  2 + GALLERY_STEPS.slice(1).reduce((sum, step) => sum + step.states.length, 0);
const progress = new Progress(
  widths.length *
    (personas.reduce(
      (sum, persona) =>
        sum +
        languageGroupsOf(persona, languages).reduce(
          (count, group) => count + group.languages.length * pagesOfPersona,
          0,
        ),
      0,
    ) +
      branchWalks.reduce((sum, walk) => sum + walk.steps.length, 0)) +
    plannedShots(scenes, languages, widths),
);

/** One screenshot of a step in a state, for each language of the group and width. */
async function capture(
  persona: Persona,
  group: LanguageGroup,
  application: GalleryApplication | undefined,
  step: GalleryStep,
  state: PageState,
): Promise<void> {
  for (const width of widths) {
    const context = await browser.newContext({
      baseURL: server.origin,
      ...galleryWindow(width),
    });
    if (application) await storeTokenBeforeLoad(context, application.session.token);
    const page = await context.newPage();
    for (const language of group.languages) {
      await page.goto(pageUrl(persona, language, step));
      await showState(page, state);
      const file = path.join(
        `${persona.siteBrand}-${language}`,
        `${width}`,
        `${String(shots.length).padStart(4, "0")}-${step.route}-${state}.png`,
      );
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      await wholePageShot(page, path.join(outDir, file));
      shots.push({ brand: persona.siteBrand, language, width, step: step.route, state, file });
      progress.shot(`${persona.siteBrand}-${language} ${width} px ${step.route} ${state}`);
    }
    await context.close();
  }
}

try {
  for (const persona of personas) {
    for (const group of languageGroupsOf(persona, languages)) {
      await capture(persona, group, undefined, GALLERY_STEPS[0]!, "opened");
      const application = await Application.register(api, persona, group, {
        email: `gallery.${persona.id}.${group.version}@example.com`,
        phoneNumber: PHONE_NUMBERS[persona.siteBrand][group.version],
      });
      for (const step of GALLERY_STEPS.slice(1)) {
        await application.reach(step.route);
        for (const state of step.states) await capture(persona, group, application, step, state);
        if (step.route === CONFIRMATION_STEP.route) {
          // The persona's own data in the form, then Next: the layer asking to confirm it.
          await application.reach("desktopSms");
          await capture(persona, group, application, CONFIRMATION_STEP, "confirmation");
        }
      }
    }
  }
  const failures = await captureScreens(scenes, {
    browser,
    servers: { product: server, addressProof: addressProofServer },
    languages,
    widths,
    outDir,
    taken(shot) {
      shots.push(shot);
      progress.shot(`screen ${shot.brand}-${shot.language} ${shot.width} px ${shot.step}`);
    },
  });
  await captureBranches(branchWalks, {
    browser,
    api,
    origin: server.origin,
    files,
    widths,
    outDir,
    taken(shot) {
      shots.push(shot);
      progress.shot(`branch ${shot.applicant ?? ""} ${shot.width} px ${shot.step}`);
    },
  });
  writeGalleryPage(outDir, shots, sections.has("messages") ? renderMessages(files.locales) : []);
  console.log(
    `gallery: ${shots.length} screenshots in ${Math.round((Date.now() - started) / 1000)} s: ${path.relative(process.cwd(), path.join(outDir, "index.html"))}`,
  );
  if (failures.length > 0) {
    process.stderr.write(
      `gallery: ${failures.length} screen walks stopped short:\n${failures.map((failure) => `  ${failure}\n`).join("")}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
  await addressProofServer?.stop();
}
