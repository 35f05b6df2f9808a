/**
 * The phone's steps with a face before the camera (Chromium's fake camera playing the liveness
 * fixtures' man): the document as a file from the camera page's help menu, the selfie taken by
 * the selfie camera's face detector, and the liveness check started. Each step passes the page
 * guard.
 */
import path from "node:path";
import { checkPage, expect, type Page } from "./fixtures.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";
import { openHelpEntry } from "./help-menu.ts";

export const FACES = path.resolve("tests/fixtures/faces");

/** The words of the phone's person steps the tests read, in the page's language. */
export interface PhonePersonTexts {
  next: string;
  instructions: string;
  gotIt: string;
  help: string;
  skipToFiles: string;
  chooseDocument: string;
  chosenPhoto: string;
  upload: string;
  selfieTitle: string;
  useCamera: string;
  selfieCaption: string;
  livenessTitle: string;
  start: string;
}

export const EN_PHONE_PERSON: PhonePersonTexts = {
  next: "Next",
  instructions: "How to take the photo",
  gotIt: "Got it",
  help: "Help",
  skipToFiles: "Skip to uploading files",
  chooseDocument: "Choose or take a photo",
  chosenPhoto: "The photo you chose",
  upload: "Upload",
  selfieTitle: "A photo of your face",
  useCamera: "Use the camera",
  selfieCaption: "Hold the phone at eye level and place your face inside the oval.",
  livenessTitle: "Show us it is really you",
  start: "Start",
};

export const PL_PHONE_PERSON: PhonePersonTexts = {
  next: "Dalej",
  instructions: "Jak zrobić zdjęcie",
  gotIt: "Rozumiem",
  help: "Pomoc",
  skipToFiles: "Przejdź do przesyłania plików",
  chooseDocument: "Wybierz lub zrób zdjęcie",
  chosenPhoto: "Wybrane zdjęcie",
  upload: "Prześlij",
  selfieTitle: "Zdjęcie Twojej twarzy",
  useCamera: "Użyj aparatu",
  selfieCaption: "Trzymaj telefon na wysokości oczu i umieść twarz w owalu.",
  livenessTitle: "Pokaż nam, że to naprawdę Ty",
  start: "Rozpocznij",
};

/** From the camera page's welcome: Next, the instructions closed, then the file upload instead. */
export async function phoneDocumentAsFile(
  page: Page,
  texts: PhonePersonTexts,
  file: string,
): Promise<void> {
  await expect(page).toHaveURL(/\/upload-document$/);
  await page.getByRole("button", { name: texts.next, exact: true }).click();
  await pastSecuring(page);
  const popup = page.getByRole("dialog", { name: texts.instructions });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: texts.gotIt, exact: true }).click();
  await openHelpEntry(page, texts.help, texts.skipToFiles);
  const chosen = page.waitForEvent("filechooser");
  await page.getByText(texts.chooseDocument, { exact: true }).click();
  await (await chosen).setFiles(path.join(FACES, file));
  await expect(page.getByRole("img", { name: texts.chosenPhoto })).toBeVisible({ timeout: 30_000 });
  await checkPage(page);
  await page.getByRole("button", { name: texts.upload, exact: true }).click();
}

/**
 * From the selfie step's file upload: back to the camera, whose face detector takes the selfie
 * by itself; the selfie uploaded, and the liveness check started.
 */
export async function phoneSelfieThenLiveness(page: Page, texts: PhonePersonTexts): Promise<void> {
  await waitingFor("document check", () =>
    expect(page.getByRole("heading", { level: 2, name: texts.selfieTitle })).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await page.getByRole("button", { name: texts.useCamera, exact: true }).click();
  await expect(page.getByText(texts.selfieCaption, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await checkPage(page);
  await waitingFor("model load", () =>
    expect(page.getByRole("img", { name: texts.chosenPhoto })).toBeVisible({ timeout: 30_000 }),
  );
  await checkPage(page);
  await page.getByRole("button", { name: texts.upload, exact: true }).click();
  await waitingFor("document check", () =>
    expect(page.getByRole("heading", { level: 2, name: texts.livenessTitle })).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await checkPage(page);
  await page.getByRole("button", { name: texts.start, exact: true }).click();
}

/**
 * At a page step's file upload on the phone (a proof of address, a health certificate): the page
 * chosen as a file, uploaded from its preview, and the journey passed.
 */
export async function phonePageAsFile(
  page: Page,
  texts: PhonePersonTexts,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chosen = page.waitForEvent("filechooser");
  await page.getByText(texts.chooseDocument, { exact: true }).click();
  await (await chosen).setFiles(file);
  await expect(page.getByRole("img", { name: texts.chosenPhoto })).toBeVisible({
    timeout: 30_000,
  });
  await checkPage(page);
  await page.getByRole("button", { name: texts.upload, exact: true }).click();
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await checkPage(page);
}
