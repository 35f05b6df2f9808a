/**
 * The hand-off's desktop side, shared by its browser tests: the words a person reads on its pages
 * in English and Polish, the desktop's way to the hand-off page, and the phone's to its upload.
 */
import type { APIRequestContext } from "@playwright/test";
import { checkPage, expect, type Page } from "./fixtures.ts";
import { openWithSession, registeredSession, type Brand } from "./api-session.ts";
import { EN_CAMERA, PL_CAMERA, type CameraTexts } from "./handoff-phone.ts";
import { desktopOnClock } from "./desktop-polls.ts";

export interface Labels {
  fromMobile: RegExp;
  next: string;
  handoffTitle: string;
  qrImage: string;
  waitingTitle: string;
  waitingStatus: string;
  documentTitle: string;
  passport: string;
  camera: CameraTexts;
  tipsContinue: string;
  returnTitle: string;
  verified: string;
}

export const PL: Labels = {
  fromMobile: /^Prześlij zdjęcie z telefonu/,
  next: "Dalej",
  handoffTitle: "Zrób zdjęcia telefonem",
  qrImage: "Kod QR otwierający przesyłanie dokumentu na telefonie",
  waitingTitle: "Kontynuuj na telefonie",
  waitingStatus: "Czekamy na zdjęcia z Twojego telefonu…",
  documentTitle: "Wybierz dokument",
  passport: "Paszport",
  camera: PL_CAMERA,
  tipsContinue: "Zróbmy zdjęcie",
  returnTitle: "Wróć do komputera",
  verified: "Twój dokument został zweryfikowany",
};

export const EN: Labels = {
  fromMobile: /^Upload from your mobile phone/,
  next: "Next",
  handoffTitle: "Take the photos with your phone",
  qrImage: "QR code that opens the document upload on your phone",
  waitingTitle: "Continue on your phone",
  waitingStatus: "Waiting for the photos from your phone…",
  documentTitle: "Choose your document",
  passport: "Passport",
  camera: EN_CAMERA,
  tipsContinue: "Let's take picture",
  returnTitle: "Go back to your computer",
  verified: "Your document has been verified",
};

/** The server a desktop uses: its API, and its origin ("" for the page's own base URL). */
export interface DesktopServer {
  api: APIRequestContext;
  origin: string;
}

/**
 * The desktop, registered through the API, opens the upload choice and picks "from mobile"; its
 * page runs on Playwright's clock (e2e/desktop-polls.ts).
 */
export async function desktopAtHandoff(
  page: Page,
  server: DesktopServer,
  brand: Brand,
  basePath: string,
  labels: Labels,
) {
  const session = await registeredSession(server.api, brand);
  await desktopOnClock(page);
  await openWithSession(page, session, `${server.origin}${basePath}/select-registration-method`);
  await page.getByRole("radio", { name: labels.fromMobile }).click();
  await checkPage(page);
  await page.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(page).toHaveURL(/\/phone-number$/);
  await expect(page.getByRole("heading", { level: 1, name: labels.handoffTitle })).toBeVisible();
  // The QR code is the method shown first.
  await expect(page.getByRole("img", { name: labels.qrImage, exact: true })).toBeVisible();
  await checkPage(page);
  return session;
}

/** The phone, on its document choice, picks the passport and goes on to its upload page. */
export async function phoneToUpload(phone: Page, labels: Labels): Promise<void> {
  await expect(phone.getByRole("heading", { level: 1, name: labels.documentTitle })).toBeVisible();
  await checkPage(phone);
  await phone.getByLabel(labels.passport, { exact: true }).click();
  await phone.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(phone).toHaveURL(/\/how-to-take-picture$/);
  await checkPage(phone);
  await phone.getByRole("button", { name: labels.tipsContinue, exact: true }).click();
  await expect(phone).toHaveURL(/\/upload-document$/);
}
