/**
 * What the hand-off tests need beyond a person's hands: reading the desktop's QR code as a phone's
 * camera does (from a screenshot of the page, never from its HTML), the SMS link from the dev
 * outbox, and taking the passport's photo with the phone's (fake) camera.
 */
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { checkPage, expect } from "./fixtures.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";

/**
 * The link of the QR code the page shows, decoded from a screenshot of the window once the code
 * is scrolled into view, as a person holds the phone up to it.
 */
export async function qrLinkOnScreen(page: Page): Promise<string> {
  await page.locator(".handoff-qr__code svg").scrollIntoViewIfNeeded();
  const shot = PNG.sync.read(await page.screenshot());
  const found = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  if (!found) throw new Error("no QR code could be read on the page");
  return found.data;
}

/** The hand-off link in the newest text message the dev outbox holds for a phone number. */
export async function smsLinkSentTo(
  request: APIRequestContext,
  recipient: string,
): Promise<string> {
  const response = await request.get(
    `/dev/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
  );
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  const link = /https?:\/\/\S+[?&]handoff=[^\s&]+\S*/.exec(messages[0]?.body ?? "")?.[0];
  if (!link) throw new Error(`no hand-off link in the dev outbox for ${recipient}`);
  return link;
}

/** The link as the phone opens it: the same path and query, on the phone's server instance. */
export function onInstance(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}

/** The camera page's words the phone's person reads, in the page's language. */
export interface CameraTexts {
  next: string;
  instructions: string;
  gotIt: string;
  startCapture: string;
  upload: string;
}

export const EN_CAMERA: CameraTexts = {
  next: "Next",
  instructions: "How to take the photo",
  gotIt: "Got it",
  startCapture: "Start capture",
  upload: "Upload",
};

export const PL_CAMERA: CameraTexts = {
  next: "Dalej",
  instructions: "Jak zrobić zdjęcie",
  gotIt: "Rozumiem",
  startCapture: "Rozpocznij skanowanie",
  upload: "Prześlij",
};

/**
 * Takes the passport's photo with the phone's camera (the phone from `openPhone`, whose fake
 * camera shows a good passport), from the upload page's welcome: Next, the instructions closed,
 * Start capture, the photo taken by itself, Upload, each button pressed by `press` (a click, or
 * the keys that reach it). The phone's journey then ends where a hand-off's does: the return to
 * the desktop.
 */
export async function captureOnPhone(
  page: Page,
  texts: CameraTexts = EN_CAMERA,
  press: (button: Locator) => Promise<void> = (button) => button.click(),
): Promise<void> {
  await expect(page).toHaveURL(/\/upload-document$/);
  await checkPage(page);
  await press(page.getByRole("button", { name: texts.next, exact: true }));
  await pastSecuring(page);
  const instructions = page.getByRole("dialog", { name: texts.instructions });
  await expect(instructions).toBeVisible();
  await checkPage(page);
  await press(instructions.getByRole("button", { name: texts.gotIt, exact: true }));
  await press(page.getByRole("button", { name: texts.startCapture, exact: true }));
  const upload = page.getByRole("button", { name: texts.upload, exact: true });
  await waitingFor("document check", () => expect(upload).toBeVisible({ timeout: 15_000 }));
  await checkPage(page);
  await press(upload);
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/return-to-desktop$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
}
