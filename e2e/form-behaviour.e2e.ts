/**
 * How the forms answer what people do: a blocked residence, a question closed with Escape, Next
 * pressed too early, a dependent error, paste, country search, and the page's language.
 */
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import type { APIRequestContext } from "@playwright/test";
import {
  EN_EUROPE,
  openWithSession,
  PL_POLAND,
  sessionAtAddressStep,
  sessionAtPersonalDataStep,
} from "./api-session.ts";
import {
  choose,
  clickMarkedDisabled,
  countryNameOnPage,
  paste,
  pick,
  pickCountry,
  retype,
  typeInto,
} from "./helpers.ts";

/** The personal-data step of a session registered through the API (the walks type registration). */
async function openPersonalData(page: Page, request: APIRequestContext): Promise<void> {
  const session = await sessionAtPersonalDataStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/personal-data");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your personal details" }),
  ).toBeVisible();
  await checkPage(page);
}

test("Spain confirmed as residence: Continue points at the notice and names no internal field", async ({
  page,
}) => {
  // The Spanish site, in Spanish.
  await page.goto("/eu-es/onboarding/");
  await checkPage(page);
  await page.getByRole("radio", { name: "Sí", exact: true }).click();
  const notice = page.getByText(/^Apertura de cuenta bloqueada/);
  await expect(notice).toBeVisible();
  const next = page.getByRole("button", { name: "Continuar", exact: true });
  await clickMarkedDisabled(next);
  await expect(notice).toBeFocused();
  await expect(page.getByText("languageCountry")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toHaveCount(0);
  await checkPage(page);
});

test("Escape on the EU-address question closes it and stays; only 'No' leaves", async ({
  page,
}) => {
  await page.goto("/eu-en/onboarding/");
  await checkPage(page);
  await pickCountry(
    page.getByRole("combobox", { name: "Country of residence", exact: true }),
    "UA",
  );
  const next = page.getByRole("button", { name: "Continue", exact: true });
  await next.click();
  const dialog = page.getByRole("dialog", {
    name: "Do you have an address in the European Union?",
  });
  await expect(dialog).toBeVisible();
  await checkPage(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/$/);
  await expect(next).toBeFocused();
  // Asked again, 'No' goes to the general apply page.
  await next.click();
  await dialog.getByRole("button", { name: "No", exact: true }).click();
  await expect(page).toHaveURL(/\/apply\/eu$/);
});

test("Next pressed on an empty form lists every problem in the summary, with no browser bubble", async ({
  page,
  request,
}) => {
  await openPersonalData(page, request);
  const next = page.getByRole("button", { name: "Next", exact: true });
  // The browser's own checks are off: the product reports every error itself.
  expect(await page.locator("form").evaluate((form: HTMLFormElement) => form.noValidate)).toBe(
    true,
  );
  await clickMarkedDisabled(next);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole("link", { name: "First name: Enter your first name" }),
  ).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Document number: / })).toBeVisible();
  await checkPage(page);
});

test("a document number's error follows the document type and the citizenship at once", async ({
  page,
  request,
}) => {
  await openPersonalData(page, request);
  await pickCountry(page.getByRole("combobox", { name: "Citizenship", exact: true }), "PL");
  await choose(page.getByLabel("Document type", { exact: true }), { label: "National ID card" });
  await typeInto(page.getByLabel("Document number", { exact: true }), "PA1234567");
  await page.keyboard.press("Tab");
  const error = page.getByText("Enter the document number as it appears on the document", {
    exact: true,
  });
  await expect(error).toBeVisible();
  await checkPage(page);
  // A passport number may look like this: the error goes without leaving the number field again.
  await choose(page.getByLabel("Document type", { exact: true }), { label: "Passport" });
  await expect(error).toHaveCount(0);
  // Back to an ID card: the server is asked again and the error returns.
  await choose(page.getByLabel("Document type", { exact: true }), { label: "National ID card" });
  await expect(error).toBeVisible();
  // Another citizenship: Polish ID card rules no longer apply.
  await pickCountry(page.getByRole("combobox", { name: "Citizenship", exact: true }), "IE");
  await expect(error).toHaveCount(0);
});

test("pasted dates and names keep what the filters allow, in full", async ({ page, request }) => {
  await openPersonalData(page, request);
  const birth = page.getByRole("group", { name: "Date of birth", exact: true });
  const year = birth.getByRole("textbox", { name: "Year", exact: true });
  await paste(year, "19a90");
  await expect(year).toHaveValue("1990");
  const day = birth.getByRole("textbox", { name: "Day", exact: true });
  await paste(day, " 7.");
  await expect(day).toHaveValue("7");
  // The typed path filters the same way.
  const firstName = page.getByLabel("First name", { exact: true });
  await typeInto(firstName, "Ann@a");
  await expect(firstName).toHaveValue("Anna");
  await checkPage(page);
});

test("the letters-only country combobox finds names with other characters", async ({
  page,
  request,
}) => {
  await openPersonalData(page, request);
  const citizenship = page.getByRole("combobox", { name: "Citizenship", exact: true });
  for (const [typed, code] of [
    ["Bosnia & Herz", "BA"],
    ["Guinea-Bissau", "GW"],
    ["St. Lucia", "LC"],
  ] as const) {
    // Only the letters and spaces are kept; the name's other characters need not be typed.
    await pick(citizenship, typed, await countryNameOnPage(page, code));
  }
  await checkPage(page);
});

test("no expiry hides the expiry date and remembers it; unticking puts it back", async ({
  page,
  request,
}) => {
  await openPersonalData(page, request);
  await pickCountry(page.getByRole("combobox", { name: "Citizenship", exact: true }), "IE");
  const nextYear = String(new Date().getFullYear() + 4);
  const expiry = page.getByRole("group", { name: "Document expiry date", exact: true });
  await typeInto(expiry.getByRole("textbox", { name: "Day" }), "9");
  await expiry.getByRole("combobox", { name: "Month" }).selectOption("11");
  await typeInto(expiry.getByRole("textbox", { name: "Year" }), nextYear);
  const noExpiry = page.getByLabel("My document has no expiry date", { exact: true });
  await noExpiry.click();
  await expect(expiry).toHaveCount(0);
  // Out of the tab order too: Tab goes from the box past the date to the next field.
  await noExpiry.press("Tab");
  await expect(
    page.getByRole("textbox", { name: "Tax identification number", exact: true }),
  ).toBeFocused();
  await noExpiry.click();
  await expect(expiry.getByRole("textbox", { name: "Day" })).toHaveValue(/^0?9$/);
  await expect(expiry.getByRole("combobox", { name: "Month" })).toHaveValue("11");
  await expect(expiry.getByRole("textbox", { name: "Year" })).toHaveValue(nextYear);
  await checkPage(page);
});

test("each page says which language its texts are in, already in the server's HTML", async ({
  page,
  request,
}) => {
  const polish = await (await request.get("/onboarding/")).text();
  expect(polish).toContain('<html lang="pl"');
  expect(polish).toContain("<title>Otwórz rachunek inwestycyjny</title>");
  const german = await (await request.get("/eu-de/onboarding/")).text();
  expect(german).toContain('<html lang="de"');
  expect(german).toContain("<title>Handelskonto eröffnen</title>");
  await page.goto("/eu-de/onboarding/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await checkPage(page);
});

test("pl: Enter in the address search chooses the first address found and sends nothing", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/residence-details");
  await checkPage(page);
  // Enter in the country combobox chooses the first country its typed letters leave.
  const country = page.getByRole("combobox", { name: "Kraj zamieszkania", exact: true });
  await retype(country, "Pols");
  await country.press("Enter");
  await expect(country).toHaveValue("Polska");
  const search = page.getByLabel("Wyszukaj adres", { exact: true });
  await typeInto(search, "Bednarska Warsz");
  await expect(page.locator("datalist option")).not.toHaveCount(0);
  await search.press("Enter");
  await expect(page.getByLabel("Kod pocztowy", { exact: true })).toHaveValue("00-321");
  await expect(page.getByLabel("Miejscowość", { exact: true })).toHaveValue(/^Warszawa/);
  await expect(page.getByLabel("Ulica", { exact: true })).toHaveValue("Bednarska");
  await expect(page).toHaveURL(/\/onboarding\/residence-details$/);
  await expect(page.getByRole("alert").filter({ hasText: "Wystąpił problem" })).toHaveCount(0);
  await checkPage(page);
});
