/**
 * The phone's camera when it cannot take the photo: the camera not allowed, a camera that gives
 * no picture, and a document held too far away. Each is a phone of its own whose fake camera
 * plays that feed, walked from the photo tips to the viewfinder.
 */
import type { Page } from "@playwright/test";
import { storeTokenBeforeLoad } from "../../../e2e/api-session.ts";
import { sessionAtTips } from "../../../e2e/camera-steps.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button, type ScreenVisit } from "./screen-visit.ts";

/** From the photo tips through the camera's welcome: the instructions closed where they open. */
async function toViewfinder({ page, api, brand, base, say }: ScreenVisit): Promise<Page> {
  const session = await sessionAtTips(api, brand);
  await storeTokenBeforeLoad(page, session.token);
  await page.goto(`${base}/how-to-take-picture`);
  await button(page, say("identityJourney:tips.camera.continue")).click();
  await page.waitForURL(/\/upload-document/);
  await button(page, say("common:next")).click();
  return page;
}

async function closeInstructions({ page, say }: ScreenVisit): Promise<void> {
  const instructions = page.getByRole("dialog", {
    name: say("identityJourney:camera.instructions.title"),
  });
  await instructions.waitFor({ timeout: 15_000 });
  await button(instructions, say("identityJourney:camera.instructions.close")).click();
}

export const CAMERA_DENIED: ScreenScene = {
  id: "camera-denied",
  device: "phone",
  camera: { feed: "passport", allowed: false },
  shots: 1,
  async run(visit) {
    const page = await toViewfinder(visit);
    await page.getByText(visit.say("identityJourney:camera.problems.denied")).waitFor();
    await visit.shot("desktopDocumentUpload", "the camera not allowed");
  },
};

/** The capture started on a phone whose camera plays `feed`, until the page says `text`. */
function startedCapture(
  id: string,
  feed: "blank" | "far",
  text: string,
  state: string,
): ScreenScene {
  return {
    id,
    device: "phone",
    camera: { feed, allowed: true },
    shots: 1,
    async run(visit) {
      const page = await toViewfinder(visit);
      await closeInstructions(visit);
      await button(page, visit.say("identityJourney:camera.start")).click();
      await page.getByText(visit.say(text)).first().waitFor({ timeout: 20_000 });
      await visit.shot("desktopDocumentUpload", state);
    },
  };
}

export const CAMERA_BLANK = startedCapture(
  "camera-blank",
  "blank",
  "identityJourney:camera.noPicture.title",
  "a camera that gives no picture",
);

export const CAMERA_FAR = startedCapture(
  "camera-far",
  "far",
  "identityJourney:camera.warnings.tooFar",
  "a document held too far away",
);
