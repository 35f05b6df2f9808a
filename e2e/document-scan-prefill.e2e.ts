import { checkPage, expect, test } from "./fixtures.ts";
import { openWithSession, PL_POLAND, sessionAtPersonalDataStep } from "./api-session.ts";
import { retype } from "./helpers.ts";
import { recordDocumentScan } from "./server-database.ts";
import { POLISH_ID_CARD } from "./test-data.ts";

test("personal data prefilled from a document scan: checked, then confirmed in the layer", async ({
  page,
  request,
}) => {
  // Registered through the API (the walks type the registration), "upload later" chosen.
  const session = await sessionAtPersonalDataStep(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/personal-data");
  await expect(page.getByLabel("Imię", { exact: true })).toHaveValue("");
  await checkPage(page);

  await recordDocumentScan(session.email, {
    journeyId: "e2e-journey",
    highLevelResult: "Passed",
    values: POLISH_ID_CARD,
  });
  await page.reload();

  // The check runs behind its animation; the form waits.
  await expect(page.getByTestId("prefill-check")).toContainText("Sprawdzamy dane");
  await expect(page.getByRole("button", { name: "Dalej", exact: true })).toBeHidden();
  const dialog = page.getByRole("dialog", { name: "Sprawdź swoje dane" });
  await expect(dialog).toContainText("44051401359");
  await expect(dialog).toContainText("Kowalski");
  await expect(dialog).toContainText("ABA300000");
  await checkPage(page);

  // 'Correct' shows the prefilled form for editing.
  await dialog.getByRole("button", { name: "Popraw", exact: true }).click();
  await expect(page.getByLabel("Imię", { exact: true })).toHaveValue("Jan");
  await expect(page.getByLabel("PESEL", { exact: true })).toHaveValue("44051401359");
  await checkPage(page);
  await retype(page.getByLabel("Imię", { exact: true }), "Jan");
  await page.getByRole("button", { name: "Dalej", exact: true }).click();
  await expect(dialog).toContainText("Jan");
  await dialog.getByRole("button", { name: "Potwierdź", exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirm-phone$/);

  // Once answered, the scan is not offered again.
  await page.goBack();
  await expect(page).toHaveURL(/\/onboarding\/personal-data$/);
  await expect(page.getByLabel("Imię", { exact: true })).toHaveValue("Jan");
  await expect(page.getByTestId("prefill-check")).toHaveCount(0);
});
