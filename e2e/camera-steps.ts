/**
 * The steps the phone's camera tests share: a registered session on the photo tips, the way from
 * there through the welcome to the camera, the instructions closed, the capture started.
 */
import type { Page } from "@playwright/test";
import { EN_EUROPE, openWithSession, post, registeredSession, type Brand } from "./api-session.ts";
import { checkPage, expect } from "./fixtures.ts";
import { pageNow } from "./page-clock.ts";
import { waitingFor } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";

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

/**
 * Closes the instructions popup: the one that follows "securing the connection" (passed at once
 * on the test's clock), or one the help menu opened again.
 */
export async function closeInstructions(
  page: Page,
  opened: "after securing" | "from help" = "after securing",
): Promise<void> {
  if (opened === "after securing") await pastSecuring(page);
  const popup = page.getByRole("dialog", { name: "How to take the photo" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Got it", exact: true }).click();
  await expect(popup).toHaveCount(0);
}

/** Waits until the viewfinder plays the fake camera's picture at its full size. */
export async function cameraPictureShows(page: Page): Promise<void> {
  await waitingFor("camera warm-up", () =>
    expect
      .poll(() =>
        page
          .getByLabel("Camera view", { exact: true })
          .evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBe(1280),
  );
}

/**
 * Watches where the camera view's help menu lies in the page (its top, in whole pixels), read at
 * every animation frame from now on; the answer gives each place it was found at, in order. A
 * menu that moves while the camera starts or changes moves under the finger about to press it.
 */
export async function watchHelpMenuPlaces(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const places: number[] = [];
    Object.assign(window, { helpMenuPlaces: places });
    const look = () => {
      const menu = document.querySelector("nav.help-menu");
      const top = menu ? Math.round(menu.getBoundingClientRect().top + window.scrollY) : undefined;
      if (top !== undefined && places.at(-1) !== top) places.push(top);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () =>
    page.evaluate(() => (window as unknown as { helpMenuPlaces: number[] }).helpMenuPlaces);
}

export async function startCapture(page: Page): Promise<number> {
  await expect(page.getByLabel("Camera view", { exact: true })).toBeVisible();
  await cameraPictureShows(page);
  const before = await pageNow(page);
  await page.getByRole("button", { name: "Start capture", exact: true }).click();
  return before;
}

/**
 * On the phone (en, a definition server at `origin`): the fake camera's passport taken by the
 * document camera and uploaded; then, at the page step `atPageStep` waits for, the page camera
 * (its caption `caption`) takes a photo of the same passport and uploads it. The caller checks
 * how the page step answers it.
 */
export async function passportThenPageCamera(
  page: Page,
  request: Request,
  origin: string,
  atPageStep: (page: Page) => Promise<void>,
  caption: RegExp,
): Promise<void> {
  // The fake camera shows ERIKA MUSTERMANN's passport: taken by the document camera, it passes.
  const session = await sessionAtTips(request, EN_EUROPE);
  await openWithSession(page, session, `${origin}/eu-en/onboarding/how-to-take-picture`);
  await checkPage(page);
  await page.getByRole("button", { name: "Let's take picture", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await closeInstructions(page);
  await startCapture(page);
  await page.getByRole("button", { name: "Upload", exact: true }).click({ timeout: 15_000 });
  await atPageStep(page);
  await expect(page.getByText(caption)).toBeVisible();
  const shutter = page.getByRole("button", { name: "Take photo", exact: true });
  await waitingFor("camera warm-up", () =>
    expect(shutter).not.toHaveAttribute("aria-disabled", "true", { timeout: 15_000 }),
  );
  await checkPage(page);
  await shutter.click();
  await expect(page.getByRole("img", { name: "The photo you chose" })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
}
