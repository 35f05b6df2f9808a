/**
 * The phone's document upload with the camera (onboarding spec §2 "Upload document (mobile)",
 * §4, §8; widget spec §2 camera capture view): Chromium's fake camera plays a video made from the
 * document corpus (e2e/camera-videos.ts), one browser per video. A good passport is taken by
 * itself, passes the server's checks as a MOBILE scan and prefills personal data; a blurred, a
 * glaring and a far document and a table without one each show their warning; a black feed raises its event; a denied
 * camera shows the catalogue's message and the file upload, whose "skip step" goes on; the
 * shutter is offered after 5 s and takes the photo by hand; and the help menu's entries.
 */
import type { Page, Request } from "@playwright/test";
import { openWithSession, PL_POLAND } from "./api-session.ts";
import { test } from "./camera-fixtures.ts";
import {
  cameraPictureShows,
  closeInstructions,
  reachCamera,
  sessionAtTips,
  startCapture,
  watchHelpMenuPlaces,
} from "./camera-steps.ts";
import { checkPage, expect } from "./fixtures.ts";
import { expectFocusNeverHidden } from "./focus-visibility.ts";
import { CAMERA_TICK_MS, noteWhenShown, pageNow } from "./page-clock.ts";
import { waitingFor } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";
import { openHelpEntry } from "./help-menu.ts";

// A photo taken by the camera and checked by the server, two browsers at once: more than the
// default minute when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** The analytics events the page sent for the camera, by the route each names. */
function cameraEvents(page: Page): string[] {
  const events: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/dc")) return;
    const body = request.postDataJSON() as { event?: string; route?: string };
    if (body.route?.startsWith("camera")) events.push(body.route);
  });
  return events;
}

test.describe("a good passport", () => {
  test.use({ cameraFeed: "passport" });

  test("is taken by itself, passes the checks as a MOBILE scan and prefills personal data", async ({
    page,
    request,
  }) => {
    const reports: Record<string, unknown>[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/gbg-status")) reports.push(sent.postDataJSON());
    });
    await reachCamera(page, request);
    await expect(
      page.getByRole("status").filter({ hasText: "Securing the connection" }),
    ).toBeVisible();
    await pastSecuring(page);
    // The instructions: one good and three bad examples, 1.3 in view with 20 px between them.
    const popup = page.getByRole("dialog", { name: "How to take the photo" });
    await expect(popup).toBeVisible();
    const carousel = popup.getByRole("region", { name: "Photo examples" });
    await expect(carousel.getByRole("group")).toHaveCount(4);
    await expect(carousel.locator(".document-example--good")).toHaveCount(1);
    await expect(carousel.locator(".document-example--bad")).toHaveCount(3);
    const layout = await carousel.evaluate((track) => {
      const [first, second] = [...track.children] as HTMLElement[];
      return {
        view: track.clientWidth,
        slide: first!.getBoundingClientRect().width,
        gap: second!.getBoundingClientRect().left - first!.getBoundingClientRect().right,
      };
    });
    expect(layout.gap).toBeCloseTo(20, 0);
    expect((layout.view - layout.gap) / layout.slide).toBeCloseTo(1.3, 1);
    await checkPage(page);
    await popup.getByRole("button", { name: "Got it", exact: true }).click();

    await expect(
      page.getByRole("heading", { level: 2, name: "Your passport's photo page" }),
    ).toBeVisible();
    await expect(page.getByLabel("Camera", { exact: true })).toHaveValue("environment");
    await checkPage(page);
    await startCapture(page);

    // Taken by itself: the preview of the frame at the camera's full resolution.
    const preview = page.getByRole("img", { name: "The photo you chose" });
    await expect(preview).toBeVisible({ timeout: 15_000 });
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await checkPage(page);
    await page.getByRole("button", { name: "Upload", exact: true }).click();

    await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 30_000 });
    await expect(
      page.getByRole("heading", { level: 1, name: "Your document has been verified" }),
    ).toBeVisible();
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((report) => report.scanType === "MOBILE")).toBe(true);
    await checkPage(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\/personal-data$/);
    await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Mustermann", {
      timeout: 10_000,
    });
    await expect(page.getByLabel("Document number", { exact: true })).toHaveValue("C01X00T47");
    await expect(page.getByLabel("Citizenship", { exact: true })).toHaveValue("Germany");
    await checkPage(page);
  });
});

for (const [video, what, warning] of [
  ["blurred", "a blurred document", "The picture is blurred"],
  ["glare", "a document with glare", "Glare on the document"],
  ["far", "a document far away", "Move closer: the document is too small"],
  ["table", "a table without a document", "Document not in the frame"],
] as const) {
  test.describe(what, () => {
    test.use({ cameraFeed: video });

    test(`shows "${warning}" and takes no photo by itself`, async ({ page, request }) => {
      await reachCamera(page, request);
      await closeInstructions(page);
      await startCapture(page);
      const shown = page.getByRole("status").filter({ hasText: warning });
      await expect(shown).toBeVisible({ timeout: 10_000 });
      // The detail panel says what to do about it.
      await page.getByRole("button", { name: "What to do", exact: true }).click();
      await expect(shown.locator("p")).toHaveCount(2);
      await checkPage(page);
      await expect(page.getByRole("img", { name: "The photo you chose" })).toHaveCount(0);
    });
  });
}

test.describe("a blurred document, by hand", () => {
  test.use({ cameraFeed: "blurred" });

  test("after 5 s the shutter is offered; the photo taken by hand goes to the same checks", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await closeInstructions(page);
    const shutterShownAt = await noteWhenShown(page, "button", "Take photo");
    const startedBefore = await startCapture(page);
    const shutter = page.getByRole("button", { name: "Take photo", exact: true });
    await expect(shutter).toHaveCount(0);
    // 4 s on the page's clock (the camera's timers see them pass; a tick of real time renders),
    // then 1 s more: the shutter comes at the 5th by that clock, whatever real time the run's
    // load puts between the test's steps.
    await page.clock.fastForward(4000);
    await page.waitForTimeout(CAMERA_TICK_MS);
    await page.clock.fastForward(1000);
    await expect(shutter).toBeVisible({ timeout: 3000 });
    expect((await shutterShownAt())! - startedBefore).toBeGreaterThanOrEqual(5000);
    await expect(page.getByText(/You can take the photo yourself/)).toBeVisible();
    await checkPage(page);
    await shutter.click();
    await expect(page.getByRole("img", { name: "The photo you chose" })).toBeVisible();
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    // The server refuses it as it refuses the file: the camera comes back with the reason.
    await expect(page.getByRole("alert").filter({ hasText: "The photo is blurred." })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Camera view", { exact: true })).toBeVisible();
    await checkPage(page);
  });

  test("in manual mode, 15 s without a photo pause the camera; it resumes, still manual, and a reload keeps it", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    await closeInstructions(page);
    await startCapture(page);
    const manual = page.getByRole("switch", { name: "Take the photo myself" });
    const pauseText = "The camera was paused because no photo was taken for a while.";
    const pausedAt = await noteWhenShown(page, "p", pauseText);
    const manualBefore = await pageNow(page);
    await manual.check();
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toBeVisible();
    const paused = page.getByText(pauseText);
    // 13 s on the page's clock, a tick, 2 s more: the camera pauses at the 15th after the switch
    // by that clock.
    await page.clock.fastForward(13_000);
    await page.waitForTimeout(CAMERA_TICK_MS);
    await page.clock.fastForward(2000);
    await expect(paused).toBeVisible({ timeout: 5000 });
    expect((await pausedAt())! - manualBefore).toBeGreaterThanOrEqual(15_000);
    // Paused: the camera's stream is stopped, and the shutter gone.
    await expect(page.getByLabel("Camera view", { exact: true })).toHaveCount(1);
    expect(
      await page
        .getByLabel("Camera view", { exact: true })
        .evaluate((video: HTMLVideoElement) => video.srcObject === null),
    ).toBe(true);
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toHaveCount(0);
    await checkPage(page);
    await page.getByRole("button", { name: "Resume camera", exact: true }).click();
    await expect(manual).toBeChecked();
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toBeVisible();
    await cameraPictureShows(page);
    // A reload keeps the client's choice for the journey.
    await page.reload();
    await waitingFor("camera warm-up", () =>
      expect(page.getByLabel("Camera view", { exact: true })).toBeVisible({ timeout: 15_000 }),
    );
    await expect(manual).toBeChecked();
    await checkPage(page);
  });

  test("the help menu: wrong camera, how to take a good picture, manual capture, security, files", async ({
    page,
    request,
  }) => {
    await reachCamera(page, request);
    const helpMenuPlaces = await watchHelpMenuPlaces(page);
    await closeInstructions(page);
    // The camera's picture shows, as a person sees it before turning to the help menu.
    await cameraPictureShows(page);
    // Every control of the camera view, reached by Tab on the phone, clear of the disclaimer.
    await expectFocusNeverHidden(page);
    const entry = (name: string) => openHelpEntry(page, "Help", name);
    await entry("Wrong camera? Choose another one");
    const chooser = page.getByLabel("Camera", { exact: true });
    await expect(chooser).toBeFocused();
    await chooser.selectOption("user");
    await expect(page.getByLabel("Camera view", { exact: true })).toBeVisible();
    await cameraPictureShows(page);
    // Neither the camera's start nor the change of camera moved the menu.
    expect(await helpMenuPlaces()).toHaveLength(1);

    await entry("How to take a good picture");
    await closeInstructions(page, "from help");

    await entry("Security of your data");
    const security = page.getByRole("dialog", { name: "Security of your data" });
    await expect(security).toContainText("encrypted connection");
    await checkPage(page);
    await security.getByRole("button", { name: "Close", exact: true }).click();

    // "Need help?": the help modal's tips.
    await page.getByRole("button", { name: "Need help?", exact: true }).click();
    const tips = page.getByRole("dialog", { name: "Tips for a good photo" });
    await expect(tips.getByRole("listitem")).toHaveCount(3);
    await tips.getByRole("button", { name: "Close", exact: true }).click();

    await startCapture(page);
    await expect(
      page.getByRole("status").filter({ hasText: "The picture is blurred" }),
    ).toBeVisible({
      timeout: 10_000,
    });
    // Once the camera looks, neither its warnings nor the shutter it offers after 5 s move the menu.
    const placesLooking = await helpMenuPlaces();
    await page.clock.fastForward(5000);
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toBeVisible();
    expect(await helpMenuPlaces()).toEqual(placesLooking);
    await entry("Take the picture manually");
    await expect(page.getByRole("switch", { name: "Take the photo myself" })).toBeChecked();
    await expect(page.getByText(/Hints are turned off/)).toBeVisible();
    await expect(page.getByText("The picture is blurred")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Take photo", exact: true })).toBeVisible();
    await checkPage(page);

    await entry("Skip to uploading files");
    await expect(
      page.getByRole("heading", { level: 1, name: "Upload a photo of your document" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Choose or take a photo", exact: true }),
    ).toBeVisible();
    await checkPage(page);
  });
});

test.describe("a camera giving only black frames", () => {
  test.use({ cameraFeed: "blank" });

  test("raises the blank-feed event and a console warning, once", async ({ page, request }) => {
    const events = cameraEvents(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await reachCamera(page, request);
    await closeInstructions(page);
    await expect.poll(() => events, { timeout: 15_000 }).toEqual(["cameraBlankFeedDetected"]);
    expect(warnings).toContain("the camera gives only black frames");
    // The check has stopped: no second event in 4 s of the page's clock, which runs the check's
    // four timers (three black checks in a row would raise it again), and a tick of real time for
    // the event's request to leave.
    await page.clock.runFor(4000);
    await page.waitForTimeout(CAMERA_TICK_MS);
    expect(events).toEqual(["cameraBlankFeedDetected"]);
    // A warning is no console error: the shared guard passes the page.
    await checkPage(page);
  });
});

test.describe("a camera the browser is not allowed to use", () => {
  test.use({ cameraAllowed: false });

  test("shows the catalogue's message and the file upload; 'skip step' goes to personal data", async ({
    page,
    request,
  }) => {
    const events = cameraEvents(page);
    await reachCamera(page, request);
    await expect(
      page.getByRole("alert").filter({
        hasText: "Camera permissions have not been granted, please check your browser settings",
      }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole("heading", { level: 1, name: "Upload a photo of your document" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Choose or take a photo", exact: true }),
    ).toBeVisible();
    await expect.poll(() => events).toEqual(["cameraPermissionDenied"]);
    await checkPage(page);
    await page.getByRole("button", { name: "Skip this step", exact: true }).click();
    await expect(page).toHaveURL(/\/personal-data$/);
    await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("");
    await checkPage(page);
  });

  test("pl: the same in Polish", async ({ page, request }) => {
    const session = await sessionAtTips(request, PL_POLAND);
    await openWithSession(page, session, "/onboarding/how-to-take-picture");
    await checkPage(page);
    await page.getByRole("button", { name: "Zróbmy zdjęcie", exact: true }).click();
    await page.getByRole("button", { name: "Dalej", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nie udzielono uprawnień do aparatu" }),
    ).toBeVisible({ timeout: 15_000 });
    await checkPage(page);
  });
});
