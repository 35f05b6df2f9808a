/**
 * The hand-off page's other options on the desktop (spec §2 "Phone hand-off"): upload later, and
 * upload from this device after its popup, which recommends the phone.
 */
import type { APIRequestContext, Locator } from "@playwright/test";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { EN_EUROPE } from "./api-session.ts";
import { desktopAtHandoff, EN } from "./handoff-desktop.ts";

/** The desktop at the hand-off page (en) chooses "upload from this device": its popup. */
async function thisDevicePopup(page: Page, request: APIRequestContext): Promise<Locator> {
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  await page.getByText("Check other options", { exact: true }).click();
  await page.getByRole("button", { name: "Upload from this device", exact: true }).click();
  return page.getByRole("dialog", { name: "We recommend your phone" });
}

test("en: 'upload later' under the other options goes to the personal data; 'upload from this device' asks first", async ({
  page,
  request,
}) => {
  const popup = await thisDevicePopup(page, request);
  await expect(popup).toBeFocused();
  await checkPage(page);
  await popup.getByRole("button", { name: "Use my phone", exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/phone-number$/);
  await page
    .getByRole("button", { name: "Upload later and fill in my details manually", exact: true })
    .click();
  await expect(page).toHaveURL(/\/personal-data$/);
  await checkPage(page);
});

test("en: 'upload from this device', confirmed in its popup, goes to the document choice of this device", async ({
  page,
  request,
}) => {
  const popup = await thisDevicePopup(page, request);
  await popup.getByRole("button", { name: "Continue on this device", exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expect(page.getByRole("heading", { level: 1, name: EN.documentTitle })).toBeVisible();
  await checkPage(page);
});
