/**
 * A journey whose definition asks for the user-input form (a deployment's JOURNEY_DEFINITION, on
 * a server of its own) before the document and a proof of address: the form is typed key by key,
 * its spec messages show for a postal code with a space and for a required field left empty
 * (en, computer); then its answers are sent, the document's upload follows, and a reload does
 * not ask for the form again. In Polish at a phone's width the form comes after the welcome's
 * Next and before the camera.
 * Every state passes the page guard.
 */
import type { APIRequestContext } from "@playwright/test";
import { WITH_ADDRESS_PROOF } from "../tests/fixtures/journey-definitions.ts";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { test as phoneTest } from "./camera-fixtures.ts";
import { sessionAtTips } from "./camera-steps.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { checkPage, expect, test } from "./fixtures.ts";
import { typeInto } from "./helpers.ts";
import { EN_FORM, PL_FORM, typeForm } from "./user-input-form.ts";
import { EN, fromPhotoTips } from "./upload-journey.ts";
import { waitingFor } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";

test.describe.configure({ timeout: 90_000 });

let server: DefinitionServer;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await waitingFor("server start", () =>
    startDefinitionServer({ ...WITH_ADDRESS_PROOF, userInput: true }),
  );
  api = await playwright.request.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test("en: the form's spec messages, then its answers sent and the document's upload next", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, EN_EUROPE);
  await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, EN);
  await expect(page.getByRole("heading", { level: 2, name: EN_FORM.title })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
  await typeForm(page, EN_FORM, "00 238");
  await expect(
    page.getByText("Postal code format is not valid minLength:5 / maxLength:8", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: EN_FORM.submit, exact: true }).click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await checkPage(page);
  const postalCode = page.getByLabel(EN_FORM.postalCode, { exact: true });
  await postalCode.click();
  await postalCode.press("ControlOrMeta+a");
  await postalCode.pressSequentially("00-238");
  await typeInto(page.getByLabel(EN_FORM.town, { exact: true }), "Warszawa");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 2, name: "Your passport's photo page" }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 2, name: "Your passport's photo page" }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("heading", { level: 2, name: EN_FORM.title })).toHaveCount(0);
  await checkPage(page);
});

phoneTest.describe("on the phone", () => {
  phoneTest.use({ cameraDevice: "phone" });

  phoneTest("pl: the form comes before the camera, at 390 px", async ({ page }) => {
    const session = await sessionAtTips(api, PL_POLAND);
    await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
    await checkPage(page);
    await page.getByRole("button", { name: "Zróbmy zdjęcie", exact: true }).click();
    await checkPage(page);
    await page.getByRole("button", { name: "Dalej", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: PL_FORM.title })).toBeVisible({
      timeout: 15_000,
    });
    await checkPage(page);
    await typeForm(page, PL_FORM, "00-238");
    await typeInto(page.getByLabel(PL_FORM.town, { exact: true }), "Warszawa");
    await page.getByRole("button", { name: PL_FORM.submit, exact: true }).click();
    // The camera's permission check and its instructions follow the form.
    await pastSecuring(page);
    await expect(page.getByRole("dialog", { name: "Jak zrobić zdjęcie" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: PL_FORM.title })).toHaveCount(0);
    await checkPage(page);
  });
});
