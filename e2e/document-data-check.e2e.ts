/**
 * Personal data that differs from the identity document read: after the confirmation layer the
 * client is shown each difference, what they typed and what the document reads, and either
 * corrects it (back at the field, then the step goes through) or keeps it as typed.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPersonalDataStep } from "./api-session.ts";
import { retype } from "./helpers.ts";
import { recordDocumentScan } from "./server-database.ts";
import { POLISH_ID_CARD } from "./test-data.ts";

test("pl: a surname typed one letter off the document is shown beside the document's, then corrected", async ({
  page,
  request,
}) => {
  const session = await sessionAtPersonalDataStep(request, PL_POLAND);
  await recordDocumentScan(session.email, {
    journeyId: "e2e-data-check",
    highLevelResult: "Passed",
    values: POLISH_ID_CARD,
  });
  await openWithSession(page, session, "/onboarding/personal-data");
  const layer = page.getByRole("dialog", { name: "Sprawdź swoje dane" });
  await layer.getByRole("button", { name: "Popraw", exact: true }).click();
  const surname = page.getByLabel("Nazwisko", { exact: true });
  await retype(surname, "Kowalsky");
  await surname.press("Tab");
  await page.getByRole("button", { name: "Dalej", exact: true }).click();
  await layer.getByRole("button", { name: "Potwierdź", exact: true }).click();

  const differences = page.getByRole("dialog", {
    name: "Twoje odpowiedzi różnią się od dokumentu",
  });
  await expect(differences).toBeVisible();
  await expect(differences.getByRole("definition")).toHaveText([
    /^Wpisano: Kowalsky\s*W dokumencie: Kowalski$/,
  ]);
  await expect(differences.getByRole("term")).toHaveText(["Nazwisko"]);
  await checkPage(page);

  // Correcting goes back to the field that differs.
  await differences.getByRole("button", { name: "Popraw odpowiedzi", exact: true }).click();
  await expect(differences).toBeHidden();
  await expect(surname).toBeFocused();
  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await retype(surname, "Kowalski");
  await surname.press("Enter");
  await layer.getByRole("button", { name: "Potwierdź", exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);
  await checkPage(page);
});

test("en: answers that differ from the document can be kept as typed, once seen", async ({
  page,
  request,
}) => {
  const session = await sessionAtPersonalDataStep(request, EN_EUROPE);
  await recordDocumentScan(session.email, {
    journeyId: "e2e-data-check-keep",
    highLevelResult: "Passed",
    values: { ...POLISH_ID_CARD, PersonalNumber: "", NationalityName: "DEU" },
  });
  await openWithSession(page, session, "/eu-en/onboarding/personal-data");
  const givenName = page.getByLabel("First name", { exact: true });
  await expect(givenName).toHaveValue("Jan");
  await retype(givenName, "Johann");
  await givenName.press("Tab");
  const taxNumber = page.getByLabel("Tax identification number", { exact: true });
  await taxNumber.click();
  await taxNumber.pressSequentially("12345678903");
  await taxNumber.press("Enter");
  await page
    .getByRole("dialog", { name: "Check your details" })
    .getByRole("button", { name: "Confirm", exact: true })
    .click();

  const differences = page.getByRole("dialog", { name: "Your answers differ from your document" });
  await expect(differences.getByRole("definition")).toHaveText([
    /^You typed: Johann\s*Your document reads: Jan$/,
  ]);
  await checkPage(page);
  await differences.getByRole("button", { name: "Keep my answers", exact: true }).click();
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/confirm-phone$/);
  await checkPage(page);
});
