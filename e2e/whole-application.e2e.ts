/**
 * The whole desktop "upload later" application, typed one key at a time, from the first page to
 * the built-in client zone: in English on the European brand (a German citizen living in
 * Germany, tax residence in Germany and in a second country without a TIN) and in Polish on the
 * Polish brand (PESEL, a Polish tax office, the postal code look-up). Along the way: the
 * marketing cookie, progress, focus, the analytics steps, a long name and e-mail address, a PESEL
 * refused by the server's blur check. Tagged @walk: also at phone width.
 */
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { codeSentTo } from "./api-session.ts";
import {
  EN_ACCOUNT,
  newPhoneNumber,
  PL_ACCOUNT,
  fillAccount,
  retype,
  typeInto,
  uniqueEmail,
  choose,
  countryNameOnPage,
  pick,
} from "./helpers.ts";

// A whole application typed key by key takes well over the default minute.
test.describe.configure({ timeout: 240_000 });

async function typeDate(page: Page, legend: string, day: string, month: string, year: string) {
  const group = page.getByRole("group", { name: legend, exact: true });
  await typeInto(group.getByRole("textbox", { name: /^(Day|Dzień)$/ }), day);
  await choose(group.getByRole("combobox", { name: /^(Month|Miesiąc)$/ }), month);
  await typeInto(group.getByRole("textbox", { name: /^(Year|Rok)$/ }), year);
}

/** Whether the test runs at a phone's width, where the product takes the mobile path. */
function onPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

interface PhoneLabels {
  number: string;
  robot: string;
  verified: RegExp;
  confirmNumber: string;
  code: string;
  confirm: string;
}

async function verifyPhone(
  page: Page,
  request: Parameters<typeof codeSentTo>[0],
  labels: PhoneLabels,
  international: (typed: string) => string,
  typed: string,
) {
  await typeInto(page.getByLabel(labels.number, { exact: true }), typed);
  await page.getByRole("checkbox", { name: labels.robot, exact: true }).click();
  await expect(page.getByTestId("proof-of-work")).toContainText(labels.verified, {
    timeout: 30_000,
  });
  await page.getByRole("button", { name: labels.confirmNumber, exact: true }).click();
  const code = page.getByLabel(labels.code, { exact: true });
  await expect(code).toBeFocused();
  await typeInto(code, await codeSentTo(request, international(typed)));
  await page.getByRole("button", { name: labels.confirm, exact: true }).click();
}

/** Picks a country in a country combobox by typing part of its name, as a person does. */
async function chooseCountry(page: Page, label: string, typed: string, code: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await pick(box, typed, await countryNameOnPage(page, code));
}

test("en, European brand: a German citizen from registration to the client zone @walk", async ({
  page,
  request,
}) => {
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
  await expect(page.getByLabel("Address for letters: town or city", { exact: true })).toHaveCount(
    0,
  );
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
  await page.getByRole("button", { name: "Open my account", exact: true }).click();

  await expect(page).toHaveURL(/\/client-zone-login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "We are finishing your application" }),
  ).toBeVisible();
  await expect(page.getByText("Please do not refresh or close this page.")).toBeVisible();
  await checkPage(page);
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
});

async function answerDeclarationsInEnglish(page: Page) {
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

test("pl, Polish brand: PESEL, the postal code look-up and a Polish tax office, to the client zone @walk", async ({
  page,
  request,
}) => {
  const started = Date.now();
  await page.goto("/onboarding/");
  await expect(page.getByRole("heading", { level: 1, name: "Otwórz rachunek" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByTestId("progress")).toHaveText("Pozostało około 8 minut");
  // The residence question alone: no country select (and nothing internal) until 'Nie'.
  await expect(page.getByLabel("Kraj zamieszkania", { exact: true })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("radio", { name: "Tak", exact: true }).click();
  await page.getByRole("button", { name: "Kontynuuj", exact: true }).click();
  await expect(page.getByLabel(PL_ACCOUNT.email)).toBeFocused();
  await fillAccount(page, uniqueEmail("jan.kowalski-wisniewski.pl"), PL_ACCOUNT);
  // Without marketing consent the account opens all the same.
  await expect(
    page.getByRole("checkbox", {
      name: "Chcę otrzymywać informacje o produktach, usługach i ofertach (opcjonalnie)",
      exact: true,
    }),
  ).not.toBeChecked();
  await page.getByRole("button", { name: "Dalej", exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/onboarding\/select-registration-method$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Potwierdź swoją tożsamość" }),
  ).toBeFocused();
  await checkPage(page);
  await page
    .getByLabel(onPhone(page) ? "Prześlij później" : "Prześlij później i wpisz dane ręcznie", {
      exact: true,
    })
    .click();
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await checkPage(page);
  await typeInto(page.getByLabel("Imię", { exact: true }), "Jan");
  await typeInto(page.getByLabel("Nazwisko", { exact: true }), "Kowalski");
  await typeDate(page, "Data urodzenia", "14", "5", "1944");
  await chooseCountry(page, "Obywatelstwo", "Pol", "PL");
  await choose(page.getByLabel("Rodzaj dokumentu", { exact: true }), { label: "Dowód osobisty" });
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
  await next.click();
  const details = page.getByRole("dialog", { name: "Sprawdź swoje dane" });
  await expect(details).toContainText("44051401359");
  await checkPage(page);
  await details.getByRole("button", { name: "Potwierdź", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
  await checkPage(page);
  await verifyPhone(
    page,
    request,
    {
      number: "Numer telefonu komórkowego",
      robot: "Nie jestem robotem",
      verified: /Zweryfikowano/,
      confirmNumber: "Potwierdź numer",
      code: "Kod z SMS-a",
      confirm: "Potwierdź",
    },
    (typed) => `+48${typed}`,
    newPhoneNumber("6012"),
  );

  // Address: the postal code takes the mask as it is typed and its town is filled in.
  await expect(page).toHaveURL(/\/onboarding\/residence-details$/);
  await checkPage(page);
  await chooseCountry(page, "Kraj zamieszkania", "Pols", "PL");
  const postalCode = page.getByLabel("Kod pocztowy", { exact: true });
  await typeInto(postalCode, "00321");
  await expect(postalCode).toHaveValue("00-321");
  const city = page.getByLabel("Miejscowość", { exact: true });
  await expect(city).toHaveValue("Warszawa");
  // The streets of that code are offered for the street field.
  await expect(page.locator("datalist option[value='Bednarska']")).toHaveCount(1);
  await typeInto(page.getByLabel("Ulica", { exact: true }), "Bednarska");
  await typeInto(page.getByLabel("Numer budynku", { exact: true }), "15");
  await typeInto(page.getByLabel("Numer lokalu (opcjonalnie)", { exact: true }), "4");
  await chooseCountry(page, "Kraj urodzenia", "Pols", "PL");
  await typeInto(page.getByLabel("Miejsce urodzenia", { exact: true }), "Kraków");
  await page.getByRole("radio", { name: "Pocztą", exact: true }).click();
  await checkPage(page);
  // Enter in a field does what Dalej does.
  await page.getByLabel("Numer budynku", { exact: true }).press("Enter");

  // Tax residence: Poland, and the tax office found by typing part of its town.
  await expect(page).toHaveURL(/\/onboarding\/tax-residence$/);
  await chooseCountry(page, "Kraj rezydencji podatkowej", "Pols", "PL");
  const office = page.getByRole("combobox", { name: "Twój urząd skarbowy", exact: true });
  await typeInto(office, "boleslaw");
  const offices = page.getByRole("listbox", { name: "Twój urząd skarbowy" }).getByRole("option");
  await expect(offices).toHaveText(["Urząd Skarbowy w Bolesławcu"]);
  await offices.first().click();
  await expect(office).toHaveValue("Urząd Skarbowy w Bolesławcu");
  await office.press("Tab");
  await expect(page.getByLabel("Numer identyfikacji podatkowej (TIN)")).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  // Polish: no CZK.
  await expect(page).toHaveURL(/\/onboarding\/currency$/);
  await expect(page.getByRole("radio", { name: "Korona czeska (CZK)" })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("radio", { name: "Złoty polski (PLN)", exact: true }).click();
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/risk-assessment$/);
  await page.getByRole("radio", { name: "Emeryt", exact: true }).click();
  await expect(page.getByLabel("Branża, w której pracujesz", { exact: true })).toHaveCount(0);
  await choose(page.getByLabel("Główne źródło środków, które zainwestujesz", { exact: true }), {
    label: "Emerytura lub renta",
  });
  await choose(page.getByLabel("Roczny dochód", { exact: true }), {
    label: "Od 16 000 do 30 000 €",
  });
  await choose(page.getByLabel("Oszczędności i inwestycje", { exact: true }), {
    label: "Od 30 000 do 60 000 €",
  });
  await checkPage(page);
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/declaration-acceptance$/);
  await page
    .getByRole("group", { name: "Czy jesteś podatnikiem w USA?" })
    .getByRole("radio", { name: "Nie", exact: true })
    .click();
  await page
    .getByRole("group", { name: /^Czy jesteś osobą zajmującą eksponowane stanowisko/ })
    .getByRole("radio", { name: "Nie", exact: true })
    .click();
  await page.getByRole("radio", { name: /^Tylko na własny użytek/ }).click();
  for (const label of [
    /^Potwierdzam zapoznanie się z regulaminem/,
    /^Potwierdzam otrzymanie dokumentów/,
    /^Rozumiem cechy i ryzyka/,
    /^Wiem, że mogę stracić pieniądze/,
    /^Inwestowanie w te produkty/,
    /^Pieniądze, które zainwestuję/,
    /^Zgadzam się zawrzeć umowę/,
  ])
    await page.getByRole("checkbox", { name: label }).click();
  await checkPage(page);
  await page.getByRole("button", { name: "Dalej", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/summary$/);
  await expect(page.getByRole("region", { name: "Gdzie płacisz podatki?" })).toContainText(
    "Urząd Skarbowy w Bolesławcu",
  );
  await expect(page.getByRole("region", { name: "Twój adres" })).toContainText("00-321");
  await checkPage(page);
  await page.getByLabel(/^Potwierdzam, że sprawdzone odpowiedzi/).click();
  await page.getByRole("button", { name: "Otwórz rachunek", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/client-zone-login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Kończymy Twój wniosek" }),
  ).toBeVisible();
  await checkPage(page);
  await expect(page).toHaveURL(/\/client-zone\/api\/autoLogin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mamy Twój wniosek" })).toBeVisible();
  await expect(page.getByText("Witamy, Jan Kowalski.", { exact: false })).toBeVisible();
  await checkPage(page);
  console.log(`whole application, pl: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
