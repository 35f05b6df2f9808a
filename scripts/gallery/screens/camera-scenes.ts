/**
 * The phone's camera when it cannot take the photo: the camera not allowed, a camera that gives
 * no picture, and a document held too far away. Each is a phone of its own whose fake camera
 * plays that feed, walked from the photo tips to the viewfinder.
 */
import type { Page } from "@playwright/test";
import { storeTokenBeforeLoad } from "../../../e2e/api-session.ts";
import { sessionAtTips } from "../../../e2e/camera-steps.ts";
import { cameraAskedFor, closeCameraInstructions, openCameraInstructions } from "./phone-camera.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button, type ScreenVisit } from "./screen-visit.ts";

/** From the photo tips to the camera asked for (the instructions open when it is allowed). */
export async function cameraPage({ page, api, brand, base, say }: ScreenVisit): Promise<Page> {
  const session = await sessionAtTips(api, brand);
  await storeTokenBeforeLoad(page, session.token);
  await page.goto(`${base}/how-to-take-picture`);
  await cameraAskedFor(page, say);
  return page;
}

export const CAMERA_DENIED: ScreenScene = {
  id: "camera-denied",
  device: "phone",
  camera: { feed: "passport", allowed: false },
  shots: 1,
  async run(visit) {
    const page = await cameraPage(visit);
    await button(page, visit.say("common:next")).click();
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
      const page = await cameraPage(visit);
      await closeCameraInstructions(await openCameraInstructions(page, visit.say), visit.say);
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
