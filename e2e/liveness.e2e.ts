/**
 * The person's steps of a journey whose definition asks for a selfie and active liveness after the
 * document (a deployment's JOURNEY_DEFINITION, on a server of its own), with Chromium's fake
 * camera playing one man's face: the holder passes the selfie and the liveness check and reaches
 * the results, on a computer's webcam (en) and on the phone (pl, the document as a file); another
 * person's selfie is refused with attempts left (pl, on the computer); his photo held still times
 * out. Every state
 * passes the page guard.
 */
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { test } from "./camera-fixtures.ts";
import { sessionAtTips } from "./camera-steps.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { checkPage, expect } from "./fixtures.ts";
import { WITH_LIVENESS } from "../tests/fixtures/journey-definitions.ts";
import { EN, fromPhotoTips, PL, uploadFixture } from "./upload-journey.ts";
import {
  phoneDocumentAsFile,
  phoneSelfieThenLiveness,
  PL_PHONE_PERSON,
} from "./phone-person-steps.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";

test.describe.configure({ timeout: 150_000 });

const FACES = path.resolve("tests/fixtures/faces");

let server: DefinitionServer;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await waitingFor("server start", () => startDefinitionServer(WITH_LIVENESS));
  api = await playwright.request.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

interface Texts {
  selfieTitle: string;
  personTitle: string;
  livenessTitle: string;
  start: string;
  chooseSelfie: string;
  upload: string;
  verified: string;
  results: string;
  livenessCheck: string;
  /** The document's photo tips, not offered on the person's steps. */
  photoTips: string;
}

const EN_TEXTS: Texts = {
  selfieTitle: "A photo of your face",
  personTitle: "Confirm that it is you",
  livenessTitle: "Show us it is really you",
  start: "Start",
  chooseSelfie: "Choose a file",
  upload: "Upload",
  verified: EN.verified,
  results: "Verification results",
  livenessCheck: "Accumulative liveness resultPassed",
  photoTips: "Photo tips",
};

const PL_TEXTS: Texts = {
  selfieTitle: "Zdjęcie Twojej twarzy",
  personTitle: "Potwierdź, że to Ty",
  livenessTitle: "Pokaż nam, że to naprawdę Ty",
  start: "Rozpocznij",
  chooseSelfie: "Wybierz plik",
  upload: "Prześlij",
  verified: "Twój dokument został zweryfikowany",
  results: "Wyniki weryfikacji",
  livenessCheck: "Łączny wynik sprawdzenia żywotnościSpełniony",
  photoTips: "Wskazówki dotyczące zdjęć",
};

/** A face photo of the fixtures chosen in the file chooser and uploaded from its preview. */
async function uploadPhoto(page: Page, texts: Texts, chooser: string, file: string) {
  const chosen = page.waitForEvent("filechooser");
  await page.getByText(chooser, { exact: true }).click();
  await (await chosen).setFiles(path.join(FACES, file));
  await expect(page.getByRole("img", { name: /photo you chose|Wybrane zdjęcie/ })).toBeVisible({
    timeout: 30_000,
  });
  await checkPage(page);
  await page.getByRole("button", { name: texts.upload, exact: true }).click();
}

/** From the selfie step: the holder's selfie, then the liveness check started. */
async function selfieThenLiveness(page: Page, texts: Texts): Promise<void> {
  await waitingFor("document check", () =>
    expect(page.getByRole("heading", { level: 2, name: texts.selfieTitle })).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await expect(page.getByRole("heading", { level: 1, name: texts.personTitle })).toBeVisible();
  await expect(page.getByRole("button", { name: texts.photoTips, exact: true })).toHaveCount(0);
  await checkPage(page);
  await uploadPhoto(page, texts, texts.chooseSelfie, "liveness/selfie.jpg");
  await waitingFor("document check", () =>
    expect(page.getByRole("heading", { level: 2, name: texts.livenessTitle })).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await checkPage(page);
  await page.getByRole("button", { name: texts.start, exact: true }).click();
}

/** The liveness check passes and the results list it. */
async function passes(page: Page, texts: Texts): Promise<void> {
  await expect(page.getByLabel(/Camera view|Podgląd z aparatu/)).toBeVisible({ timeout: 15_000 });
  await checkPage(page);
  await waitingFor("liveness check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 60_000 }),
  );
  await expect(page.getByRole("heading", { level: 1, name: texts.verified })).toBeVisible();
  const results = page.getByRole("region", { name: texts.results });
  await expect(results.getByRole("heading", { level: 3, name: /^(Photo|Zdjęcie) \d/ })).toHaveCount(
    3,
  );
  await expect(results).toContainText(texts.livenessCheck);
  await checkPage(page);
}

test.describe("the holder on a computer's webcam", () => {
  test.use({ cameraFeed: { liveness: "holder" }, cameraDevice: "computer" });

  test("en: passport, selfie and the liveness actions pass, and the results list them", async ({
    page,
  }) => {
    const session = await sessionAtPhotoTips(api, EN_EUROPE);
    await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
    await fromPhotoTips(page, EN);
    await uploadFixture(page, EN, "../faces/liveness/passport.jpg");
    await selfieThenLiveness(page, EN_TEXTS);
    await passes(page, EN_TEXTS);
  });

  test("pl: another person's selfie is refused with attempts left", async ({ page }) => {
    const session = await sessionAtPhotoTips(api, PL_POLAND);
    await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
    await fromPhotoTips(page, PL);
    await uploadFixture(page, PL, "../faces/liveness/passport.jpg");
    await waitingFor("document check", () =>
      expect(page.getByRole("heading", { level: 2, name: PL_TEXTS.selfieTitle })).toBeVisible({
        timeout: DOCUMENT_CHECK_WITHIN_MS,
      }),
    );
    await expect(page.getByRole("button", { name: PL_TEXTS.photoTips, exact: true })).toHaveCount(
      0,
    );
    await checkPage(page);
    await uploadPhoto(page, PL_TEXTS, PL_TEXTS.chooseSelfie, "selfie-other-person.jpg");
    await expect(
      page.getByRole("alert").filter({ hasText: "nie zgadza się ze zdjęciem w Twoim dokumencie" }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Pozostałe próby: 2", { exact: true })).toBeVisible();
    await checkPage(page);
  });
});

test.describe("the holder's photo held to the camera", () => {
  test.use({ cameraFeed: { liveness: "stillPhoto" }, cameraDevice: "computer" });

  test("en: the first action never comes, and the attempt times out", async ({ page }) => {
    const session = await sessionAtPhotoTips(api, EN_EUROPE);
    await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
    await fromPhotoTips(page, EN);
    await uploadFixture(page, EN, "../faces/liveness/passport.jpg");
    await selfieThenLiveness(page, EN_TEXTS);
    await expect(page.getByText("Step 2 of 3", { exact: true })).toBeVisible({ timeout: 15_000 });
    await checkPage(page);
    await waitingFor("liveness check", () =>
      expect(
        page.getByRole("alert").filter({ hasText: "We did not see the action in time." }),
      ).toBeVisible({ timeout: 30_000 }),
    );
    await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again", exact: true })).toBeVisible();
    await checkPage(page);
  });
});

test.describe("the holder on the phone", () => {
  test.use({ cameraFeed: { liveness: "holder" }, cameraDevice: "phone" });

  test("pl: the passport as a file, then the selfie camera and the liveness actions pass", async ({
    page,
  }) => {
    const session = await sessionAtTips(api, PL_POLAND);
    await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
    await checkPage(page);
    await page.getByRole("button", { name: "Zróbmy zdjęcie", exact: true }).click();
    await phoneDocumentAsFile(page, PL_PHONE_PERSON, "liveness/passport.jpg");
    await phoneSelfieThenLiveness(page, PL_PHONE_PERSON);
    await passes(page, PL_TEXTS);
  });
});
