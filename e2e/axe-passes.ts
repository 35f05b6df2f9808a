/**
 * The pages axe-core has already passed in this run, so the same page in the same state is not
 * checked twice. A page's state is everything axe's rules read: its markup (with inline styles,
 * classes and ARIA), every form control's value and checked state, which element has focus and
 * whether that focus shows, what the pointer is over, the window's size and every scroll
 * position, and the markup of open shadow roots. The styles are the run's one build. Axe's
 * verdict on the same state is the same, so a repeat is answered by the first check; a page
 * with any violation is never recorded and fails every time.
 *
 * The record is a directory of the run (beside its data directory, which playwright.config.ts
 * names per run), shared by its workers; a new run starts with none.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const PASSED_DIR = `${process.env.E2E_DATA_DIR ?? path.resolve("test-results", "e2e-data")}-axe-passed`;

/** A digest of the page's state as axe reads it (see above), taken in the page. */
export async function axeStateOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const elements = [...document.querySelectorAll("*")];
    const indexOf = (element: Element | null) => (element ? elements.indexOf(element) : -1);
    const controls = [...document.querySelectorAll("input, select, textarea")].map((element) => {
      const control = element as HTMLInputElement;
      return `${control.value}|${control.checked}|${control.indeterminate}`;
    });
    const scrolled = elements
      .filter((element) => element.scrollTop !== 0 || element.scrollLeft !== 0)
      .map((element) => `${indexOf(element)}:${element.scrollLeft},${element.scrollTop}`);
    const shadows = elements
      .filter((element) => element.shadowRoot)
      .map((element) => `${indexOf(element)}:${element.shadowRoot!.innerHTML}`);
    const focused = document.activeElement;
    const hovered = [...document.querySelectorAll(":hover")].at(-1) ?? null;
    return [
      document.documentElement.outerHTML,
      controls.join("\u0001"),
      `focus ${indexOf(focused)} ${focused?.matches(":focus-visible") ?? false}`,
      `hover ${indexOf(hovered)}`,
      `window ${innerWidth}x${innerHeight} ${scrollX},${scrollY}`,
      scrolled.join(" "),
      shadows.join("\u0001"),
    ].join("\u0000");
  });
  return createHash("sha256").update(state).digest("hex");
}

/** Whether axe passed a page in this state earlier in the run. */
export function axePassedBefore(state: string): boolean {
  return fs.existsSync(path.join(PASSED_DIR, state));
}

/** Records that axe passed a page in this state. */
export function recordAxePass(state: string): void {
  fs.mkdirSync(PASSED_DIR, { recursive: true });
  fs.writeFileSync(path.join(PASSED_DIR, state), "");
}
