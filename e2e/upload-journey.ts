/**
 * The desktop's way through the identity journey as a person goes it, for the upload tests: the
 * texts they look for in English and Polish, from the upload choice to the upload view, and a
 * corpus photo chosen in the file chooser and uploaded from its preview.
 */
import path from "node:path";
import { checkPage, expect, type Page } from "./fixtures.ts";
import { CORPUS, type FilePayload } from "./upload-forms.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";

export interface Labels {
  tipsTitle: string;
  uploadTitle: string;
  fromThisDevice: string;
  next: string;
  document: string;
  takePicture: string;
  proceed: string;
  chooseFile: string;
  upload: string;
  frontDone: string;
  verified: string;
}

export const EN: Labels = {
  tipsTitle: "How to take a good picture of your document",
  uploadTitle: "Upload your identity document",
  fromThisDevice: "Upload from this device",
  next: "Next",
  document: "Passport",
  takePicture: "Continue to upload",
  proceed: "Continue on this device",
  chooseFile: "Choose a file",
  upload: "Upload",
  frontDone: "Thank you, the front is done.",
  verified: "Your document has been verified",
};

export const PL: Labels = {
  tipsTitle: "Jak zrobić dobre zdjęcie dokumentu",
  uploadTitle: "Prześlij dokument tożsamości",
  fromThisDevice: "Prześlij zdjęcie z tego urządzenia",
  next: "Dalej",
  document: "Paszport",
  takePicture: "Przejdź do przesyłania",
  proceed: "Kontynuuj na tym urządzeniu",
  chooseFile: "Wybierz plik",
  upload: "Prześlij",
  frontDone: "Dziękujemy, przód gotowy.",
  verified: "Twój dokument został zweryfikowany",
};

/** From the upload choice to the journey's upload view, by clicks and keys. */
export async function reachUpload(page: Page, labels: Labels): Promise<void> {
  await checkPage(page);
  await page.getByLabel(labels.fromThisDevice, { exact: true }).click();
  await page.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await checkPage(page);
  await page.getByLabel(labels.document, { exact: true }).click();
  await page.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(page).toHaveURL(/\/how-to-take-picture$/);
  await expect(page.getByRole("heading", { level: 1, name: labels.tipsTitle })).toBeFocused();
  await expectTipsForFiles(page, "passport");
  await checkPage(page);
  await page.getByRole("button", { name: labels.takePicture, exact: true }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await expect(page.getByRole("heading", { level: 1, name: labels.uploadTitle })).toBeVisible();
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  await checkPage(page);
  await popup.getByRole("button", { name: labels.proceed, exact: true }).click();
}

/**
 * The photo tips of the desktop: drawings of the document chosen, and tips for a photo to choose,
 * none for a camera that takes it by itself.
 */
export async function expectTipsForFiles(
  page: Page,
  document: "passport" | "idCard",
): Promise<void> {
  const slides = page.getByRole("region", { name: /Examples of photos|Przykłady zdjęć/ });
  await expect(slides.locator(`.document-example--${document}`)).toHaveCount(3);
  await expect(slides.locator(".document-example")).toHaveCount(3);
  await expect(page.locator(".photo-tips__list")).not.toContainText(/automatic|automatycznie/);
  await expect(page.locator(".photo-tips__list")).toContainText(/Choose a photo|Wybierz zdjęcie/);
}

/** From the photo tips to the journey, by clicks. */
export async function fromPhotoTips(page: Page, labels: Labels): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: labels.tipsTitle })).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: labels.takePicture, exact: true }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await page.getByRole("dialog").getByRole("button", { name: labels.proceed, exact: true }).click();
}

/**
 * Chooses a corpus file (or a file made from one) through the file chooser, then uploads it
 * from the preview; a file the page converts or makes smaller first takes longer to show.
 */
export async function uploadFixture(
  page: Page,
  labels: Labels,
  file: string | FilePayload,
  onPreview?: () => Promise<void>,
): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByText(labels.chooseFile, { exact: true }).click();
  await (await chooser).setFiles(typeof file === "string" ? path.join(CORPUS, file) : file);
  await expect(page.getByRole("img", { name: /photo you chose|Wybrane zdjęcie/ })).toBeVisible({
    timeout: 30_000,
  });
  await checkPage(page);
  await onPreview?.();
  await page.getByRole("button", { name: labels.upload, exact: true }).click();
}

/** An identity card's front, then its back, each chosen as the given file: both pass. */
export async function uploadPassingIdCard(
  page: Page,
  labels: Labels,
  front: string | FilePayload,
  back: string | FilePayload,
): Promise<void> {
  await uploadFixture(page, labels, front);
  await waitingFor("document check", () =>
    expect(page.getByRole("status").filter({ hasText: labels.frontDone })).toBeVisible({
      timeout: 20_000,
    }),
  );
  await checkPage(page);
  await uploadFixture(page, labels, back);
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await expect(page.getByRole("heading", { level: 1, name: labels.verified })).toBeVisible();
  await checkPage(page);
}
