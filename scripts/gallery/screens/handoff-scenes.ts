/**
 * The hand-off to a phone: the computer's QR code, the phone that read it on its document choice,
 * the computer waiting, the phone's photo tips and camera (its welcome, the instructions, the
 * viewfinder looking for the document, the photo taken), the phone's selfie asked for; then the
 * computer going on without it and the phone told so. The links a phone is refused: replaced by a
 * newer QR code, used already, and one the server never issued.
 */
import { post, registeredSession, storeTokenBeforeLoad } from "../../../e2e/api-session.ts";
import path from "node:path";
import type { Page } from "@playwright/test";
import { qrLinkOnScreen } from "../../../e2e/handoff-phone.ts";
import { newPhoneNumber } from "../../../e2e/test-data.ts";
import { CORPUS } from "../../../e2e/upload-forms.ts";
import { livenessPassed } from "./journey-scenes.ts";
import { cameraAskedFor, closeCameraInstructions, openCameraInstructions } from "./phone-camera.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button, type ScreenVisit } from "./screen-visit.ts";

/** The upload choice's "from my phone". */
const FROM_PHONE = 3;

/** A new application that chose "from my phone", open on the hand-off page with its QR code. */
async function desktopAtHandoff({ page, base, api, brand, say }: ScreenVisit): Promise<void> {
  const session = await registeredSession(api, brand);
  await post(api, brand, "data-upload-choice", {
    token: session.token,
    dataUploadChoice: FROM_PHONE,
  });
  await storeTokenBeforeLoad(page, session.token);
  await page.goto(`${base}/phone-number`);
  await qrCodeShown(page, say);
}

/** Waits for the hand-off page's QR code. */
async function qrCodeShown(page: Page, say: ScreenVisit["say"]): Promise<void> {
  await page.getByRole("img", { name: say("handoff:phoneNumber.qr.image"), exact: true }).waitFor();
}

/** The phone, on its document choice, picks the passport: on its photo tips. */
async function phoneToTips(phone: Page, say: ScreenVisit["say"]): Promise<void> {
  await phone.getByLabel(say("documentChoice:fields.documentType.enum.1"), { exact: true }).click();
  await button(phone, say("common:next")).click();
  await phone.waitForURL(/\/how-to-take-picture/);
}

export const HANDOFF: ScreenScene = {
  id: "handoff",
  device: "computer",
  shots: 12,
  async run(visit) {
    const { page, say, shot, openPhone } = visit;
    await desktopAtHandoff(visit);
    await shot("mobileSms", "the QR code for the phone");
    const link = await qrLinkOnScreen(page);

    const phone = await openPhone();
    await phone.goto(link);
    await phone.waitForURL(/\/document-selection\?qrCode=true$/);
    await shot("desktopDocumentChoice", "the phone, having read the QR code", phone);
    await page.waitForURL(/\/waiting-for-mobile$/, { timeout: 15_000 });
    await shot("mobileDesktopIsCompleted", "the computer waiting for the phone");

    await phoneToTips(phone, say);
    await shot("howToTakePicture", "the phone's photo tips for its camera", phone);
    await cameraAskedFor(phone, say);
    await shot("desktopDocumentUpload", "the phone's camera asked for", phone);
    const instructions = await openCameraInstructions(phone, say);
    await shot("desktopDocumentUpload", "the phone's camera instructions", phone);
    await closeCameraInstructions(instructions, say);
    await shot("desktopDocumentUpload", "the phone's viewfinder", phone);
    await button(phone, say("identityJourney:camera.start")).click();
    const upload = button(phone, say("identityJourney:preview.upload"));
    await upload.waitFor({ timeout: 20_000 });
    await shot("desktopDocumentUpload", "the photo the phone's camera took", phone);
    await upload.click();
    await phone
      .getByRole("heading", { level: 2, name: say("identityJourney:upload.selfie.title") })
      .waitFor({ timeout: 30_000 });
    await shot("desktopDocumentUpload", "the phone's selfie asked for", phone);
    // The selfie camera with its foot, and its help, which pauses the camera while it is open.
    const useCamera = button(phone, say("identityJourney:camera.useCamera"));
    if (await useCamera.isVisible()) await useCamera.click();
    await phone.getByText(say("identityJourney:selfieCamera.caption"), { exact: true }).waitFor();
    const help = button(phone, say("identityJourney:selfieCamera.help"));
    await help.waitFor();
    await help.click();
    const helpDialog = phone.getByRole("dialog", {
      name: say("identityJourney:selfieCamera.helpTitle"),
    });
    await helpDialog.waitFor();
    await shot("desktopDocumentUpload", "the phone's selfie camera's help", phone);
    await button(helpDialog, say("identityJourney:camera.tips.close")).click();
    await helpDialog.waitFor({ state: "detached" });
    await shot("desktopDocumentUpload", "the phone's selfie camera", phone);

    await button(page, say("handoff:waiting.continueManually")).click();
    await page.waitForURL(/\/personal-data$/, { timeout: 15_000 });
    // The phone learns it as it next asks the server, or at once when reloaded.
    await phone.reload();
    await phone
      .getByText(say("errors:handoff.ended").slice(0, 30))
      .or(phone.getByText(say("identityJourney:errors.handoffEnded").slice(0, 30)))
      .first()
      .waitFor({ timeout: 30_000 });
    await shot("desktopDocumentUpload", "the phone after the computer went on without it", phone);
  },
};

/** The hand-off page's other method: the link texted, and the code from the text asked for. */
export const HANDOFF_BY_SMS: ScreenScene = {
  id: "handoff-by-sms",
  device: "computer",
  shots: 2,
  async run(visit) {
    const { page, say, shot } = visit;
    await desktopAtHandoff(visit);
    await page
      .getByRole("radio", { name: say("handoff:phoneNumber.methods.uploadPhone"), exact: true })
      .click();
    const number = page.getByRole("textbox", {
      name: say("mobileSms:fields.phoneNumber.label"),
      exact: true,
    });
    await number.pressSequentially(newPhoneNumber("60", 9));
    await shot("mobileSms", "the link by text message");
    await page.getByRole("checkbox", { name: say("mobileSms:proofOfWork.label") }).click();
    await page
      .getByText(say("mobileSms:proofOfWork.verified"), { exact: true })
      .waitFor({ timeout: 30_000 });
    await button(page, say("mobileSms:sections.number.continue")).click();
    await page
      .getByRole("textbox", { name: say("mobileSms:fields.phoneVerificationCode2.label") })
      .waitFor();
    await shot("mobileSms", "the code from the text message asked for");
  },
};

/**
 * The phone that goes the whole way: the passport as a file, its selfie camera, the liveness
 * check (its fake camera plays the holder's face), then the phone sent back to the computer.
 */
export const HANDOFF_COMPLETED: ScreenScene = {
  id: "handoff-completed",
  device: "computer",
  shots: 5,
  async run(visit) {
    const { page, say, shot, openPhone } = visit;
    await desktopAtHandoff(visit);
    const link = await qrLinkOnScreen(page);
    const phone = await openPhone({ feed: { liveness: "holder" }, allowed: true });
    await phone.goto(link);
    await phoneToTips(phone, say);
    await cameraAskedFor(phone, say);
    await closeCameraInstructions(await openCameraInstructions(phone, say), say);
    const help = phone.getByRole("navigation", {
      name: say("identityJourney:camera.helpMenu.title"),
    });
    await button(help, say("identityJourney:camera.helpMenu.open")).click();
    await shot("desktopDocumentUpload", "the phone camera's help", phone);
    await button(help, say("identityJourney:camera.helpMenu.skipToFiles")).click();
    const chooser = phone.waitForEvent("filechooser");
    await phone.getByText(say("identityJourney:upload.chooseFileTouch"), { exact: true }).click();
    await (await chooser).setFiles(path.join(CORPUS, "../faces/liveness/passport.jpg"));
    const chosen = phone.getByRole("img", { name: say("identityJourney:preview.image") });
    await chosen.waitFor({ timeout: 30_000 });
    await button(phone, say("identityJourney:preview.upload")).click();
    await button(phone, say("identityJourney:camera.useCamera")).click({ timeout: 30_000 });
    await phone.getByText(say("identityJourney:selfieCamera.caption"), { exact: true }).waitFor();
    await shot("desktopDocumentUpload", "the phone's selfie camera", phone);
    await chosen.waitFor({ timeout: 30_000 });
    await shot("desktopDocumentUpload", "the selfie the phone's camera took", phone);
    await button(phone, say("identityJourney:preview.upload")).click();
    await button(phone, say("identityJourney:liveness.start")).click({ timeout: 30_000 });
    await phone.getByLabel(say("identityJourney:camera.viewfinder")).waitFor({ timeout: 15_000 });
    await shot("desktopDocumentUpload", "the phone's liveness check", phone);
    await livenessPassed(phone, say, /\/return-to-desktop$/);
    await phone.waitForURL(/\/return-to-desktop$/, { timeout: 1_000 });
    await shot("mobileReturnToDesktop", "the phone done, sent back to the computer", phone);
    await page.waitForURL(/\/upload-succeeded$/, { timeout: 20_000 });
  },
};

/**
 * The pages of links that open nothing, each the server's own refusal: a QR code the computer
 * replaced as its page was reloaded, the newer one opened a second time, and a made-up code.
 */
export const HANDOFF_REFUSED: ScreenScene = {
  id: "handoff-refused",
  device: "computer",
  shots: 3,
  async run(visit) {
    const { page, say, shot, openPhone } = visit;
    await desktopAtHandoff(visit);
    const replaced = await qrLinkOnScreen(page);
    await page.reload();
    await qrCodeShown(page, say);
    const newest = await qrLinkOnScreen(page);
    if (newest === replaced) throw new Error("the reloaded hand-off page showed the same QR code");

    const refusedAs = async (link: string, reason: string, state: string) => {
      const phone = await openPhone();
      await phone.goto(link);
      await phone
        .getByRole("heading", { level: 1, name: say(`handoff:refused.${reason}.title`) })
        .waitFor();
      await shot("handoffRefused", state, phone);
    };
    await refusedAs(replaced, "replaced", "a link a newer QR code replaced");
    const first = await openPhone();
    await first.goto(newest);
    await first.waitForURL(/\/document-selection\?qrCode=true$/);
    await refusedAs(newest, "used", "a link a phone opened already");
    const madeUp = new URL(newest);
    madeUp.searchParams.set("handoff", "A".repeat(43));
    await refusedAs(madeUp.href, "unknown", "a link the server never issued");
  },
};
