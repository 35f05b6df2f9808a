/**
 * Times on the page's own clock (Playwright's, installed by the camera tests): a wait the product
 * measures is checked against it, not against the real time between a test's steps, which a
 * loaded machine stretches (a second between two steps is common with three workers on two cores).
 */
import type { Page } from "@playwright/test";

/**
 * Real time for the camera view's tick (every 250 ms) to run and render once a test has moved the
 * page's clock on.
 */
export const CAMERA_TICK_MS = 500;

/** The page's clock now, in milliseconds since 1970. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Notes the page clock's time when an element matching `selector` whose text is `text` first
 * shows (laid out, visible); the returned function reads it (undefined while it has not).
 */
export async function noteWhenShown(
  page: Page,
  selector: string,
  text: string,
): Promise<() => Promise<number | undefined>> {
  const key = `${selector} ${text}`;
  await page.evaluate(
    ({ key, selector, text }) => {
      const noted = ((window as unknown as { shownAt?: Record<string, number> }).shownAt ??= {});
      const shows = () =>
        [...document.querySelectorAll(selector)].some(
          (element) =>
            element.textContent?.trim() === text &&
            element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        );
      const observer = new MutationObserver(() => {
        if (!shows()) return;
        noted[key] = Date.now();
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    { key, selector, text },
  );
  return () =>
    page.evaluate(
      (key) => (window as unknown as { shownAt?: Record<string, number> }).shownAt?.[key],
      key,
    );
}
