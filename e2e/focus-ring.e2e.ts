/**
 * One focus ring for every control: the bot check's box, reached with Tab, draws the same ring
 * as the product's own controls (3 px solid in the brand's colour, 2 px clear of the box), not
 * the browser's thin one.
 */
import type { Page } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_ACCOUNT, pickCountry, typeInto, uniqueEmail } from "./helpers.ts";

interface Ring {
  inside: string;
  name: string;
  style: string;
  width: string;
  color: string;
  offset: string;
}

/** The ring the focused element draws, and what it is in. */
function focusRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return {
      inside: focused.closest("altcha-widget") ? "bot check" : focused.tagName.toLowerCase(),
      name:
        focused.getAttribute("aria-label") ??
        (focused as HTMLInputElement).labels?.[0]?.textContent ??
        "",
      style: style.outlineStyle,
      width: style.outlineWidth,
      color: style.outlineColor,
      offset: style.outlineOffset,
    };
  });
}

test("en: the bot check's box takes the product's focus ring, as wide as the other controls'", async ({
  page,
}) => {
  await page.goto("/eu-en/onboarding/");
  await checkPage(page);
  await pickCountry(
    page.getByRole("combobox", { name: "Country of residence", exact: true }),
    "IE",
  );
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await typeInto(page.getByLabel(EN_ACCOUNT.email), uniqueEmail());
  await page.getByRole("button", { name: EN_ACCOUNT.save }).click();
  await expect(page.getByText(EN_ACCOUNT.confirmed, { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: EN_ACCOUNT.robot })).toBeVisible();

  // From the password on with Tab: the terms' box first, then the bot check's.
  await page.getByLabel(EN_ACCOUNT.password).click();
  const rings: Ring[] = [];
  for (let stop = 0; stop < 30 && rings.at(-1)?.inside !== "bot check"; stop++) {
    await page.keyboard.press("Tab");
    rings.push(await focusRing(page));
  }
  const terms = rings.find((ring) => ring.name.startsWith("I accept the terms"));
  expect(terms).toMatchObject({ style: "solid", width: "3px", offset: "2px" });
  const { name: _terms, inside: _input, ...product } = terms!;
  expect(rings.at(-1)).toMatchObject({ ...product, inside: "bot check" });
  await checkPage(page);
});
