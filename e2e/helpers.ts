/** Shared steps of the e2e tests: unique emails and the account part of the registration. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `e2e.${Date.now()}.${counter}@example.com`;
}

export const PASSWORD = "Str0ng!pass";

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
  save: /Save and continue/,
  confirmed: "Email is confirmed",
  password: /^Password$/,
  terms: /I accept the terms/,
  robot: /I am not a robot/,
  verified: /Verified/,
};

export const PL_ACCOUNT: AccountLabels = {
  email: /^Adres e-mail/,
  save: /Zapisz i kontynuuj/,
  confirmed: "Adres e-mail został potwierdzony",
  password: /^Hasło$/,
  terms: /Akceptuję regulamin/,
  robot: /Nie jestem robotem/,
  verified: /Zweryfikowano/,
};

/** Fills the account part of the registration and waits for the bot check to pass. */
export async function fillAccount(page: Page, email: string, labels: AccountLabels): Promise<void> {
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole("button", { name: labels.save }).click();
  await expect(page.getByText(labels.confirmed)).toBeVisible();
  await page.getByLabel(labels.password).fill(PASSWORD);
  await page.getByRole("checkbox", { name: labels.terms }).check();
  await page.getByRole("checkbox", { name: labels.robot }).click();
  await expect(page.getByTestId("proof-of-work")).toContainText(labels.verified, {
    timeout: 30_000,
  });
}

/** Registers on the European brand in English with residence in Ireland; ends on the upload choice. */
export async function registerInEnglish(
  page: Page,
  email = uniqueEmail(),
  query = "",
): Promise<string> {
  await page.goto(`/eu-en/onboarding/${query}`);
  await page.getByLabel("Country of residence", { exact: true }).selectOption("IE");
  await page.getByRole("button", { name: "Continue" }).click();
  await fillAccount(page, email, EN_ACCOUNT);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/select-registration-method$/);
  return email;
}
