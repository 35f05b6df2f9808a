/**
 * The camera views' help menu, as a person uses it: Help pressed, then the entry. A menu found
 * closed again is opened once more, as a person would; that it happened is printed with what the
 * page showed, since a menu that closes by itself is a fault worth finding (seen in CI on the
 * person steps and on the document camera's help test, never in local repeats).
 */
import { type Page } from "./fixtures.ts";

/** Presses the help menu's entry `entry`, opening the menu (its button named `help`) first. */
export async function openHelpEntry(page: Page, help: string, entry: string): Promise<void> {
  const menu = page.getByRole("navigation", { name: help });
  const button = menu.getByRole("button", { name: help, exact: true });
  const choice = menu.getByRole("button", { name: entry, exact: true });
  await button.click();
  try {
    await choice.click({ timeout: 10_000 });
  } catch {
    const headings = await page.getByRole("heading").allInnerTexts();
    const expanded = await button.getAttribute("aria-expanded").catch(() => "gone");
    console.warn(
      `the help menu showed no "${entry}" 10 s after Help was pressed (Help expanded: ${expanded}; headings: ${headings.join(" / ")}); Help pressed again`,
    );
    if (expanded !== "true") await button.click();
    await choice.click();
  }
}
