/**
 * The risk warning is the foot of every page: on a page shorter than the screen it sits at the
 * screen's bottom edge, not under the card in mid-screen; on a longer one it stays stuck to the
 * bottom of the screen while the client scrolls. Measured at a phone's and a desktop's size.
 */
import type { Page } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE, openWithSession, sessionAtPersonalDataStep } from "./api-session.ts";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** The warning's top and bottom edges in the viewport, the viewport's height, the page's. */
function measure(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("footer.disclaimer")!.getBoundingClientRect();
    return {
      top: Math.round(bar.top),
      bottom: Math.round(bar.bottom),
      viewport: innerHeight,
      page: document.documentElement.scrollHeight,
    };
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test(`on a short page the risk warning sits at the bottom of the screen (${size.name})`, async ({
      page,
    }) => {
      await page.goto("/eu-en/onboarding/login");
      await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
      // The benefits panel closes by itself 2 s after loading; then the page is at its shortest.
      await expect(
        page.getByRole("button", { name: "Why traders choose us", exact: true }),
      ).toHaveAttribute("aria-expanded", "false");
      const figures = await measure(page);
      // The login page is a few fields: shorter than the screen, nothing to scroll.
      expect(figures.page).toBeLessThanOrEqual(figures.viewport);
      expect(figures.bottom).toBe(figures.viewport);
      await checkPage(page);
    });

    test(`on a long page the risk warning stays at the bottom of the screen (${size.name})`, async ({
      page,
      request,
    }) => {
      const session = await sessionAtPersonalDataStep(request, EN_EUROPE);
      await openWithSession(page, session, "/eu-en/onboarding/personal-data");
      await expect(
        page.getByRole("combobox", { name: "Document type", exact: true }),
      ).toBeVisible();
      const atTop = await measure(page);
      expect(atTop.page).toBeGreaterThan(atTop.viewport);
      expect(atTop.bottom).toBe(atTop.viewport);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      expect((await measure(page)).bottom).toBe(atTop.viewport);
      await checkPage(page);
    });
  });
}
