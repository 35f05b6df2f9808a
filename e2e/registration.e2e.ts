/** The desktop path from registration to the end of personal data, on both brands. */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `e2e.${Date.now()}.${counter}@example.com`;
}

export const PASSWORD = "Str0ng!pass";

/** Fills the account part of the registration and waits for the bot check to pass. */
export async function fillAccount(page: Page, email: string, labels: { email: RegExp; save: RegExp; password: RegExp; terms: RegExp; robot: RegExp }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.email).blur();
  await page.getByRole("button", { name: labels.save }).click();
  await page.getByLabel(labels.password, { exact: false }).first().fill(PASSWORD);
  await page.getByRole("checkbox", { name: labels.terms }).check();
  await page.getByRole("checkbox", { name: labels.robot }).click();
  await expect(page.getByTestId("proof-of-work")).toContainText(/Verified|Zweryfikowano|Zweryfikowany/i, { timeout: 30_000 });
}

test("en on the European brand: registration, upload choice and personal data", async ({ page }) => {
  await page.goto("/eu-en/onboarding/");
  await expect(page.getByRole("heading", { level: 1, name: "Open your account" })).toBeVisible();
  await expect(page.getByTestId("progress")).toHaveText("About 8 minutes left");
  await expectNoAxeViolations(page);

  // English asks for a country; the language's own country (GB) is not offered.
  const country = page.getByLabel("Country of residence", { exact: true });
  await expect(country.locator("option[value=GB]")).toHaveCount(0);
  await country.selectOption("IE");
  await page.getByRole("button", { name: "Continue" }).click();

  await fillAccount(page, uniqueEmail(), {
    email: /^Email address/,
    save: /Save and continue/,
    password: /^Password$/,
    terms: /I accept the terms/,
    robot: /I am not a robot/,
  });
  await expect(page.getByText("Email is confirmed")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/eu-en\/onboarding\/select-registration-method$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeFocused();
  await expect(page.getByTestId("progress")).toHaveText("About 7 minutes left");
  await expectNoAxeViolations(page);
  await page.getByLabel("Upload later and fill in your details manually").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/personal-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your personal details" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel("First name").fill("Anna");
  await page.getByLabel("Last name").fill("Schmidt");
  await page.getByLabel("Day").first().fill("27");
  await page.getByLabel("Month").first().selectOption("3");
  await page.getByLabel("Year").first().fill("1990");
  await page.getByLabel("Citizenship", { exact: true }).selectOption("IE");
  await page.getByLabel("Document type").selectOption({ label: "Passport" });
  await page.getByLabel("Document number").fill("PA1234567");
  await page.getByLabel("My document has no expiry date").check();
  await page.getByLabel("Tax identification number").fill("1234567T");
  await page.getByRole("button", { name: "Next" }).click();

  const dialog = page.getByRole("dialog", { name: "Check your details" });
  await expect(dialog).toContainText("Schmidt");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/confirm-phone$/);
  await expect(page.getByRole("heading", { level: 1, name: "desktopSms" })).toBeVisible();
});
