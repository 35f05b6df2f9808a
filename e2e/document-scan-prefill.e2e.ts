import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { PL_ACCOUNT, fillAccount, uniqueEmail } from "./helpers.ts";
import { recordDocumentScan } from "./server-database.ts";

/** What a scan of a Polish ID card reads, as the scanner names the values. */
const POLISH_ID_CARD = {
  FirstName: "JAN",
  LastName: "KOWALSKI",
  NationalityName: "POL",
  PersonalNumber: "44051401359",
  DocumentType: "ID Card",
  DocumentNumber: "ABA300000",
  BirthDate: "14.05.1944",
  ExpiryDate: `01-12-${new Date().getFullYear() + 5}`,
  IssuingCountryCode: "POL",
};

test("personal data prefilled from a document scan: checked, then confirmed in the layer", async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto("/onboarding/");
  await page.getByRole("radio", { name: "Tak" }).check();
  await page.getByRole("button", { name: "Kontynuuj" }).click();
  await fillAccount(page, email, PL_ACCOUNT);
  await page.getByRole("button", { name: "Dalej" }).click();
  await page.getByLabel("Prześlij później i wpisz dane ręcznie").check();
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await expect(page.getByLabel("Imię")).toHaveValue("");

  await recordDocumentScan(email, {
    journeyId: "e2e-journey",
    highLevelResult: "Passed",
    values: POLISH_ID_CARD,
  });
  await page.reload();

  // The check runs behind its animation; the form waits.
  await expect(page.getByTestId("prefill-check")).toContainText("Sprawdzamy dane");
  await expect(page.getByRole("button", { name: "Dalej" })).toBeHidden();
  const dialog = page.getByRole("dialog", { name: "Sprawdź swoje dane" });
  await expect(dialog).toContainText("44051401359");
  await expect(dialog).toContainText("KOWALSKI");
  await expect(dialog).toContainText("ABA300000");
  await expectNoAxeViolations(page);

  // 'Correct' shows the prefilled form for editing.
  await dialog.getByRole("button", { name: "Popraw" }).click();
  await expect(page.getByLabel("Imię")).toHaveValue("JAN");
  await expect(page.getByLabel("PESEL", { exact: true })).toHaveValue("44051401359");
  await expectNoAxeViolations(page);
  await page.getByLabel("Imię").fill("Jan");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(dialog).toContainText("Jan");
  await dialog.getByRole("button", { name: "Potwierdź" }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);

  // Once answered, the scan is not offered again.
  await page.goBack();
  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await expect(page.getByLabel("Imię")).toHaveValue("Jan");
  await expect(page.getByTestId("prefill-check")).toHaveCount(0);
});
