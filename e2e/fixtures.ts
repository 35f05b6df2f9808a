/**
 * The `page` every e2e test uses, with the shared guard (e2e/guard.ts) wired in: `checkPage(page)`
 * runs it on the page as it is; when the test ends it runs once more, and every page of the
 * product the test stayed on must have passed it.
 *
 * With `E2E_SCREENSHOTS=<dir>`, every check also saves a full-page screenshot there (named by
 * project, test and path), for people to look at what the walks saw.
 */
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { expectSoundPage, isProductPage, watchConsole } from "./guard.ts";
import { fakeCameraArgs, type CameraVideo, type LivenessVideo } from "./camera-videos.ts";
import { watchRendererTime } from "./renderer-time.ts";

type CameraFeed = CameraVideo | { liveness: LivenessVideo };
import { waitStepTitle } from "./reporters/test-timings.ts";

/** A page counts as visited once the test stays on it this long; redirects pass through faster. */
const SETTLED_MS = 2000;

const guards = new WeakMap<Page, () => Promise<void>>();

/** Runs the shared guard on the page as it is now. */
export async function checkPage(page: Page): Promise<void> {
  const check = guards.get(page);
  if (!check) throw new Error("checkPage needs the page of the e2e fixtures");
  await check();
}

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS;

async function saveScreenshot(
  page: Page,
  info: TestInfo,
  index: number,
  label: string,
): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
  const name = [
    info.project.name + (label ? `-${label}` : ""),
    slug(info.title).slice(0, 60),
    String(index).padStart(2, "0"),
    slug(new URL(page.url()).pathname) || "root",
  ].join("_");
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Wires the guard to a page: `check` runs it; `finish` runs it once more when the test ends and
 * fails the test when the page stayed on a page of the product without it.
 */
function guardPage(
  page: Page,
  testInfo: TestInfo,
  label = "",
): { check: () => Promise<void>; finish: () => Promise<void> } {
  const consoleProblems = watchConsole(page);
  const rendererTime = watchRendererTime(page, testInfo);
  const arrivals: { path: string; at: number }[] = [];
  const checked = new Set<string>();
  const pathOf = (url: string) => new URL(url).pathname;
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = pathOf(frame.url());
    if (arrivals.at(-1)?.path !== path) arrivals.push({ path, at: Date.now() });
  });
  let shots = 0;
  const check = async () => {
    // The page checked is the one the check began on (a page may move on by itself meanwhile).
    const checkedPath = pathOf(page.url());
    // Counted by the slowest-tests report as the named wait "page guard" (e2e/waits.ts).
    await base.step(waitStepTitle("page guard"), () => expectSoundPage(page, consoleProblems), {
      box: true,
    });
    checked.add(checkedPath);
    await rendererTime.sample();
    await saveScreenshot(page, testInfo, ++shots, label);
  };
  guards.set(page, check);
  const finish = async () => {
    if (page.isClosed()) return;
    if (isProductPage(page.url())) await check();
    await rendererTime.finish();
    const settled = arrivals.filter(
      (arrival, i) => (arrivals[i + 1]?.at ?? Date.now()) - arrival.at >= SETTLED_MS,
    );
    const unchecked = [
      ...new Set(
        settled.map((a) => a.path).filter((p) => p.includes("/onboarding") && !checked.has(p)),
      ),
    ];
    expect(
      unchecked,
      `pages the test stayed on without the guard${label ? ` (${label})` : ""}`,
    ).toEqual([]);
  };
  return { check, finish };
}

/** A phone as the hand-off tests use one: a phone's user agent, 390 x 844, touch. */
export const PHONE = {
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

export const test = base.extend<{
  /**
   * Opens a page in a browser of its own that is a phone whose camera shows a good passport (or
   * plays `feed`), guarded like `page`.
   */
  openPhone: (baseURL?: string, feed?: CameraFeed) => Promise<Page>;
}>({
  page: async ({ page }, use, testInfo) => {
    const guard = guardPage(page, testInfo);
    await use(page);
    await guard.finish();
  },
  openPhone: async ({ playwright, launchOptions, baseURL }, use, testInfo) => {
    const opened: { close: () => Promise<void>; finish: () => Promise<void> }[] = [];
    await use(async (phoneBaseURL, feed = "passport") => {
      // A browser of its own: its fake camera plays `feed` (Chromium takes the video only at
      // launch), and the camera is allowed.
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...(await fakeCameraArgs(feed))],
      });
      const context = await browser.newContext({ ...PHONE, baseURL: phoneBaseURL ?? baseURL });
      // Playwright's clock, with real time (e2e/securing-popup.ts).
      await context.clock.install();
      const page = await context.newPage();
      const guard = guardPage(page, testInfo, `phone${opened.length + 1}`);
      opened.push({ close: () => browser.close(), finish: guard.finish });
      return page;
    });
    for (const phone of opened) {
      await phone.finish();
      await phone.close();
    }
  },
});

export { expect };
export type { Page };
