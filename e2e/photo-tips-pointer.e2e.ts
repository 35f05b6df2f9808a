/**
 * The photo tips' example cards with a mouse: the slider shows two and a bit of them, and its
 * "Previous example" and "Next example" buttons bring every card fully into view, the last one
 * included, without a touch swipe or a sideways wheel. On the upload page the tips open as a
 * popup whose Close brings the page back to its top.
 */
import type { Locator } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { PL } from "./upload-journey.ts";

/** Whether the card lies wholly inside the slider's visible box. */
async function whollyInView(slider: Locator, card: Locator): Promise<boolean> {
  const [outer, inner] = await Promise.all([slider.boundingBox(), card.boundingBox()]);
  if (!outer || !inner) return false;
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

test("en: every photo tip card is brought fully into view by clicking Next, and back by Previous", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  const slider = page.getByRole("region", { name: "Examples of photos", exact: true });
  const cards = slider.getByRole("group");
  await expect(cards).toHaveCount(3);
  await checkPage(page);

  const next = page.getByRole("button", { name: "Next example", exact: true });
  const previous = page.getByRole("button", { name: "Previous example", exact: true });
  const last = cards.nth(2);
  expect(await whollyInView(slider, last)).toBe(false);
  for (let clicks = 0; clicks < 2 && !(await whollyInView(slider, last)); clicks++) {
    await next.click();
    await page.waitForTimeout(600);
  }
  await expect.poll(() => whollyInView(slider, last)).toBe(true);
  await checkPage(page);

  await previous.click();
  await previous.click();
  await expect.poll(() => whollyInView(slider, cards.nth(0))).toBe(true);
});

test("pl: the upload page's photo tips open as a popup whose Close brings the page back to its top", async ({
  page,
  request,
}) => {
  // A low window, so the upload page scrolls.
  await page.setViewportSize({ width: 1280, height: 480 });
  const session = await sessionAtPhotoTips(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/how-to-take-picture");
  await expect(page.getByRole("heading", { level: 1, name: PL.tipsTitle })).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: PL.takePicture, exact: true }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await checkPage(page);
  await page.getByRole("dialog").getByRole("button", { name: PL.proceed, exact: true }).click();

  const tipsButton = page.getByRole("button", { name: "Wskazówki dotyczące zdjęć", exact: true });
  await tipsButton.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await tipsButton.click();
  const popup = page.getByRole("dialog", { name: "Wskazówki dotyczące zdjęć", exact: true });
  await expect(popup.getByRole("region", { name: "Przykłady zdjęć", exact: true })).toBeVisible();
  await checkPage(page);
  await popup.getByRole("button", { name: "Zamknij", exact: true }).last().click();
  await expect(popup).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await checkPage(page);
});
