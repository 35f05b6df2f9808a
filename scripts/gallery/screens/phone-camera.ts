/**
 * The phone's way from its photo tips to the camera's viewfinder, shared by the hand-off's and the
 * camera's scenes: the camera asked for, then its instructions, which open over the viewfinder.
 */
import type { Locator, Page } from "@playwright/test";
import { button, type ScreenVisit } from "./screen-visit.ts";

/** From the photo tips to the page that asks for the camera. */
export async function cameraAskedFor(page: Page, say: ScreenVisit["say"]): Promise<void> {
  await button(page, say("identityJourney:tips.camera.continue")).click();
  await page.waitForURL(/\/upload-document/);
}

/** Asks for the camera: its instructions, open. */
export async function openCameraInstructions(
  page: Page,
  say: ScreenVisit["say"],
): Promise<Locator> {
  await button(page, say("common:next")).click();
  const instructions = page.getByRole("dialog", {
    name: say("identityJourney:camera.instructions.title"),
  });
  await instructions.waitFor({ timeout: 15_000 });
  return instructions;
}

export async function closeCameraInstructions(
  instructions: Locator,
  say: ScreenVisit["say"],
): Promise<void> {
  await button(instructions, say("identityJourney:camera.instructions.close")).click();
}
