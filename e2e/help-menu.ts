/**
 * The camera views' help menu, as a person uses it: Help pressed, then the entry. The camera view
 * keeps its layout while the camera starts, changes and looks (Viewfinder.tsx and
 * CameraCaptureView.tsx), so the menu does not move between a click's press and its release.
 */
import { expect, type Page } from "./fixtures.ts";

/** Presses the help menu's entry `entry`, opening the menu (its button named `help`) first. */
export async function openHelpEntry(page: Page, help: string, entry: string): Promise<void> {
  const menu = page.getByRole("navigation", { name: help });
  const button = menu.getByRole("button", { name: help, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("button", { name: entry, exact: true }).click();
}
