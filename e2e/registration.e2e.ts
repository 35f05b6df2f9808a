/**
 * The desktop and phone walk from registration to the end of personal data, on both brands,
 * typed one key at a time. Tagged @walk: it also runs at phone width (playwright.config.ts).
 */
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { EN_ACCOUNT, PL_ACCOUNT, fillAccount, retype, typeInto, uniqueEmail } from "./helpers.ts";

/** A group of date boxes (day, month, year) by its legend. */
async function typeDate(page: Page, legend: string, day: string, month: string, year: string) {
  const group = page.getByRole("group", { name: legend, exact: true });
  await typeInto(group.getByRole("textbox", { name: /^(Day|Dzień)$/ }), day);
  await group.getByRole("combobox", { name: /^(Month|Miesiąc)$/ }).selectOption(month);
  await typeInto(group.getByRole("textbox", { name: /^(Year|Rok)$/ }), year);
}

test("en on the European brand: registration, upload choice and personal data @walk", async ({
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
  await checkPage(page);

  // English asks for a country; the language's own country (GB) is not offered.
  const country = page.getByLabel("Country of residence", { exact: true });
  await expect(country.locator("option[value=GB]")).toHaveCount(0);
  await typeInto(page.getByRole("searchbox", { name: "Search for a country" }), "Irel");
  await country.selectOption("IE");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  // Focus moves to the first field of the revealed part, never to the page.
  await expect(page.getByLabel(EN_ACCOUNT.email)).toBeFocused();

  // A long address wraps in its read-only copy; the page does not scroll sideways on a phone.
  await fillAccount(page, uniqueEmail("anna.maria.schmidt-wojciechowska"), EN_ACCOUNT);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/eu-en\/onboarding\/select-registration-method$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeFocused();
  await expect(page.getByTestId("progress")).toHaveText("About 7 minutes left");
  await checkPage(page);
  await page.getByLabel("Upload later and fill in your details manually", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/personal-data$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your personal details" }),
  ).toBeFocused();
  await checkPage(page);
  await typeInto(page.getByLabel("First name", { exact: true }), "Anna");
  await typeInto(
    page.getByLabel("Last name", { exact: true }),
    "Schmidt-Wojciechowska-Brzęczyszczykiewicz",
  );
  await typeDate(page, "Date of birth", "27", "3", "1990");
  await page.getByLabel("Citizenship", { exact: true }).selectOption("IE");
  await page.getByLabel("Document type", { exact: true }).selectOption({ label: "Passport" });
  await typeInto(page.getByLabel("Document number", { exact: true }), "PA1234567");

  // No expiry hides the date and remembers it; unticking puts it back.
  const nextYear = String(new Date().getFullYear() + 4);
  await typeDate(page, "Document expiry date", "9", "11", nextYear);
  const noExpiry = page.getByLabel("My document has no expiry date", { exact: true });
  await noExpiry.click();
  await expect(page.getByRole("group", { name: "Document expiry date" })).toHaveCount(0);
  await noExpiry.click();
  const expiry = page.getByRole("group", { name: "Document expiry date", exact: true });
  await expect(expiry.getByRole("textbox", { name: "Day" })).toHaveValue(/^0?9$/);
  await expect(expiry.getByRole("combobox", { name: "Month" })).toHaveValue("11");
  await expect(expiry.getByRole("textbox", { name: "Year" })).toHaveValue(nextYear);
  await noExpiry.click();

  await typeInto(page.getByLabel("Tax identification number", { exact: true }), "1234567T");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // The confirmation layer shows a long name whole.
  const dialog = page.getByRole("dialog", { name: "Check your details" });
  await expect(dialog).toContainText("Schmidt-Wojciechowska-Brzęczyszczykiewicz");
  await checkPage(page);
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/confirm-phone$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your phone number" }),
  ).toBeVisible();
  await checkPage(page);

  // Entry, residence, registration start, method, personal data and phone: each step's event once.
  await expect
    .poll(() => analytics.filter((e) => e.event === "route").length)
    .toBeGreaterThanOrEqual(6);
  const steps = analytics.filter((e) => e.event === "step").map((e) => e.step);
  expect(steps).toEqual([0, 1, 2, 3, 7, 8]);
});

test("pl on the Polish brand: residence confirmed, upload later, personal data with PESEL @walk", async ({
  page,
}) => {
  await page.goto("/onboarding/");
  await expect(page.getByRole("heading", { level: 1, name: "Otwórz rachunek" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByTestId("progress")).toHaveText("Pozostało około 8 minut");
  // The residence question alone: no country select (and nothing internal) until 'Nie'.
  await expect(page.getByLabel("Kraj zamieszkania", { exact: true })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("radio", { name: "Tak", exact: true }).click();
  await checkPage(page);
  await page.getByRole("button", { name: "Kontynuuj", exact: true }).click();
  await expect(page.getByLabel(PL_ACCOUNT.email)).toBeFocused();
  await fillAccount(page, uniqueEmail("jan.kowalski-wisniewski.pl"), PL_ACCOUNT);
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  await expect(page).toHaveURL(/^[^?]*\/onboarding\/select-registration-method$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Potwierdź swoją tożsamość" }),
  ).toBeFocused();
  await checkPage(page);
  await page.getByLabel("Prześlij później i wpisz dane ręcznie", { exact: true }).click();
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await checkPage(page);
  await typeInto(page.getByLabel("Imię", { exact: true }), "Jan");
  await typeInto(page.getByLabel("Nazwisko", { exact: true }), "Kowalski");
  await typeDate(page, "Data urodzenia", "14", "5", "1944");
  await page.getByLabel("Obywatelstwo", { exact: true }).selectOption("PL");
  await page.getByLabel("Rodzaj dokumentu", { exact: true }).selectOption({
    label: "Dowód osobisty",
  });
  await typeInto(page.getByLabel("Numer dokumentu", { exact: true }), "ABA300000");
  await typeDate(page, "Data ważności dokumentu", "1", "1", String(new Date().getFullYear() + 5));
  // A PESEL of the right shape but a wrong check digit: the server's blur check says so, and
  // Next stays off while the error shows.
  const pesel = page.getByLabel("PESEL", { exact: true });
  await typeInto(pesel, "44051401358");
  await page.keyboard.press("Tab");
  await expect(page.getByText("Ten numer PESEL jest nieprawidłowy", { exact: true })).toBeVisible();
  const next = page.getByRole("button", { name: "Dalej", exact: true });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await checkPage(page);
  await retype(pesel, "44051401359");
  await expect(page.getByText("Ten numer PESEL jest nieprawidłowy")).toHaveCount(0);
  await expect(next).not.toHaveAttribute("aria-disabled");
  await next.click();

  const dialog = page.getByRole("dialog", { name: "Sprawdź swoje dane" });
  await expect(dialog).toContainText("44051401359");
  await checkPage(page);
  await dialog.getByRole("button", { name: "Potwierdź", exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
  await checkPage(page);
});
