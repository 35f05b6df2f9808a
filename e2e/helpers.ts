/**
 * What a person does, for the e2e tests: type one key at a time, click, tab. `fill()` is used
 * only where paste is the point (see `paste`).
 */
import type { Locator, Page } from "@playwright/test";
import { checkPage, expect } from "./fixtures.ts";

import { PASSWORD, uniqueEmail } from "./test-data.ts";
import { botCheckVerified } from "./waits.ts";

export { newPhoneNumber, PASSWORD, uniqueEmail } from "./test-data.ts";

/** Clicks into a field and types the text key by key, after what is already there. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

/** Selects what the field holds and types the text over it, key by key. */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(text);
}

/**
 * Chooses an option and leaves the field with Tab, as a person moves on: the field's blur check
 * runs as it does for them. A list the product draws as its combobox is chosen from as `pick`
 * does, typing the option's name; a native select (the date's month) from the keyboard
 * (headless Chromium's option list is not part of the page).
 */
export async function choose(field: Locator, option: string | { label: string }): Promise<void> {
  // A combobox's label names its list too: the box is the one that is a combobox.
  const select = field.and(field.page().getByRole("combobox"));
  const native = await select.evaluate((element) => element.tagName === "SELECT");
  if (!native && typeof option === "object") return pick(select, option.label, option.label);
  await select.focus();
  await select.selectOption(option);
  await select.press("Tab");
}

/**
 * Chooses from a combobox as a person does: types part of the name key by key over what the box
 * shows, clicks the option in the list that opens, and leaves with Tab.
 */
export async function pick(combobox: Locator, typed: string, option: string): Promise<void> {
  await retype(combobox, typed);
  const list = combobox.page().locator(`[id="${await combobox.getAttribute("aria-controls")}"]`);
  const wanted = list.getByRole("option", { name: option, exact: true });
  // The list shows what the typing left before a person reaches for it (and fails fast if not).
  await expect(wanted).toBeVisible();
  await wanted.click();
  await expect(combobox).toHaveValue(option);
  await combobox.press("Tab");
}

/** A country's name in the page's language, as the page itself names it. */
export function countryNameOnPage(page: Page, code: string): Promise<string> {
  return page.evaluate(
    (code) =>
      new Intl.DisplayNames([document.documentElement.lang], { type: "region" }).of(code) ?? code,
    code,
  );
}

/** Chooses a country in a country combobox by typing the start of its name in the page's language. */
export async function pickCountry(combobox: Locator, code: string): Promise<void> {
  const name = await countryNameOnPage(combobox.page(), code);
  await pick(combobox, name.slice(0, 4), name);
}

/** Presses Tab until `target` has focus; fails when it never gets it. */
export async function tabTo(page: Page, target: Locator, presses = 40): Promise<void> {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Pastes text into a field as the clipboard would (a paste event the page can filter). */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

export interface AccountLabels {
  email: RegExp;
  save: RegExp;
  confirmed: string;
  password: RegExp;
  terms: RegExp;
  robot: RegExp;
  verified: RegExp;
}

export const EN_ACCOUNT: AccountLabels = {
  email: /^Email address/,
  save: /^Save and continue$/,
  confirmed: "Email is confirmed",
  password: /^Password$/,
  terms: /^I accept the terms/,
  robot: /^I am not a robot$/,
  verified: /Verified/,
};

export const PL_ACCOUNT: AccountLabels = {
  email: /^Adres e-mail/,
  save: /^Zapisz i kontynuuj$/,
  confirmed: "Adres e-mail został potwierdzony",
  password: /^Hasło$/,
  terms: /^Akceptuję regulamin/,
  robot: /^Nie jestem robotem$/,
  verified: /Zweryfikowano/,
};

/**
 * Types the account part of the registration and waits for the bot check to pass. The address is
 * confirmed with its button, or with Enter in the address (the button that shows beside it).
 */
export async function fillAccount(
  page: Page,
  email: string,
  labels: AccountLabels,
  confirmWith: "button" | "Enter" = "button",
): Promise<void> {
  const address = page.getByLabel(labels.email);
  await typeInto(address, email);
  if (confirmWith === "Enter") await address.press("Enter");
  else await page.getByRole("button", { name: labels.save }).click();
  await expect(page.getByText(labels.confirmed, { exact: true })).toBeFocused();
  // Enter confirmed the address and sent nothing: no field is marked wrong.
  await expect(page.locator(".error-summary")).toHaveCount(0);
  const password = page.getByLabel(labels.password);
  await typeInto(password, PASSWORD);
  await expect(password).toHaveValue(PASSWORD);
  await page.getByRole("checkbox", { name: labels.terms }).click();
  await page.getByRole("checkbox", { name: labels.robot }).click();
  await botCheckVerified(page, labels.verified);
  await checkPage(page);
}

/** Registers on the European brand in English with residence in Ireland; ends on the upload choice. */
export async function registerInEnglish(
  page: Page,
  email = uniqueEmail(),
  query = "",
): Promise<string> {
  await page.goto(`/eu-en/onboarding/${query}`);
  await checkPage(page);
  await pickCountry(
    page.getByRole("combobox", { name: "Country of residence", exact: true }),
    "IE",
  );
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await fillAccount(page, email, EN_ACCOUNT);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/select-registration-method$/);
  return email;
}

/**
 * Clicks a button marked `aria-disabled` as a person can (Playwright's own click waits for it to
 * become enabled): the product then explains what is missing.
 */
export async function clickMarkedDisabled(button: Locator): Promise<void> {
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not on screen");
  await button.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
