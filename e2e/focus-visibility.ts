/**
 * WCAG 2.2's "focus not obscured": every control reached with Tab is in view and no fixed or
 * sticky part of the page (the risk disclaimer, a bar) lies over any of it.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

interface FocusStop {
  name: string;
  problem: string | undefined;
}

/** Where focus is now, and what hides it, read in the browser. */
function readFocus(page: Page): Promise<FocusStop | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return undefined;
    const name =
      `${focused.tagName.toLowerCase()}#${focused.id} ${focused.getAttribute("aria-label") ?? focused.textContent ?? ""}`
        .trim()
        .slice(0, 80);
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return { name, problem: undefined };
    if (box.top < 0 || box.bottom > window.innerHeight)
      return { name, problem: `outside the window (${box.top}..${box.bottom})` };
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (element.contains(focused) || focused.contains(element)) continue;
      const position = getComputedStyle(element).position;
      if (position !== "fixed" && position !== "sticky") continue;
      if (!element.checkVisibility()) continue;
      const over = element.getBoundingClientRect();
      const overlaps =
        over.left < box.right &&
        over.right > box.left &&
        over.top < box.bottom &&
        over.bottom > box.top;
      if (overlaps) return { name, problem: `under .${element.className}` };
    }
    return { name, problem: undefined };
  });
}

/** Tabs through the whole page from its top, as a keyboard user does, checking each stop. */
export async function expectFocusNeverHidden(page: Page, maxStops = 120): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press("Tab");
    const focus = await readFocus(page);
    if (!focus) {
      if (stop > 0) break;
      continue;
    }
    if (seen.has(focus.name) && stop > 2) break;
    seen.add(focus.name);
    if (focus.problem) hidden.push(`${focus.name}: ${focus.problem}`);
  }
  expect(hidden, `controls hidden when focused on ${page.url()}`).toEqual([]);
}
