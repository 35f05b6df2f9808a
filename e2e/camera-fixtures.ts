/**
 * The shared e2e fixtures (the guard on every page) on a phone (or a computer) with Chromium's fake camera: each
 * test launches a browser of its own, whose camera plays the test's video (Chromium takes the
 * video only at launch), with the camera permission granted or denied.
 */
import { CHROMIUM_PATH } from "../playwright.config.ts";
import { fakeCameraArgs, type CameraVideo, type LivenessVideo } from "./camera-videos.ts";
import { test as base } from "./fixtures.ts";

/** A phone: its size, touch, and a phone's browser (the product takes the mobile path). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

interface CameraOptions {
  /** What the fake camera shows: a document, or a face for the liveness step. */
  cameraFeed: CameraVideo | { liveness: LivenessVideo };
  /** Whether the camera permission is granted (else the browser denies it). */
  cameraAllowed: boolean;
  /** A phone (its size, touch and browser), or a computer with a webcam at 1280 x 800. */
  cameraDevice: "phone" | "computer";
}

/**
 * The shared fixtures with a browser of its own for each test, launched with the fake camera
 * playing the test's video (Chromium takes the video only at launch), and a phone's context.
 */
export const test = base.extend<CameraOptions>({
  cameraFeed: ["passport", { option: true }],
  cameraAllowed: [true, { option: true }],
  cameraDevice: ["phone", { option: true }],
  context: async (
    { playwright, launchOptions, baseURL, cameraFeed, cameraAllowed, cameraDevice },
    use,
  ) => {
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      // A denied camera needs the browser's permission prompts, which the headless shell lacks
      // (its getUserMedia answers NotSupportedError, not NotAllowedError).
      ...(cameraAllowed ? {} : { executablePath: CHROMIUM_PATH }),
      args: [...(launchOptions.args ?? []), ...(await fakeCameraArgs(cameraFeed, cameraAllowed))],
    });
    const device = cameraDevice === "phone" ? PHONE : { viewport: { width: 1280, height: 800 } };
    const context = await browser.newContext({ ...device, ...(baseURL ? { baseURL } : {}) });
    // Playwright's clock, with real time, so a test can end the 3 s "securing the connection"
    // popup at once (e2e/securing-popup.ts).
    await context.clock.install();
    await use(context);
    await context.close();
    await browser.close();
  },
});
