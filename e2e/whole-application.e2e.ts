/**
 * The whole desktop "upload later" application, typed one key at a time, from the first page to
 * the built-in client zone: in English on the European brand (a German citizen living in
 * Germany, tax residence in Germany and in a second country without a TIN) and in Polish on the
 * Polish brand (PESEL, a Polish tax office, the postal code look-up). Along the way: the
 * marketing cookie, progress, focus, the analytics steps, a long name and e-mail address, a PESEL
 * refused by the server's blur check. Tagged @walk: also at phone width.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  chooseCountry,
  holdHandover,
  onPhone,
  typeDate,
  verifyPhone,
  walkEnglishApplication,
} from "./application-walks.ts";
import {
  newPhoneNumber,
  PL_ACCOUNT,
  fillAccount,
  retype,
  typeInto,
  uniqueEmail,
  choose,
} from "./helpers.ts";

// A whole application typed key by key takes well over the default minute. The two walks are
// independent, among the longest tests and last of their project: each takes a worker of its
// own, so the run does not end with them one after the other on one worker (replayed over a CI
// run's test times, three workers finish 8 s sooner).
test.describe.configure({ mode: "parallel", timeout: 240_000 });

test("en, European brand: a German citizen from registration to the client zone @walk", async ({
  page,
  request,
}) => {
  await walkEnglishApplication(page, request);
});

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
  await fillAccount(page, uniqueEmail("jan.kowalski-wisniewski.pl"), PL_ACCOUNT, "Enter");
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
  await page.getByRole("radio", { name: "Jestem na emeryturze", exact: true }).click();
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
    .getByRole("group", { name: "Czy podlegasz opodatkowaniu w USA?" })
    .getByRole("radio", { name: "Nie", exact: true })
    .click();
  await page
    .getByRole("group", { name: /^Czy zajmujesz eksponowane stanowisko polityczne/ })
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
  const releaseHandover = await holdHandover(page);
  await page.getByRole("button", { name: "Otwórz rachunek", exact: true }).click();

  await expect(page).toHaveURL(/\/onboarding\/client-zone-login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Kończymy Twój wniosek" }),
  ).toBeVisible();
  await checkPage(page);
  releaseHandover();
  await expect(page).toHaveURL(/\/client-zone\/api\/autoLogin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mamy Twój wniosek" })).toBeVisible();
  await expect(page.getByText("Witamy, Jan Kowalski.", { exact: false })).toBeVisible();
  await checkPage(page);
  console.log(`whole application, pl: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
