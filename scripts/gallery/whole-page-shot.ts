/**
 * A screenshot of the whole page as a person scrolling to its end sees it: the window is made as
 * tall as the page first, so what sticks to the window's bottom edge (the risk warning) is drawn
 * at the page's foot, not across the form as a full-page capture of a short window draws it.
 */
import type { Page } from "@playwright/test";

/** The window the gallery opens a page in at a width: a phone's below 768 px, else a desktop's. */
export function galleryWindow(width: number) {
  const phone = width < 768;
  return {
    viewport: { width, height: phone ? 844 : 800 },
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  };
}

export async function wholePageShot(page: Page, file: string): Promise<void> {
  const window = page.viewportSize();
  if (!window) throw new Error("the page has no viewport size");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: window.width, height: Math.max(height, window.height) });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file });
  await page.setViewportSize(window);
}
