/**
 * What a person does, for the e2e tests: type one key at a time, click, tab. `fill()` is used
 * only where paste is the point (see `paste`).
 */
import type { Locator, Page } from "@playwright/test";
import { checkPage, expect } from "./fixtures.ts";

import { PASSWORD, uniqueEmail } from "./test-data.ts";

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
 * Chooses an option of a native select from the keyboard (headless Chromium's option list is not
 * part of the page) and leaves the field with Tab, as a person moves on: the field's blur check
 * runs as it does for them.
 */
export async function choose(select: Locator, option: string | { label: string }): Promise<void> {
  await select.focus();
  await select.selectOption(option);
  await select.press("Tab");
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

/** Types the account part of the registration and waits for the bot check to pass. */
export async function fillAccount(page: Page, email: string, labels: AccountLabels): Promise<void> {
  await typeInto(page.getByLabel(labels.email), email);
  await page.getByRole("button", { name: labels.save }).click();
  await expect(page.getByText(labels.confirmed, { exact: true })).toBeVisible();
  const password = page.getByLabel(labels.password);
  await typeInto(password, PASSWORD);
  await expect(password).toHaveValue(PASSWORD);
  await page.getByRole("checkbox", { name: labels.terms }).click();
  await page.getByRole("checkbox", { name: labels.robot }).click();
  await expect(page.getByTestId("proof-of-work")).toContainText(labels.verified, {
    timeout: 30_000,
  });
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
  await page.getByLabel("Country of residence", { exact: true }).selectOption("IE");
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
