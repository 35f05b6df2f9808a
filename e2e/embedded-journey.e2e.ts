/**
 * The identity journey embedded in a broker's own page through the widget's host API
 * (`/embed/identity-journey.js`, e2e/embedding-page.ts): the page on an origin of its own, the
 * journey service as a process of its own that answers that origin (JOURNEY_ALLOWED_ORIGINS),
 * sharing the database and scan tokens' key of an onboarding server of their own (whose
 * documents no other test reads, so the look-back check of other tests' passports is not
 * disturbed). A passport chosen by keyboard passes,
 * and the page hears the journey's events, the end's highest priority first (en, 1280 px); a
 * bank card is refused in Polish at 390 px, and the passport then passes as a JPEG of over 7 MB,
 * made smaller by the page's worker started across origins;
 * wrong options are refused with the catalogue's developer errors. Every state passes the page
 * guard.
 */
import type { APIRequestContext } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { E2E_SERVER_ENV } from "../playwright.config.ts";
import {
  COMPILED_JOURNEY_MAIN,
  startServerProcess,
  type ServerProcess,
} from "../tests/server/server-process.ts";
import {
  EN_EUROPE,
  PL_POLAND,
  sessionAtPhotoTips,
  type ApiSession,
  type Brand,
} from "./api-session.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { startEmbeddingPage, type EmbeddingPage } from "./embedding-page.ts";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { asLargeJpeg, CORPUS, type FilePayload } from "./upload-forms.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";

test.describe.configure({ timeout: 90_000 });

/** The journeys ask for the document alone, as the e2e server's do. */
const DOCUMENT_ONLY: unknown = JSON.parse(
  fs.readFileSync(path.resolve(E2E_SERVER_ENV.JOURNEY_DEFINITION!), "utf8"),
);

let onboarding: DefinitionServer | undefined;
let journeyService: ServerProcess | undefined;
let embedding: EmbeddingPage | undefined;
let api: APIRequestContext | undefined;
let applicant: { brand: Brand; session: ApiSession } | undefined;

test.beforeAll(async ({ playwright }) => {
  let dataDir = "";
  onboarding = await waitingFor("server start", () =>
    startDefinitionServer(DOCUMENT_ONLY, (dir) => {
      dataDir = dir;
      return {};
    }),
  );
  const server = onboarding;
  api = await playwright.request.newContext({ baseURL: server.origin });
  const page = await startEmbeddingPage({
    onboarding: server.origin,
    backendUrl: () => `${journeyService!.origin}/`,
    applicant: () => applicant!,
  });
  embedding = page;
  journeyService = await waitingFor("server start", () =>
    startServerProcess(
      {
        ...E2E_SERVER_ENV,
        LOG_LEVEL: "info",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        JOURNEY_DEFINITION: path.join(dataDir, "identity-journey.json"),
        JOURNEY_PORT: "0",
        JOURNEY_ALLOWED_ORIGINS: page.origin,
      },
      30_000,
      COMPILED_JOURNEY_MAIN,
    ),
  );
});
test.afterAll(async () => {
  await journeyService?.stop();
  await embedding?.close();
  await api?.dispose();
  await onboarding?.stop();
});

async function openEmbedded(page: Page, brand: Brand, language: string): Promise<void> {
  applicant = { brand, session: await sessionAtPhotoTips(api!, brand) };
  await page.goto(`${embedding!.url}?language=${language}`);
}

/**
 * Chooses a corpus photo (or a file made from one) by keyboard (the file upload's button, Enter)
 * and uploads it.
 */
async function choosePhoto(
  page: Page,
  file: string | FilePayload,
  chooseFile: string,
  upload: string,
) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: chooseFile, exact: true }).focus();
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(typeof file === "string" ? `${CORPUS}/${file}` : file);
  const send = page.getByRole("button", { name: upload, exact: true });
  await expect(send).toBeVisible({ timeout: 30_000 });
  await checkPage(page);
  await send.focus();
  await page.keyboard.press("Enter");
}

/**
 * The journey ended as passed: the widget says so (`verdict`), and the page heard its start, its
 * end (the callback of the highest priority first) and where it led.
 */
async function expectPassed(page: Page, verdict: string): Promise<void> {
  await waitingFor("document check", () =>
    expect(page.getByRole("status")).toHaveText(verdict, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await checkPage(page);
  const heard = await page.evaluate(
    () => (window as unknown as { journeyEvents: string[] }).journeyEvents,
  );
  expect(heard).toEqual(["start", "end, first by priority", "end", "uploadSucceeded"]);
}

test("en: a passport passes in the broker's page, which hears the journey's events", async ({
  page,
}) => {
  await openEmbedded(page, EN_EUROPE, "en");
  await expect(page.getByRole("button", { name: "Choose a file", exact: true })).toBeVisible();
  await checkPage(page);
  await choosePhoto(page, "passport-passed.jpg", "Choose a file", "Upload");
  await expectPassed(page, "Result: Passed");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("pl: a bank card is refused in the broker's page, then a passport of over 7 MB passes, at 390 px", async ({
    page,
  }) => {
    await openEmbedded(page, PL_POLAND, "pl");
    const choose = "Wybierz lub zrób zdjęcie";
    await expect(page.getByRole("button", { name: choose, exact: true })).toBeVisible();
    await checkPage(page);
    await choosePhoto(page, "bank-card.jpg", choose, "Prześlij");
    await waitingFor("document check", () =>
      expect(page.getByRole("alert")).toContainText("Ten rodzaj dokumentu nie jest akceptowany.", {
        timeout: DOCUMENT_CHECK_WITHIN_MS,
      }),
    );
    await expect(page.getByText("Pozostałe próby: 2", { exact: true })).toBeVisible();
    await checkPage(page);
    // Made smaller in the page by its worker, started from the broker's origin.
    await choosePhoto(page, await asLargeJpeg("passport-passed.jpg"), choose, "Prześlij");
    await expectPassed(page, "Wynik: Pozytywny");
  });
});

test("en: wrong options are refused with the catalogue's developer errors", async ({ page }) => {
  await openEmbedded(page, EN_EUROPE, "en");
  await expect(page.getByRole("button", { name: "Choose a file", exact: true })).toBeVisible();
  await checkPage(page);
  const refusals = await page.evaluate(async (module) => {
    const { mountIdentityJourney } = (await import(module)) as {
      mountIdentityJourney: (options: unknown) => {
        on: (event: unknown, callback: unknown, priority?: unknown) => unknown;
        unmount: () => void;
      };
    };
    const scanSession = () => Promise.resolve({});
    const backendUrl = "https://journey.example/";
    const spare = document.createElement("div");
    document.body.append(spare);
    const refusal = (run: () => unknown) => {
      try {
        run();
        return "not refused";
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    const mounted = mountIdentityJourney({ container: spare, backendUrl, scanSession });
    const refused = {
      noSuchContainer: refusal(() =>
        mountIdentityJourney({ container: "#nowhere", backendUrl, scanSession }),
      ),
      containerNumber: refusal(() =>
        mountIdentityJourney({ container: 7, backendUrl, scanSession }),
      ),
      noBackendUrl: refusal(() => mountIdentityJourney({ container: spare, scanSession })),
      badBackendUrl: refusal(() =>
        mountIdentityJourney({ container: spare, backendUrl: "ftp://x/", scanSession }),
      ),
      noScanSession: refusal(() => mountIdentityJourney({ container: spare, backendUrl })),
      noProviders: refusal(() =>
        mountIdentityJourney({ container: spare, backendUrl, scanSession, inputProviders: [] }),
      ),
      unknownProvider: refusal(() =>
        mountIdentityJourney({
          container: spare,
          backendUrl,
          scanSession,
          inputProviders: ["fax"],
        }),
      ),
      scannerOnly: refusal(() =>
        mountIdentityJourney({
          container: spare,
          backendUrl,
          scanSession,
          inputProviders: ["scanner"],
        }),
      ),
      eventNumber: refusal(() => mounted.on(5, () => undefined)),
      callbackText: refusal(() => mounted.on("end", "log it")),
      priorityZero: refusal(() => mounted.on("end", () => undefined, 0)),
    };
    mounted.unmount();
    spare.remove();
    return refused;
  }, `${onboarding!.origin}/embed/identity-journey.js`);
  expect(refusals).toEqual({
    noSuchContainer:
      'IdentityJourneyError: Template error: the container element is missing (container "#nowhere")',
    containerNumber:
      "IdentityJourneyError: Invalid parameter: the container must be an element or a selector (container)",
    noBackendUrl:
      "IdentityJourneyError: Missing parameter: the backend URL is missing from the configuration (backendUrl)",
    badBackendUrl:
      "IdentityJourneyError: Invalid parameter: the value is invalid or damaged (backendUrl)",
    noScanSession:
      "IdentityJourneyError: Invalid parameter: the callback must be a function (scanSession)",
    noProviders: "IdentityJourneyError: Input provider error: no input provider was specified",
    unknownProvider:
      'IdentityJourneyError: Input provider error: the input provider cannot be retrieved (inputProviders "fax")',
    scannerOnly:
      "IdentityJourneyError: Input provider error: the input provider is not available (inputProviders scanner)",
    eventNumber: "IdentityJourneyError: Invalid parameter: the event name must be a string (event)",
    callbackText:
      "IdentityJourneyError: Invalid parameter: the callback must be a function (callback)",
    priorityZero:
      "IdentityJourneyError: Invalid parameter: the priority must be a positive number (priority)",
  });
  // The journey on the page goes on untouched.
  await expect(page.getByRole("button", { name: "Choose a file", exact: true })).toBeVisible();
  await checkPage(page);
});
