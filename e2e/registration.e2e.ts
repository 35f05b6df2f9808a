/** The desktop path from registration to the end of personal data, on both brands. */
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { EN_ACCOUNT, PL_ACCOUNT, fillAccount, uniqueEmail } from "./helpers.ts";

test("en on the European brand: registration, upload choice and personal data", async ({
  page,
}) => {
  const analytics: { event: string; step?: number }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/dc"))
      analytics.push(request.postDataJSON() as { event: string; step?: number });
  });
  await page.goto("/eu-en/onboarding/?utm_source=e2e&utm_campaign=autumn");
  await expect(page.getByRole("heading", { level: 1, name: "Open your account" })).toBeVisible();
  // Campaign parameters are kept for 30 days in the tracking cookie and sent with the registration.
  const tracking = (await page.context().cookies()).find((cookie) => cookie.name === "tmsc");
  expect(JSON.parse(decodeURIComponent(tracking!.value))).toEqual({
    utm_source: "e2e",
    utm_campaign: "autumn",
  });
  expect(tracking!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
  await expect(page.getByTestId("progress")).toHaveText("About 8 minutes left");
  await expectNoAxeViolations(page);

  // English asks for a country; the language's own country (GB) is not offered.
  const country = page.getByLabel("Country of residence", { exact: true });
  await expect(country.locator("option[value=GB]")).toHaveCount(0);
  await country.selectOption("IE");
  await page.getByRole("button", { name: "Continue" }).click();

  await fillAccount(page, uniqueEmail(), EN_ACCOUNT);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/eu-en\/onboarding\/select-registration-method$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeFocused();
  await expect(page.getByTestId("progress")).toHaveText("About 7 minutes left");
  await expectNoAxeViolations(page);
  await page.getByLabel("Upload later and fill in your details manually").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/personal-data$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your personal details" }),
  ).toBeFocused();
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

  // Entry, residence, registration start, method, personal data and phone: each step's event once.
  await expect
    .poll(() => analytics.filter((e) => e.event === "route").length)
    .toBeGreaterThanOrEqual(6);
  const steps = analytics.filter((e) => e.event === "step").map((e) => e.step);
  expect(steps).toEqual([0, 1, 2, 3, 7, 8]);
});

test("pl on the Polish brand: residence confirmed, upload later, personal data with PESEL", async ({
  page,
}) => {
  await page.goto("/onboarding/");
  await expect(page.getByRole("heading", { level: 1, name: "Otwórz rachunek" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByTestId("progress")).toHaveText("Pozostało około 8 minut");
  // Non-English locales confirm residence in the language's country instead of choosing one.
  await page.getByRole("radio", { name: "Tak" }).check();
  await page.getByRole("button", { name: "Kontynuuj" }).click();
  await fillAccount(page, uniqueEmail(), PL_ACCOUNT);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Dalej" }).click();

  await expect(page).toHaveURL(/^[^?]*\/onboarding\/select-registration-method$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Potwierdź swoją tożsamość" }),
  ).toBeFocused();
  await page.getByLabel("Prześlij później i wpisz dane ręcznie").check();
  await page.getByRole("button", { name: "Dalej" }).click();

  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await page.getByLabel("Imię").fill("Jan");
  await page.getByLabel("Nazwisko").fill("Kowalski");
  await page.getByLabel("Dzień").first().fill("14");
  await page.getByLabel("Miesiąc").first().selectOption("5");
  await page.getByLabel("Rok").first().fill("1944");
  await page.getByLabel("Obywatelstwo", { exact: true }).selectOption("PL");
  await page.getByLabel("Rodzaj dokumentu").selectOption({ label: "Dowód osobisty" });
  await page.getByLabel("Numer dokumentu").fill("ABA300000");
  await page.getByLabel("Dzień").nth(1).fill("1");
  await page.getByLabel("Miesiąc").nth(1).selectOption("1");
  await page
    .getByLabel("Rok")
    .nth(1)
    .fill(String(new Date().getFullYear() + 5));
  // A PESEL of the right shape but a wrong check digit: the server's blur check says so.
  const pesel = page.getByLabel("PESEL", { exact: true });
  await pesel.fill("44051401358");
  await pesel.blur();
  await expect(page.getByText("Ten numer PESEL jest nieprawidłowy")).toBeVisible();
  await expectNoAxeViolations(page);
  await pesel.fill("44051401359");
  await expect(page.getByText("Ten numer PESEL jest nieprawidłowy")).toHaveCount(0);
  await page.getByRole("button", { name: "Dalej" }).click();

  const dialog = page.getByRole("dialog", { name: "Sprawdź swoje dane" });
  await expect(dialog).toContainText("44051401359");
  await dialog.getByRole("button", { name: "Potwierdź" }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
});
