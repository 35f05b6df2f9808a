/**
 * The whole applications the browser tests walk, and the steps they share: whole-application
 * walks them on one server, balanced-walk through the load balancer.
 */
import type { APIRequestContext } from "@playwright/test";
import { checkPage, expect, type Page } from "./fixtures.ts";
import { codeSentTo } from "./api-session.ts";
import {
  EN_ACCOUNT,
  newPhoneNumber,
  fillAccount,
  retype,
  typeInto,
  uniqueEmail,
  choose,
  countryNameOnPage,
  pick,
} from "./helpers.ts";
import { botCheckVerified } from "./waits.ts";

export async function typeDate(
  page: Page,
  legend: string,
  day: string,
  month: string,
  year: string,
) {
  const group = page.getByRole("group", { name: legend, exact: true });
  await typeInto(group.getByRole("textbox", { name: /^(Day|Dzień)$/ }), day);
  await choose(group.getByRole("combobox", { name: /^(Month|Miesiąc)$/ }), month);
  await typeInto(group.getByRole("textbox", { name: /^(Year|Rok)$/ }), year);
}

/** Whether the test runs at a phone's width, where the product takes the mobile path. */
export function onPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export interface PhoneLabels {
  number: string;
  robot: string;
  verified: RegExp;
  confirmNumber: string;
  code: string;
  confirm: string;
}

export async function verifyPhone(
  page: Page,
  request: Parameters<typeof codeSentTo>[0],
  labels: PhoneLabels,
  international: (typed: string) => string,
  typed: string,
) {
  await typeInto(page.getByLabel(labels.number, { exact: true }), typed);
  await page.getByRole("checkbox", { name: labels.robot, exact: true }).click();
  await botCheckVerified(page, labels.verified);
  await page.getByRole("button", { name: labels.confirmNumber, exact: true }).click();
  const code = page.getByLabel(labels.code, { exact: true });
  await expect(code).toBeFocused();
  await typeInto(code, await codeSentTo(request, international(typed)));
  await page.getByRole("button", { name: labels.confirm, exact: true }).click();
}

/** Picks a country in a country combobox by typing part of its name, as a person does. */
export async function chooseCountry(page: Page, label: string, typed: string, code: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await pick(box, typed, await countryNameOnPage(page, code));
}

/**
 * Holds the hand-over token's answer (`errors-report`) until `release`: the waiting page posts
 * the token 2 s after it arrives and leaves, so its check must run before that.
 */
export async function holdHandover(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Left in place: once released, later calls pass at once.
  await page.route("**/api/form/*/errors-report", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The English walk on the European brand, typed key by key from the first page to the client
 * zone: a German citizen living in Germany, tax residence in Germany and in a second country
 * without a TIN. `request` reads the dev outbox (the phone code).
 */
export async function walkEnglishApplication(page: Page, request: APIRequestContext) {
  const steps: number[] = [];
  page.on("request", (sent) => {
    if (!sent.url().endsWith("/dc")) return;
    const event = sent.postDataJSON() as { event: string; step?: number };
    if (event.event === "step" && event.step !== undefined) steps.push(event.step);
  });
  const started = Date.now();
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
  const residence = page.getByRole("combobox", { name: "Country of residence", exact: true });
  await retype(residence, "United");
  await expect(page.getByRole("option", { name: "United States", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "United Kingdom", exact: true })).toHaveCount(0);
  await chooseCountry(page, "Country of residence", "Germ", "DE");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  // Germany has its own site: this client stays in English.
  await page.getByRole("radio", { name: "Continue in English", exact: true }).click();
  // A long address wraps in its read-only copy; the page does not scroll sideways on a phone.
  await fillAccount(page, uniqueEmail("anna.maria.schmidt-wojciechowska"), EN_ACCOUNT);
  // Marketing consent is a box of its own, unticked until the client ticks it.
  const marketing = page.getByRole("checkbox", {
    name: "I would like to receive information about products, services and offers (optional)",
    exact: true,
  });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/eu-en\/onboarding\/select-registration-method$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeFocused();
  await expect(page.getByTestId("progress")).toHaveText("About 7 minutes left");
  await checkPage(page);
  // A phone (a viewport under 768 px, no ?mobile) is offered the phone's choices.
  if (onPhone(page)) {
    await expect(page.getByRole("radio", { name: /^Upload now/ })).toBeVisible();
    await expect(page.getByLabel(/^Upload from your mobile phone/)).toHaveCount(0);
  }
  await page
    .getByLabel(onPhone(page) ? "Upload later" : "Upload later and fill in your details manually", {
      exact: true,
    })
    .click();
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
  await chooseCountry(page, "Citizenship", "Germ", "DE");
  await choose(page.getByLabel("Document type", { exact: true }), { label: "Passport" });
  await typeInto(page.getByLabel("Document number", { exact: true }), "C01X00T47");
  await typeDate(page, "Document expiry date", "9", "11", String(new Date().getFullYear() + 4));
  const taxNumber = page.getByLabel("Tax identification number", { exact: true });
  await typeInto(taxNumber, "12345678903");
  // Enter in the last field does what Next does.
  await taxNumber.press("Enter");
  // The confirmation layer shows a long name whole.
  const details = page.getByRole("dialog", { name: "Check your details" });
  await expect(details).toContainText("Schmidt-Wojciechowska-Brzęczyszczykiewicz");
  await checkPage(page);
  await details.getByRole("button", { name: "Confirm", exact: true }).click();

  await expect(page).toHaveURL(/\/confirm-phone$/);
  await checkPage(page);
  await verifyPhone(
    page,
    request,
    {
      number: "Mobile phone number",
      robot: "I am not a robot",
      verified: /Verified/,
      confirmNumber: "Confirm number",
      code: "Code from the text message",
      confirm: "Confirm",
    },
    (typed) => `+49${typed}`,
    newPhoneNumber("1512"),
  );

  // Address: a German address typed by hand (no look-up outside Poland); birth place; letters by e-mail.
  await expect(page).toHaveURL(/\/residence-details$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your address" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Table of fees and commissions" })).toBeVisible();
  await checkPage(page);
  await chooseCountry(page, "Country of residence", "Germ", "DE");
  await typeInto(page.getByLabel("Postal code", { exact: true }), "10115");
  await typeInto(page.getByLabel("Town or city", { exact: true }), "Berlin");
  await typeInto(page.getByLabel("Street", { exact: true }), "Invalidenstraße");
  await typeInto(page.getByLabel("Building number", { exact: true }), "117");
  await chooseCountry(page, "Country of birth", "Germ", "DE");
  await typeInto(page.getByLabel("Town or city of birth", { exact: true }), "Hamburg");
  await page.getByRole("radio", { name: "By e-mail", exact: true }).click();
  // A different address for letters opens its block; unticking it removes the block.
  const different = page.getByLabel("My address for letters is different", { exact: true });
  await different.click();
  await expect(page.getByLabel("Address for letters: town or city", { exact: true })).toBeVisible();
  await checkPage(page);
  await different.click();
  await expect(page.getByLabel("Address for letters: town or city", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Tax residence: Germany with a TIN, and a second country without one (another reason).
  await expect(page).toHaveURL(/\/tax-residence$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Where do you pay tax?" }),
  ).toBeFocused();
  await checkPage(page);
  await chooseCountry(page, "Country of tax residence", "Germ", "DE");
  await typeInto(
    page.getByLabel("Tax identification number (TIN)", { exact: true }),
    "12345678903",
  );
  const addSecond = page.getByRole("button", { name: "+ Add another country of tax residence" });
  await addSecond.click();
  await expect(addSecond).toHaveCount(0);
  // Focus moves into the new block: the next key goes to its country, not back to the button.
  await expect(
    page.getByRole("combobox", { name: "Second country of tax residence", exact: true }),
  ).toBeFocused();
  const removeSecond = page.getByRole("button", { name: "Remove the second country", exact: true });
  await expect(removeSecond).toHaveAttribute("aria-expanded", "true");
  await chooseCountry(page, "Second country of tax residence", "Fra", "FR");
  await page
    .getByLabel("I do not have a tax identification number for this country", { exact: true })
    .nth(1)
    .click();
  await page.getByRole("radio", { name: "Another reason", exact: true }).click();
  await typeInto(page.getByLabel("Tell us the reason", { exact: true }), "I moved there this year");
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/currency$/);
  await expect(page.getByRole("radio", { name: "Czech koruna (CZK)", exact: true })).toBeVisible();
  await checkPage(page);
  await page.getByRole("radio", { name: "Euro (EUR)", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/risk-assessment$/);
  await checkPage(page);
  await page.getByRole("radio", { name: "Employed", exact: true }).click();
  await pick(
    page.getByRole("combobox", { name: "Industry you work in", exact: true }),
    "Mark",
    "Marketing",
  );
  await choose(page.getByLabel("Your position", { exact: true }), { label: "Senior employee" });
  await choose(page.getByLabel("Main source of the money you will invest", { exact: true }), {
    label: "Employment",
  });
  await choose(page.getByLabel("Yearly income", { exact: true }), { label: "€30,000 to €60,000" });
  await choose(page.getByLabel("Savings and investments", { exact: true }), {
    label: "€10,000 to €16,000",
  });
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/declaration-acceptance$/);
  await checkPage(page);
  await answerDeclarationsInEnglish(page);
  // English is the client's language: the English-knowledge agreement is not asked.
  await expect(page.getByLabel(/^I understand English well enough/)).toHaveCount(0);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Check your answers: every step, each with its change link; then the commitment.
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your answers" })).toBeFocused();
  const review = page.getByRole("region", { name: "Your address", exact: true });
  await expect(review).toContainText("Invalidenstraße");
  await expect(
    review.getByRole("link", { name: "Change Your address", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Where do you pay tax?" })).toContainText(
    "I moved there this year",
  );
  await checkPage(page);
  await page.getByLabel("I have checked my answers and they are true and complete").click();
  const releaseHandover = await holdHandover(page);
  await page.getByRole("button", { name: "Open my account", exact: true }).click();

  await expect(page).toHaveURL(/\/client-zone-login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "We are finishing your application" }),
  ).toBeVisible();
  await expect(page.getByText("Please do not refresh or close this page.")).toBeVisible();
  await checkPage(page);
  releaseHandover();
  // The hidden form posts the hand-over token 2 s after it arrives.
  await expect(page).toHaveURL(/\/client-zone\/api\/autoLogin$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "We have your application" }),
  ).toBeVisible();
  await expect(
    page.getByText("Welcome, Anna Schmidt-Wojciechowska-Brzęczyszczykiewicz.", { exact: false }),
  ).toBeVisible();
  await checkPage(page);
  expect(steps).toEqual([0, 1, 2, 3, 7, 8, 9, 10, 11, 12, 13, 14]);
  console.log(`whole application, en: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function answerDeclarationsInEnglish(page: Page) {
  const usa = page.getByRole("group", { name: "Are you a US taxpayer?" });
  await usa.getByRole("radio", { name: "No", exact: true }).click();
  await page
    .getByRole("group", { name: /^Are you a politically exposed person/ })
    .getByRole("radio", { name: "No", exact: true })
    .click();
  await page.getByRole("radio", { name: "For myself only (non-professional user)" }).click();
  for (const label of [
    /^I have read and accept the terms and conditions/,
    /^I have received the key information documents/,
    /^I understand the features and risks/,
    /^I know that I can lose money/,
    /^Trading these products fits my investment goals/,
    /^The money I will invest comes from the sources/,
    /^I agree to sign the agreement electronically/,
  ])
    await page.getByRole("checkbox", { name: label }).click();
}
