/**
 * The desktop learns what the phone did at its next poll (spec §4: the QR scan every 4 s, the
 * waiting page every 5 s). A hand-off test puts the desktop's page on Playwright's clock, with real
 * time, before its first page (`desktopOnClock`); once the phone has acted, the test moves that
 * clock on by a poll's interval, so the poll then due asks at once, as it would at its time. A
 * poll already under way may answer from before the phone's act: the clock then moves on again.
 */
import { DESKTOP_POLL_MS, QR_SCAN_POLL_MS } from "../src/flow/handoff/polling.ts";
import { expect, type Page } from "./fixtures.ts";

/** Puts the desktop's page on Playwright's clock; before the page's first visit. */
export async function desktopOnClock(page: Page): Promise<void> {
  await page.clock.install();
}

async function pollsUntil(page: Page, everyMs: number, url: RegExp, timeout: number) {
  await expect(async () => {
    await page.clock.fastForward(everyMs);
    await expect(page).toHaveURL(url, { timeout: 1000 });
  }).toPass({ timeout });
}

/** The hand-off page's QR poll learns that the phone opened the link: the waiting page. */
export const desktopSeesPhoneOpen = (page: Page): Promise<void> =>
  pollsUntil(page, QR_SCAN_POLL_MS, /\/waiting-for-mobile$/, 15_000);

/** The waiting page's poll learns that the phone's journey passed: the verified page. */
export const desktopSeesPhoneDone = (page: Page): Promise<void> =>
  pollsUntil(page, DESKTOP_POLL_MS, /\/upload-succeeded$/, 20_000);
