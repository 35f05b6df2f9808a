/**
 * A journey whose definition asks for the terms and conditions first and the user-input form (a
 * deployment's JOURNEY_DEFINITION, on a server of its own): "I disagree" ends it as TCCDISAGREE,
 * whose page says the terms were not accepted, with no form asked for (en, computer); "I agree",
 * by keyboard, leads on to the form, typed, and then to the document, which passes (pl,
 * computer). On the phone (pl, 390 px) the terms come before the form and the camera's
 * instructions, which open once the form is sent, and lead on to the camera. Every
 * state passes the page guard.
 */
import type { APIRequestContext } from "@playwright/test";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { test as phoneTest } from "./camera-fixtures.ts";
import { sessionAtTips } from "./camera-steps.ts";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { EN, fromPhotoTips, PL, uploadFixture } from "./upload-journey.ts";
import { PL_FORM, typeForm } from "./user-input-form.ts";
import { typeInto } from "./helpers.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";

test.describe.configure({ timeout: 90_000 });

const WITH_TERMS = {
  termsAndConditions: true,
  userInput: true,
  journeysPerApplication: 3,
  steps: [
    { action: "IDENTITY:FRONT", attempts: 3 },
    { action: "IDENTITY:BACK", attempts: 3 },
  ],
};

let server: DefinitionServer;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await waitingFor("server start", () => startDefinitionServer(WITH_TERMS));
  api = await playwright.request.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** "Akceptuję" reached from "Nie akceptuję" with Tab, and pressed with Enter. */
async function agreeByKeyboard(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Nie akceptuję", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Akceptuję", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
}

test("en: the terms come first, and disagreeing ends the journey as terms not accepted", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, EN_EUROPE);
  await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, EN);
  await expect(page.getByRole("heading", { level: 2, name: "Terms and conditions" })).toBeVisible();
  await expect(page.getByText(EN.chooseFile, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("button", { name: "I disagree", exact: true }).click();
  await expect(page).toHaveURL(/\/upload-failed$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Terms not accepted" })).toBeVisible();
  await expect(
    page.getByText("You did not accept the terms of the document check", { exact: false }),
  ).toBeVisible();
  await checkPage(page);
});

test("pl: agreeing by keyboard leads on to the document, which passes", async ({ page }) => {
  const session = await sessionAtPhotoTips(api, PL_POLAND);
  await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, PL);
  const terms = page.getByRole("heading", { level: 2, name: "Regulamin" });
  await expect(terms).toBeVisible();
  await checkPage(page);
  await agreeByKeyboard(page);
  // The user-input form follows the terms, and the document's upload follows it.
  await expect(page.getByRole("heading", { level: 2, name: PL_FORM.title })).toBeVisible();
  await checkPage(page);
  await typeForm(page, PL_FORM, "00-238");
  await typeInto(page.getByLabel(PL_FORM.town, { exact: true }), "Warszawa");
  await page.keyboard.press("Enter");
  await expect(page.getByText(PL.chooseFile, { exact: true })).toBeVisible({ timeout: 15_000 });
  await checkPage(page);
  await uploadFixture(page, PL, "passport-passed.jpg");
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await expect(page.getByRole("heading", { level: 1, name: PL.verified })).toBeVisible();
  await checkPage(page);
});

phoneTest.describe("on the phone", () => {
  phoneTest.use({ cameraDevice: "phone" });

  phoneTest(
    "pl: the terms come before the camera's instructions, and agreeing leads to the camera, at 390 px",
    async ({ page }) => {
      const session = await sessionAtTips(api, PL_POLAND);
      await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
      await checkPage(page);
      await page.getByRole("button", { name: "Zróbmy zdjęcie", exact: true }).click();
      await expect(page).toHaveURL(/\/upload-document$/);
      await checkPage(page);
      await page.getByRole("button", { name: "Dalej", exact: true }).click();
      await pastSecuring(page);
      const terms = page.getByRole("heading", { level: 2, name: "Regulamin" });
      await expect(terms).toBeVisible();
      // The camera is ready (the connection secured) and the instructions still wait for the terms.
      const instructions = page.getByRole("dialog", { name: "Jak zrobić zdjęcie" });
      await expect(instructions).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: "Przykłady dobrych i złych zdjęć", exact: true }),
      ).toHaveCount(0);
      await checkPage(page);
      await agreeByKeyboard(page);
      // The user-input form follows the terms; the instructions wait for it too.
      await expect(page.getByRole("heading", { level: 2, name: PL_FORM.title })).toBeVisible();
      await expect(instructions).toHaveCount(0);
      await checkPage(page);
      await typeForm(page, PL_FORM, "00-238");
      await typeInto(page.getByLabel(PL_FORM.town, { exact: true }), "Warszawa");
      await page.getByRole("button", { name: PL_FORM.submit, exact: true }).click();
      await expect(instructions).toBeVisible({ timeout: 15_000 });
      await checkPage(page);
      await instructions.getByRole("button", { name: "Rozumiem", exact: true }).click();
      await expect(instructions).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: "Rozpocznij skanowanie", exact: true }),
      ).toBeVisible();
      await expect(terms).toHaveCount(0);
      await checkPage(page);
    },
  );
});
