/**
 * What the hand-off tests need beyond a person's hands: reading the desktop's QR code as a phone's
 * camera does (from a screenshot of the page, never from its HTML), the SMS link from the dev
 * outbox, and taking the document photos on the phone.
 */
import fs from "node:fs";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { APIRequestContext, Page } from "@playwright/test";
import { checkPage, expect } from "./fixtures.ts";
import { CORPUS } from "./upload-forms.ts";

/** The link of the QR code the page shows, decoded from a screenshot of the page. */
export async function qrLinkOnScreen(page: Page): Promise<string> {
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

/** The photos of a document from the fixture corpus: an identity card's front and back. */
export const ID_CARD_PHOTOS = ["id-card-front-passed.jpg", "id-card-back-passed.jpg"] as const;

/**
 * Takes the document photos on the phone, which stands on the upload page, and leaves it where
 * the phone's journey ends: the return to the desktop.
 *
 * The phone's camera screen (mobileDocumentUpload) is not on this branch yet, and that route
 * renders no upload view to use instead; until it is, this drives the journey the way that screen
 * does, through the product's API with the phone's own session (its scan session, then each
 * photo to the journey service), and then opens the page its journey's end leads to. When the
 * camera screen lands, this is the one place to switch to its file-upload fallback.
 */
export async function captureOnPhone(
  page: Page,
  photos: readonly string[] = ID_CARD_PHOTOS,
): Promise<void> {
  await expect(page).toHaveURL(/\/upload-document$/);
  await checkPage(page);
  const here = new URL(page.url());
  const version = here.pathname.startsWith("/onboarding/") ? "pl" : "eu";
  const basePath = here.pathname.slice(0, here.pathname.lastIndexOf("/"));
  const token = await page.evaluate(() => localStorage.getItem("onboarding.token"));
  const scan = await page.request.post(`${here.origin}/api/form/${version}/get-idscan-token`, {
    data: { token, languageCode: "EN" },
  });
  const { gbgToken, backendUrl } = (await scan.json()) as { gbgToken: string; backendUrl: string };
  const service = new URL(`${backendUrl}idscanenterprisesvc/journey/upload?lang=en`, here.origin);
  for (const photo of photos) {
    const answer = await page.request.post(service.toString(), {
      headers: { authorization: `Bearer ${gbgToken}` },
      multipart: {
        file: {
          name: photo,
          mimeType: "image/jpeg",
          buffer: fs.readFileSync(path.join(CORPUS, photo)),
        },
      },
    });
    expect(answer.ok(), `the journey service took ${photo}`).toBe(true);
  }
  await page.goto(`${basePath}/return-to-desktop`);
}
