/**
 * The journey's results page in the client's language (a passed passport: the country by name,
 * the sex as a word, the dates as the language writes them, none of the server's codes), and the
 * journey's Cancel, which asks first: "No" keeps the journey going, "Yes" ends it on a page that
 * says it was cancelled, not that the document failed.
 */
import path from "node:path";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import {
  DE_EUROPE,
  EN_EUROPE,
  openWithSession,
  PL_POLAND,
  sessionAtPhotoTips,
  type Brand,
} from "./api-session.ts";
import { textOf } from "./locale-texts.ts";
import { CORPUS } from "./upload-forms.ts";

type Language = "en" | "pl" | "de";

const SITES: Record<Language, { brand: Brand; base: string }> = {
  en: { brand: EN_EUROPE, base: "/eu-en/onboarding" },
  pl: { brand: PL_POLAND, base: "/onboarding" },
  de: { brand: DE_EUROPE, base: "/eu-de/onboarding" },
};

/** From the photo tips (the session prepared through the API) to the journey's upload view. */
async function openUpload(
  page: Page,
  request: Parameters<typeof sessionAtPhotoTips>[0],
  language: Language,
) {
  const { brand, base } = SITES[language];
  const session = await sessionAtPhotoTips(request, brand);
  await openWithSession(page, session, `${base}/how-to-take-picture`);
  const say = (key: string) => textOf(language, key);
  await expect(
    page.getByRole("heading", { level: 1, name: say("capture:howToTakePicture.title") }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: say("identityJourney:tips.files.continue") }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: say("capture:upload.recommendMobile.proceed"), exact: true })
    .click();
  await expect(
    page.getByRole("button", { name: say("identityJourney:upload.chooseFile"), exact: true }),
  ).toBeVisible();
  await checkPage(page);
}

/** Chooses the photo through the file chooser and uploads it from the preview. */
async function uploadPhoto(page: Page, language: Language, file: string): Promise<void> {
  const say = (key: string) => textOf(language, key);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: say("identityJourney:upload.chooseFile") }).click();
  await (await chooser).setFiles(path.join(CORPUS, file));
  await expect(page.getByRole("img", { name: say("identityJourney:preview.image") })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole("button", { name: say("identityJourney:preview.upload"), exact: true })
    .click();
}

/** What tests/fixtures/documents/passport-passed.jpg reads as in each language. */
const ERIKA: Record<Language, Record<string, string>> = {
  en: {
    "Date of birth": "12 August 1983",
    Sex: "Female",
    Nationality: "Germany",
    "Date of expiry": "9 May 2033",
    "Issuing state": "Germany",
  },
  pl: {
    "Data urodzenia": "12 sierpnia 1983",
    Płeć: "Kobieta",
    Obywatelstwo: "Niemcy",
    "Data ważności": "9 maja 2033",
    "Państwo wydające": "Niemcy",
  },
  de: {
    Geburtsdatum: "12. August 1983",
    Geschlecht: "Weiblich",
    Staatsangehörigkeit: "Deutschland",
    Ablaufdatum: "9. Mai 2033",
    Ausstellungsstaat: "Deutschland",
  },
};

for (const language of ["en", "pl", "de"] as const) {
  test(`${language}: the results of a passed passport name the country, the sex and the dates in the page's language`, async ({
    page,
    request,
  }) => {
    await openUpload(page, request, language);
    await uploadPhoto(page, language, "passport-passed.jpg");
    await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 30_000 });
    const results = page.getByRole("region", {
      name: textOf(language, "identityJourney:results.title"),
    });
    await expect(results.getByText("MUSTERMANN", { exact: true })).toBeVisible();
    for (const [label, value] of Object.entries(ERIKA[language]))
      await expect(results.locator(`dt:text-is("${label}") + dd`), label).toHaveText(value);
    for (const raw of ["D", "F", "1983-08-12", "2033-05-09"])
      await expect(results.getByText(raw, { exact: true }), raw).toHaveCount(0);
    await expect(results).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await checkPage(page);
  });
}

test("en: Cancel asks first; No and Escape keep the journey going, with the upload still offered", async ({
  page,
  request,
}) => {
  const cancelsSent: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/notify-journey") && sent.postData()?.includes('"cancel"'))
      cancelsSent.push(sent.url());
  });
  await openUpload(page, request, "en");
  const cancel = page.getByRole("button", { name: "Cancel", exact: true });
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Cancel the verification?" });
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText(
    "Your photos so far will be discarded, and this verification ends.",
  );
  await checkPage(page);
  await dialog.getByRole("button", { name: "No, continue verifying", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  // The journey goes on: the upload is offered, and the page stays there.
  await expect(page.getByRole("button", { name: "Choose a file", exact: true })).toBeVisible();
  await expect(page.getByText("Attempts remaining: 3", { exact: true })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/upload-document$/);
  expect(cancelsSent).toEqual([]);
  await checkPage(page);
});

test("en: Cancel confirmed ends the journey on a page that says it was cancelled, not failed", async ({
  page,
  request,
}) => {
  await openUpload(page, request, "en");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Cancel the verification?" })
    .getByRole("button", { name: "Yes, cancel", exact: true })
    .click();
  await expect(page).toHaveURL(/\/upload-failed$/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Verification cancelled" }),
  ).toBeFocused();
  await expect(page.locator("[data-route=uploadFailed]")).toContainText(
    "You cancelled the verification, so your document has not been verified. You can try again, or continue and upload your document later.",
  );
  await expect(page.locator("[data-route=uploadFailed]")).not.toContainText(
    /failed the validation|could not verify/i,
  );
  await expect(page.getByRole("button", { name: "Try again", exact: true })).toBeVisible();
  await checkPage(page);
});
