/**
 * The combobox by keyboard alone, as the WAI-ARIA pattern has it: Tab into the box, type part of
 * a name (in the page's language, without its accents), move with the arrows, take the marked
 * option with Enter or Tab, close with Escape. Checked on the tax office (grouped by voivodeship)
 * and the country of tax residence in Polish, and on the phone's country code in English; the
 * shared guard (axe among it) runs with the list open. Also the list's height: 250 px, 140 px
 * on a screen under 500 px high.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  answerStepsBefore,
  EN_EUROPE,
  openWithSession,
  PL_POLAND,
  sessionAtAddressStep,
  sessionAtPhoneStep,
} from "./api-session.ts";
import { tabTo } from "./helpers.ts";

test("pl: the tax country and the tax office chosen by keyboard alone @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, PL_POLAND);
  await answerStepsBefore(request, PL_POLAND, session, "tax-office-details");
  await openWithSession(page, session, "/onboarding/tax-residence");
  await checkPage(page);

  const country = page.getByRole("combobox", { name: "Kraj rezydencji podatkowej", exact: true });
  await tabTo(page, country);
  await page.keyboard.type("pols");
  await expect(country).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue("Polska");
  await expect(country).toHaveAttribute("aria-expanded", "false");

  const office = page.getByRole("combobox", { name: "Twój urząd skarbowy", exact: true });
  await tabTo(page, office);
  // A town typed without its Polish letters finds its offices, listed under the voivodeship.
  await page.keyboard.type("krakow");
  const list = page.getByRole("listbox", { name: "Twój urząd skarbowy" });
  const group = list.getByRole("group", { name: "Małopolskie", exact: true });
  await expect(group.getByRole("option")).toHaveCount(9);
  await expect(list.getByRole("group")).toHaveCount(1);
  await checkPage(page);
  // The first match is marked; the arrows move the mark, and Enter takes the marked office.
  await page.keyboard.press("ArrowDown");
  const markedId = await office.getAttribute("aria-activedescendant");
  const markedName = await page.locator(`[id="${markedId}"]`).textContent();
  expect(markedName).toMatch(/Kraków|Krakowie/);
  await page.keyboard.press("Enter");
  await expect(office).toHaveValue(markedName!);
  // Escape on the closed list empties the box; another office is typed for and Tab takes it.
  await page.keyboard.press("Escape");
  await expect(office).toHaveValue("");
  await page.keyboard.type("boleslaw");
  await page.keyboard.press("Tab");
  await expect(office).toHaveValue("Urząd Skarbowy w Bolesławcu");
  await checkPage(page);
});

test("en: the phone's country code found by its digits, by keyboard alone @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/confirm-phone");
  const prefix = page.getByRole("combobox", { name: "Country code", exact: true });
  await expect(prefix).toHaveValue("+353 Ireland");
  await tabTo(page, prefix);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("48");
  await expect(page.getByRole("option", { name: "+48 Poland", exact: true })).toBeVisible();
  await checkPage(page);
  await page.keyboard.press("Tab");
  await expect(prefix).toHaveValue("+48 Poland");
  await expect(page.getByLabel("Mobile phone number", { exact: true })).toBeFocused();
});

test("the list is 250 px high, and 140 px on a screen under 500 px high", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/confirm-phone");
  const prefix = page.getByRole("combobox", { name: "Country code", exact: true });
  const list = page.getByRole("listbox", { name: "Country code" });
  const heightOfOpenList = async () => {
    await prefix.click();
    await expect(list).toBeVisible();
    const height = (await list.boundingBox())?.height ?? 0;
    await prefix.press("Escape");
    return Math.round(height);
  };
  expect(await heightOfOpenList()).toBe(250);
  await page.setViewportSize({ width: 1280, height: 480 });
  expect(await heightOfOpenList()).toBe(140);
  await checkPage(page);
});
