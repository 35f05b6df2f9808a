/**
 * The hand-off page's other options on the desktop (spec §2 "Phone hand-off"): upload later, and
 * upload from this device after its popup, which recommends the phone.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE } from "./api-session.ts";
import { desktopAtHandoff, EN } from "./handoff-desktop.ts";

test("en: 'upload later' under the other options goes to the personal data; 'upload from this device' asks first", async ({
  page,
  request,
}) => {
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  await page.getByText("Check other options", { exact: true }).click();
  await page.getByRole("button", { name: "Upload from this device", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "We recommend your phone" });
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
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  await page.getByText("Check other options", { exact: true }).click();
  await page.getByRole("button", { name: "Upload from this device", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "We recommend your phone" });
  await popup.getByRole("button", { name: "Continue on this device", exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expect(page.getByRole("heading", { level: 1, name: EN.documentTitle })).toBeVisible();
  await checkPage(page);
});
