/**
 * The phone's camera journey as a client goes through it more than once (widget spec §2 camera
 * capture view, §4; onboarding spec §4 mobile upload), with Chromium's fake camera: the shutter
 * scrolled clear of the risk disclaimer, manual capture kept after a failed photo, a reload that
 * goes on where the journey stands with the last photo's failure, the camera not paused while
 * the client follows a warning, a camera that gives no picture said as such, the camera tried
 * again after a refusal, and the way back from the file upload to the camera.
 */
import type { Locator, Page } from "@playwright/test";
import { test } from "./camera-fixtures.ts";
import { closeInstructions, reachCamera, startCapture } from "./camera-steps.ts";
import { checkPage, expect } from "./fixtures.ts";
import { CAMERA_TICK_MS } from "./page-clock.ts";

test.describe.configure({ timeout: 120_000 });

/** Real time for the camera's frames to be measured and its tick to run after each page second. */
const FRAMES_BETWEEN_SECONDS_MS = 400;

/** The element's box lies inside the window and clear of the risk disclaimer. */
async function expectClearOfRiskBar(page: Page, element: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const bar = await page.getByRole("contentinfo").boundingBox();
      if (!box || !bar) return "no box";
      const height = page.viewportSize()!.height;
      if (box.y < 0 || box.y + box.height > height) return `outside the window (${box.y})`;
      const overlaps = box.y < bar.y + bar.height && box.y + box.height > bar.y;
      return overlaps ? `under the risk bar (${box.y + box.height} > ${bar.y})` : "clear";
    })
    .toBe("clear");
}

/** Manual capture on, the photo taken by hand and uploaded: the server refuses the blurred one. */
async function failOnePhotoByHand(page: Page): Promise<void> {
  await closeInstructions(page);
  await startCapture(page);
  await page.getByRole("switch", { name: "Take the photo myself" }).check();
  await page.getByRole("button", { name: "Take photo", exact: true }).click();
  await expect(page.getByRole("img", { name: "The photo you chose" })).toBeVisible();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The photo is blurred." })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe("a blurred document", () => {
  test.use({ cameraFeed: "blurred" });

  test("the shutter, once offered, is scrolled into view clear of the risk bar", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await closeInstructions(page);
    await startCapture(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const shutter = page.getByRole("button", { name: "Take photo", exact: true });
    await expect(shutter).toBeVisible({ timeout: 8000 });
    await expectClearOfRiskBar(page, shutter);
  });

  test("manual capture stays on for the next attempt after a failed photo", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await failOnePhotoByHand(page);
    await expect(page.getByRole("switch", { name: "Take the photo myself" })).toBeChecked();
    // The next capture is manual again: the shutter at once, the hints off.
    await startCapture(page);
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toBeVisible({
      timeout: 1000,
    });
    await expect(page.getByText(/Hints are turned off/)).toBeVisible();
  });

  test("a reload goes on where the journey stands, without the welcome and the instructions, with the last failure", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await failOnePhotoByHand(page);
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 2, name: "Your passport's photo page" }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel("Camera view", { exact: true })).toBeVisible();
    await expect(page.getByText(/this page uses your phone's camera/)).toHaveCount(0);
    await expect(
      page.getByRole("alert").filter({ hasText: "The photo is blurred." }),
    ).toBeVisible();
    await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
    // The instructions, already seen, do not come back, not even after the 3 s they would follow.
    await page.clock.fastForward(4000);
    await page.waitForTimeout(CAMERA_TICK_MS);
    await expect(page.getByRole("dialog", { name: "How to take the photo" })).toHaveCount(0);
    await checkPage(page);
  });
});

test.describe("a document far away", () => {
  test.use({ cameraFeed: "far" });

  test("the camera is not paused while the client is told to move closer", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await closeInstructions(page);
    await startCapture(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Move closer: the document is too small" }),
    ).toBeVisible({ timeout: 10_000 });
    // 23 s on the page's clock, past the 5 s before the shutter and the 15 s without a photo that
    // would pause the camera, a second at a time with real time between for the camera's frames
    // (which come in real time) and its tick to run: the frames keep telling the client to move
    // closer, and the camera, following them, is not paused.
    for (let second = 0; second < 23; second++) {
      await page.clock.fastForward(1000);
      await page.waitForTimeout(FRAMES_BETWEEN_SECONDS_MS);
    }
    await expect(
      page.getByText("The camera was paused because no photo was taken for a while."),
    ).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toBeVisible();
  });
});

test.describe("a camera giving only black frames", () => {
  test.use({ cameraFeed: "blank" });

  test("says the camera gives no picture, not that the document is not in the frame", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await closeInstructions(page);
    await startCapture(page);
    await expect(
      page.getByRole("status").filter({ hasText: "The camera gives no picture" }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Document not in the frame")).toHaveCount(0);
    await expect(page.getByText(/nothing covers the lens/)).toBeVisible();
    await checkPage(page);
  });
});

test.describe("a camera the browser is not allowed to use", () => {
  test.use({ cameraAllowed: false });

  test("offers the camera again, and a photo to choose or take, not drag and drop", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    const refused = page.getByRole("alert").filter({ hasText: "Camera permissions have not been" });
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Drag and drop/)).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: "Choose or take a photo", exact: true }),
    ).toBeVisible();
    await checkPage(page);
    await page.getByRole("button", { name: "Try the camera again", exact: true }).click();
    // Still refused: the message again, and the file upload.
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole("button", { name: "Choose or take a photo", exact: true }),
    ).toBeVisible();
  });
});

test.describe("a good passport", () => {
  test.use({ cameraFeed: "passport" });

  test("from the file upload, 'Use the camera' goes back to the camera", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await closeInstructions(page);
    const menu = page.getByRole("navigation", { name: "Help" });
    await menu.getByRole("button", { name: "Help", exact: true }).click();
    await menu.getByRole("button", { name: "Skip to uploading files", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Upload a photo of your document" }),
    ).toBeVisible();
    await checkPage(page);
    await page.getByRole("button", { name: "Use the camera", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Your passport's photo page" }),
    ).toBeVisible();
    await startCapture(page);
    await expect(page.getByRole("img", { name: "The photo you chose" })).toBeVisible({
      timeout: 15_000,
    });
  });
});
