/**
 * The hand-off to a phone: the computer's QR code, the phone that read it on its document choice,
 * the computer waiting, the phone's photo tips and camera (its welcome, the instructions, the
 * viewfinder looking for the document, the photo taken), the phone's selfie asked for; then the
 * computer going on without it and the phone told so.
 */
import { post, registeredSession, storeTokenBeforeLoad } from "../../../e2e/api-session.ts";
import { qrLinkOnScreen } from "../../../e2e/handoff-phone.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button } from "./screen-visit.ts";

/** The upload choice's "from my phone". */
const FROM_PHONE = 3;

export const HANDOFF: ScreenScene = {
  id: "handoff",
  device: "computer",
  shots: 10,
  async run({ page, base, api, brand, say, shot, openPhone }) {
    const session = await registeredSession(api, brand);
    await post(api, brand, "data-upload-choice", {
      token: session.token,
      dataUploadChoice: FROM_PHONE,
    });
    await storeTokenBeforeLoad(page, session.token);
    await page.goto(`${base}/phone-number`);
    await page
      .getByRole("img", { name: say("handoff:phoneNumber.qr.image"), exact: true })
      .waitFor();
    await shot("mobileSms", "the QR code for the phone");
    const link = await qrLinkOnScreen(page);

    const phone = await openPhone();
    await phone.goto(link);
    await phone.waitForURL(/\/document-selection\?qrCode=true$/);
    await shot("desktopDocumentChoice", "the phone, having read the QR code", phone);
    await page.waitForURL(/\/waiting-for-mobile$/, { timeout: 15_000 });
    await shot("mobileDesktopIsCompleted", "the computer waiting for the phone");

    await phone
      .getByLabel(say("documentChoice:fields.documentType.enum.1"), { exact: true })
      .click();
    await button(phone, say("common:next")).click();
    await phone.waitForURL(/\/how-to-take-picture/);
    await shot("howToTakePicture", "the phone's photo tips for its camera", phone);
    await button(phone, say("identityJourney:tips.camera.continue")).click();
    await phone.waitForURL(/\/upload-document/);
    await shot("desktopDocumentUpload", "the phone's camera asked for", phone);
    await button(phone, say("common:next")).click();
    const instructions = phone.getByRole("dialog", {
      name: say("identityJourney:camera.instructions.title"),
    });
    await instructions.waitFor({ timeout: 15_000 });
    await shot("desktopDocumentUpload", "the phone's camera instructions", phone);
    await button(instructions, say("identityJourney:camera.instructions.close")).click();
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
