/**
 * The identity journey on a computer, from the photo tips on: the phone recommended, the upload,
 * the cancel question, a photo's preview, a photo refused, every attempt used up, the journey
 * cancelled, and a passport verified with its results.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { sessionAtPhotoTips, storeTokenBeforeLoad } from "../../../e2e/api-session.ts";
import { CORPUS } from "../../../e2e/upload-forms.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button, type ScreenVisit } from "./screen-visit.ts";

/** Not a document: the journey refuses it. */
const NOT_A_DOCUMENT = "loyalty-card.jpg";
/** The man of the fake camera's face video: his passport, his selfie, another person's. */
const HOLDERS_PASSPORT = "../faces/liveness/passport.jpg";
const HOLDERS_SELFIE = "../faces/liveness/selfie.jpg";
const ANOTHER_PERSON = "../faces/selfie-other-person.jpg";
/** The journey's attempts (spec: three). */
const ATTEMPTS = 3;

/** A new application on the computer's photo tips. */
async function atPhotoTips({ page, api, brand, base }: ScreenVisit): Promise<void> {
  const session = await sessionAtPhotoTips(api, brand);
  await storeTokenBeforeLoad(page, session.token);
  await page.goto(`${base}/how-to-take-picture`);
}

/** A new application's journey, opened on the photo tips and walked to its upload. */
async function openUpload(visit: ScreenVisit, shown = false): Promise<void> {
  const { page, say, shot } = visit;
  await atPhotoTips(visit);
  if (shown) await shot("howToTakePicture", "the photo tips for a file");
  await button(page, say("identityJourney:tips.files.continue")).click();
  const recommendation = page.getByRole("dialog");
  await recommendation.waitFor();
  if (shown) await shot("desktopDocumentUpload", "a phone recommended");
  await button(recommendation, say("capture:upload.recommendMobile.proceed")).click();
  await button(page, say("identityJourney:upload.chooseFile")).waitFor();
}

/** Chooses the corpus photo in the file chooser: its preview. */
async function choosePhoto(page: Page, say: ScreenVisit["say"], file: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await button(page, say("identityJourney:upload.chooseFile")).click();
  await (await chooser).setFiles(path.join(CORPUS, file));
  await page
    .getByRole("img", { name: say("identityJourney:preview.image") })
    .waitFor({ timeout: 30_000 });
}

/** Uploads the photo chosen and waits for the journey's verdict. */
async function upload(page: Page, say: ScreenVisit["say"]): Promise<void> {
  await button(page, say("identityJourney:preview.upload")).click();
  await page
    .getByRole("img", { name: say("identityJourney:preview.image") })
    .waitFor({ state: "detached", timeout: 30_000 });
  await page.locator("[data-testid=loader]").waitFor({ state: "detached", timeout: 30_000 });
}

export const DESKTOP_UPLOAD: ScreenScene = {
  id: "desktop-upload",
  device: "computer",
  shots: 7,
  async run(visit) {
    const { page, say, shot } = visit;
    await openUpload(visit, true);
    await shot("desktopDocumentUpload", "the upload");
    await button(page, say("identityJourney:cancel")).click();
    const cancel = page.getByRole("dialog", { name: say("identityJourney:cancelDialog.title") });
    await cancel.waitFor();
    await shot("desktopDocumentUpload", "Cancel asks first");
    await button(cancel, say("identityJourney:cancelDialog.goOn")).click();
    await choosePhoto(page, say, NOT_A_DOCUMENT);
    await shot("desktopDocumentUpload", "the photo's preview");
    await upload(page, say);
    await button(page, say("identityJourney:upload.chooseFile")).waitFor({ timeout: 30_000 });
    await shot("desktopDocumentUpload", "a photo that is not a document refused");
    for (let attempt = 2; attempt <= ATTEMPTS; attempt++) {
      await choosePhoto(page, say, NOT_A_DOCUMENT);
      await upload(page, say);
    }
    await page.waitForURL(/\/upload-failed$/, { timeout: 30_000 });
    await shot("uploadFailed", "every attempt used");
  },
};

export const DESKTOP_CANCELLED: ScreenScene = {
  id: "desktop-cancelled",
  device: "computer",
  shots: 1,
  async run(visit) {
    const { page, say, shot } = visit;
    await openUpload(visit);
    await button(page, say("identityJourney:cancel")).click();
    const cancel = page.getByRole("dialog", { name: say("identityJourney:cancelDialog.title") });
    await button(cancel, say("identityJourney:cancelDialog.confirm")).click();
    await page.waitForURL(/\/upload-failed$/, { timeout: 30_000 });
    await shot("uploadFailed", "the journey cancelled");
  },
};

/**
 * Waits until the liveness check leads to `passed`; a prompt the busy machine's camera made too
 * late is tried again, as a person does, while attempts are left.
 */
export async function livenessPassed(page: Page, say: ScreenVisit["say"], passed: RegExp) {
  const again = button(page, say("identityJourney:liveness.tryAgain"));
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await Promise.race([
      page.waitForURL(passed, { timeout: 60_000 }).then(
        () => "passed",
        () => "late",
      ),
      again.waitFor({ timeout: 60_000 }).then(
        () => "again",
        () => "late",
      ),
    ]);
    if (outcome !== "again") return;
    await again.click();
  }
}

/** The holder's passport, then (with `refusal`, shown) another person's face, then the holder's. */
async function toLiveness(visit: ScreenVisit, refusal: boolean): Promise<void> {
  const { page, say, shot } = visit;
  await openUpload(visit);
  await choosePhoto(page, say, HOLDERS_PASSPORT);
  await upload(page, say);
  await page
    .getByRole("heading", { level: 2, name: say("identityJourney:upload.selfie.title") })
    .waitFor({ timeout: 30_000 });
  if (refusal) {
    await shot("desktopDocumentUpload", "the selfie asked for");
    await choosePhoto(page, say, ANOTHER_PERSON);
    await upload(page, say);
    await button(page, say("identityJourney:upload.chooseFile")).waitFor({ timeout: 30_000 });
    await shot("desktopDocumentUpload", "another person's face refused");
  }
  await choosePhoto(page, say, HOLDERS_SELFIE);
  await upload(page, say);
  await button(page, say("identityJourney:liveness.start")).waitFor({ timeout: 30_000 });
}

/**
 * The holder's passport, another person's face refused, the holder's own, the liveness check in
 * front of the webcam (the fake camera plays the holder's face making the prompts), the results.
 */
export const DESKTOP_VERIFIED: ScreenScene = {
  id: "desktop-verified",
  device: "computer",
  camera: { feed: { liveness: "holder" }, allowed: true },
  shots: 5,
  async run(visit) {
    const { page, say, shot } = visit;
    await toLiveness(visit, true);
    await shot("desktopDocumentUpload", "the liveness check offered");
    await button(page, say("identityJourney:liveness.start")).click();
    await page.getByLabel(say("identityJourney:camera.viewfinder")).waitFor({ timeout: 15_000 });
    await shot("desktopDocumentUpload", "the liveness check's prompts");
    await livenessPassed(page, say, /\/upload-succeeded$/);
    await page.getByRole("region", { name: say("identityJourney:results.title") }).waitFor();
    await shot("uploadSucceeded", "verified, with the results");
  },
};

/** The holder's photo held still to the webcam: the liveness check's first prompt never comes. */
export const DESKTOP_LIVENESS_TIMEOUT: ScreenScene = {
  id: "desktop-liveness-timeout",
  device: "computer",
  camera: { feed: { liveness: "stillPhoto" }, allowed: true },
  shots: 1,
  async run(visit) {
    const { page, say, shot } = visit;
    await toLiveness(visit, false);
    await button(page, say("identityJourney:liveness.start")).click();
    await button(page, say("identityJourney:liveness.tryAgain")).waitFor({ timeout: 45_000 });
    await shot("desktopDocumentUpload", "a liveness prompt not made in time");
  },
};

/** The journey service answers without a scan session, every time: the exception page. */
export const DESKTOP_EXCEPTION: ScreenScene = {
  id: "desktop-exception",
  device: "computer",
  shots: 2,
  async run(visit) {
    const { page, say, shot } = visit;
    await page.route("**/api/form/*/get-idscan-token", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"status":"error"}' }),
    );
    await atPhotoTips(visit);
    await button(page, say("identityJourney:tips.files.continue")).click();
    await page.getByRole("status").first().waitFor();
    await shot("desktopDocumentUpload", "preparing the secure connection");
    await page.waitForURL(/\/upload-exception$/, { timeout: 30_000 });
    await shot("uploadException", "no scan session to be had");
  },
};
