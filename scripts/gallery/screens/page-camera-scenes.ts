/**
 * The phone's page camera: a journey that asks for a proof of address after the document (a
 * deployment's choice, run by the gallery's second server). The fake camera's passport is taken
 * by the document camera, then the page camera asks for the proof, takes the photo by its round
 * button, and the passport it photographed again is refused as no proof of address.
 */
import { cameraPage } from "./camera-scenes.ts";
import { closeCameraInstructions, openCameraInstructions } from "./phone-camera.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button } from "./screen-visit.ts";

export const PAGE_CAMERA: ScreenScene = {
  id: "page-camera",
  device: "phone",
  journey: "addressProof",
  camera: { feed: "passport", allowed: true },
  shots: 3,
  async run(visit) {
    const { say, shot } = visit;
    const page = await cameraPage(visit);
    await closeCameraInstructions(await openCameraInstructions(page, say), say);
    await button(page, say("identityJourney:camera.start")).click();
    // The passport is taken by itself; its preview's Upload sends it to the document's checks.
    await button(page, say("identityJourney:preview.upload")).click({ timeout: 20_000 });
    await page
      .getByRole("heading", { level: 2, name: say("identityJourney:upload.addressProof.title") })
      .waitFor({ timeout: 30_000 });
    const shutter = button(page, say("identityJourney:camera.shutter"));
    // The round button waits for the camera's first frames.
    await shutter.and(page.locator(':not([aria-disabled="true"])')).waitFor({ timeout: 15_000 });
    await shot("desktopDocumentUpload", "the page camera asks for a proof of address");
    await shutter.click();
    await page
      .getByRole("img", { name: say("identityJourney:preview.image") })
      .waitFor({ timeout: 15_000 });
    await shot("desktopDocumentUpload", "the page camera's photo");
    await button(page, say("identityJourney:preview.upload")).click();
    await page
      .getByRole("alert")
      .filter({ hasText: say("identityJourney:reasons.proofIsIdentityDocument") })
      .waitFor({ timeout: 30_000 });
    await shot("desktopDocumentUpload", "an identity document refused as no proof of address");
  },
};
