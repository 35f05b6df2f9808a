/**
 * The steps the phone's camera tests share: a registered session on the photo tips, the way from
 * there through the welcome to the camera, the instructions closed, the capture started.
 */
import type { Page } from "@playwright/test";
import { EN_EUROPE, openWithSession, post, registeredSession, type Brand } from "./api-session.ts";
import { checkPage, expect } from "./fixtures.ts";
import { waitingFor } from "./waits.ts";

const PASSPORT = 1;

type Request = Parameters<typeof registeredSession>[0];

/** A registered session that chose "upload now" and a passport on the phone: on the photo tips. */
export async function sessionAtTips(
  request: Request,
  brand: Brand,
): Promise<Awaited<ReturnType<typeof registeredSession>>> {
  const session = await registeredSession(request, brand);
  const onPhone = { token: session.token, mobile: true };
  await post(request, brand, "data-upload-choice", { ...onPhone, dataUploadChoice: 2 });
  await post(request, brand, "document/mobile-document-choice", {
    ...onPhone,
    documentType: PASSPORT,
  });
  return session;
}

/** From the photo tips through the welcome to the camera, the instructions closed. */
export async function reachCamera(page: Page, request: Request): Promise<void> {
  const session = await sessionAtTips(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await checkPage(page);
  await page.getByRole("button", { name: "Let's take picture", exact: true }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Take a photo of your document" }),
  ).toBeVisible();
  await expect(page.getByText(/this page uses your phone's camera/)).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

export async function closeInstructions(page: Page): Promise<void> {
  const popup = page.getByRole("dialog", { name: "How to take the photo" });
  await waitingFor("camera warm-up", () => expect(popup).toBeVisible({ timeout: 15_000 }));
  await popup.getByRole("button", { name: "Got it", exact: true }).click();
  await expect(popup).toHaveCount(0);
}

export async function startCapture(page: Page): Promise<void> {
  await expect(page.getByLabel("Camera view", { exact: true })).toBeVisible();
  // The viewfinder plays the fake camera's picture at its full size.
  await waitingFor("camera warm-up", () =>
    expect
      .poll(() =>
        page
          .getByLabel("Camera view", { exact: true })
          .evaluate((v: HTMLVideoElement) => v.videoWidth),
      )
      .toBe(1280),
  );
  await page.getByRole("button", { name: "Start capture", exact: true }).click();
}
