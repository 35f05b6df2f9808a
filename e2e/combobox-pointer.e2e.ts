/**
 * The combobox between typing and pointing, as people mix them: a country typed and taken with
 * Tab leaves no list over the page, so the next click or tap (Continue) lands where it was
 * aimed; a click or tap into a box that shows a chosen name and typing replaces the name instead
 * of splicing the typed letters into it. Tagged @walk: also at phone width, with touch.
 */
import type { Locator } from "@playwright/test";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import {
  answerStepsBefore,
  openWithSession,
  PL_POLAND,
  sessionAtAddressStep,
} from "./api-session.ts";
import { pick } from "./helpers.ts";

/**
 * Presses a button where it shows on the screen, as a finger or a mouse does: whatever is drawn
 * over it there takes the press (Playwright's own click would wait for the button to be clear).
 */
async function pressWhereItShows(page: Page, button: Locator, touch: boolean): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not on screen");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

test('en: the residence typed as "Irel" and taken with Tab stays Ireland when Continue is pressed next @walk', async ({
  page,
}, testInfo) => {
  await page.goto("/eu-en/onboarding/");
  await checkPage(page);
  const residence = page.getByRole("combobox", { name: "Country of residence", exact: true });
  await residence.click();
  await residence.pressSequentially("Irel");
  await expect(residence).toHaveAttribute("aria-expanded", "true");
  await residence.press("Tab");
  await expect(residence).toHaveValue("Ireland");
  // Tab chose and closed the list, so the next press lands on Continue, not on an option over it.
  await pressWhereItShows(
    page,
    page.getByRole("button", { name: "Continue", exact: true }),
    testInfo.project.use.hasTouch === true,
  );
  await expect(residence).toHaveValue("Ireland");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(residence).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel(/^Email address/)).toBeVisible();
  await checkPage(page);
});

test("pl: a click into the chosen tax office and typing looks for the typed town, not a spliced name @walk", async ({
  page,
  request,
}, testInfo) => {
  const session = await sessionAtAddressStep(request, PL_POLAND);
  await answerStepsBefore(request, PL_POLAND, session, "tax-office-details");
  await openWithSession(page, session, "/onboarding/tax-residence");
  await checkPage(page);
  await pick(
    page.getByRole("combobox", { name: "Kraj rezydencji podatkowej", exact: true }),
    "Pols",
    "Polska",
  );
  const office = page.getByRole("combobox", { name: "Twój urząd skarbowy", exact: true });
  await pick(office, "Mokot", "Urząd Skarbowy Warszawa-Mokotów");

  // A person clicks (or taps) on the shown name, somewhere in its words, and types a town.
  const box = await office.boundingBox();
  if (!box) throw new Error("the tax office box is not on screen");
  const onTheName = { x: Math.min(150, box.width / 2), y: box.height / 2 };
  if (testInfo.project.use.hasTouch === true) await office.tap({ position: onTheName });
  else await office.click({ position: onTheName });
  await office.pressSequentially("Krak");
  await expect(office).toHaveValue("Krak");
  const list = page.getByRole("listbox", { name: "Twój urząd skarbowy" });
  await expect(list.getByRole("option")).toHaveCount(9);
  // Tab takes the first office listed (by name within the voivodeship).
  await expect(list.getByRole("option").first()).toHaveText("Drugi Urząd Skarbowy Kraków");
  await office.press("Tab");
  await expect(office).toHaveValue("Drugi Urząd Skarbowy Kraków");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await checkPage(page);
});
