/**
 * The photo tips' example cards with a mouse: the slider shows two and a bit of them, and its
 * "Previous example" and "Next example" buttons bring every card fully into view, the last one
 * included, without a touch swipe or a sideways wheel.
 */
import type { Locator } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE, openWithSession, sessionAtPhotoTips } from "./api-session.ts";

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
