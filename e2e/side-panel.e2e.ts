/**
 * The side panel of benefits closes by itself 2 s after loading ends (spec §9). On a phone it is
 * the foot of the page, and there it waits while the client is scrolled down to it, so that its
 * closing never pulls the page from under their finger; beside a longer form it closes wherever
 * the client is. The page's clock is paused from the start, so the 2 s pass when the test says.
 */
import type { Page } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE, openWithSession, sessionAtPersonalDataStep } from "./api-session.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PANEL = { name: "Why traders choose us", exact: true } as const;

async function scrollToTheEnd(page: Page): Promise<void> {
  await page.mouse.wheel(0, 10_000);
  await expect
    .poll(() =>
      page.evaluate(() => scrollY > 0 && scrollY + innerHeight >= document.body.scrollHeight - 1),
    )
    .toBe(true);
}

test.beforeEach(async ({ page, request }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const session = await sessionAtPersonalDataStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/personal-data");
  await expect(page.getByRole("combobox", { name: "Document type", exact: true })).toBeVisible();
  await expect(page.getByRole("button", PANEL)).toHaveAttribute("aria-expanded", "true");
});

// The page's own guard runs when a test ends, on a running clock.
test.afterEach(async ({ page }) => {
  await page.clock.resume();
});

test("the panel closes by itself 2 s after loading", async ({ page }) => {
  await expect(page.getByText("Award-winning trading platform", { exact: true })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("button", PANEL)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Award-winning trading platform", { exact: true })).toBeHidden();
  await page.clock.resume();
  await checkPage(page);
});

test("at the foot of the page the panel stays until the client scrolls away from it", async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await scrollToTheEnd(page);
  const panel = page.getByRole("button", PANEL);
  // Measured in the brand's typeface: the fallback shown while it loads has another width.
  await page.evaluate(() => document.fonts.ready);
  const before = await panel.boundingBox();
  const scrolledTo = await scrollY();

  await page.clock.runFor(2_000);
  await expect(panel).toHaveAttribute("aria-expanded", "true");
  expect(await scrollY()).toBe(scrolledTo);
  expect(await panel.boundingBox()).toEqual(before);

  await page.mouse.wheel(0, -600);
  await expect(panel).toHaveAttribute("aria-expanded", "false");
  await page.clock.resume();
  await checkPage(page);
});

test("a panel the client has closed and opened again stays open", async ({ page }) => {
  const panel = page.getByRole("button", PANEL);
  await panel.click();
  await expect(panel).toHaveAttribute("aria-expanded", "false");
  await panel.click();
  await expect(panel).toHaveAttribute("aria-expanded", "true");
  await page.clock.runFor(2_000);
  await expect(panel).toHaveAttribute("aria-expanded", "true");
  await page.clock.resume();
  await checkPage(page);
});

test.describe("beside the form", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("at the end of the page the panel closes by itself all the same", async ({ page }) => {
    await scrollToTheEnd(page);
    const next = page.getByRole("button", { name: "Next", exact: true });
    const before = await next.boundingBox();
    await page.clock.runFor(2_000);
    await expect(page.getByRole("button", PANEL)).toHaveAttribute("aria-expanded", "false");
    expect(await next.boundingBox()).toEqual(before);
    await page.clock.resume();
    await checkPage(page);
  });
});
