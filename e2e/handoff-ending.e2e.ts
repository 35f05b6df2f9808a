/**
 * How a hand-off ends and starts again, seen by the client (spec §2 "Phone hand-off", "Waiting
 * for mobile"): the phone taking photos learns at once, in its language, that the desktop went
 * on without it; the desktop's QR code renews itself before it expires and on request, also from
 * the waiting page; a replaced code and a used code whose phone sent its photos each say so; and
 * the QR code is whole on a 1280 x 800 screen without scrolling. Desktop and phone use the run's
 * server (the two-instance hand-off is handoff.e2e.ts's).
 */
import { EN_EUROPE, PL_POLAND } from "./api-session.ts";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import {
  desktopAtHandoff,
  EN as HANDOFF_EN,
  PL as HANDOFF_PL,
  phoneToUpload,
} from "./handoff-desktop.ts";
import { captureOnPhone, EN_CAMERA, PL_CAMERA, qrLinkOnScreen } from "./handoff-phone.ts";
import { pastSecuring } from "./securing-popup.ts";
import { desktopSeesPhoneDone, desktopSeesPhoneOpen } from "./desktop-polls.ts";

test.describe.configure({ timeout: 120_000 });

/** The hand-off's shared words, with what this file's pages say beyond them. */
const EN = {
  ...HANDOFF_EN,
  continueManually: "Continue manually without the phone",
  endedTitle: "The upload on this phone has ended",
  endedWhatNow: "Continue your registration on your computer. You can close this page.",
};

const PL = {
  ...HANDOFF_PL,
  continueManually: "Kontynuuj ręcznie bez telefonu",
  endedTitle: "Przesyłanie na tym telefonie zostało zakończone",
  endedWhatNow: "Kontynuuj rejestrację na komputerze. Możesz zamknąć tę stronę.",
};

/** The refused page the phone shows instead of the application: its heading, no way in. */
async function expectRefusedPage(phone: Page, title: string, whatNow: string): Promise<void> {
  await expect(phone.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(phone.getByText(whatNow, { exact: true })).toBeVisible();
  await expect(phone.getByRole("main").getByRole("button")).toHaveCount(0);
  await expect(phone.getByText(/not authori[sz]ed/i)).toHaveCount(0);
  await checkPage(phone);
}

test("en: the phone's photo, uploaded after the desktop went on without it, shows that the upload on the phone ended, never 'not authorized'", async ({
  page,
  request,
  openPhone,
}) => {
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  const link = await qrLinkOnScreen(page);
  const phone = await openPhone();
  // The phone's light poll has not heard of the end yet: its next call is the photo's upload.
  await phone.route("**/api/form/eu/mobile-handoff-status", (route) =>
    route.fulfill({ json: { status: "success", handoffEnded: false } }),
  );
  await phone.goto(link);
  await desktopSeesPhoneOpen(page);
  await checkPage(page);
  await phoneToUpload(phone, EN);
  await phone.getByRole("button", { name: EN_CAMERA.next, exact: true }).click();
  await pastSecuring(phone);
  const instructions = phone.getByRole("dialog", { name: EN_CAMERA.instructions });
  await expect(instructions).toBeVisible();
  await instructions.getByRole("button", { name: EN_CAMERA.gotIt, exact: true }).click();

  await page.getByRole("button", { name: EN.continueManually, exact: true }).click();
  await expect(page).toHaveURL(/\/personal-data$/);
  await checkPage(page);

  await phone.getByRole("button", { name: EN_CAMERA.startCapture, exact: true }).click();
  const upload = phone.getByRole("button", { name: EN_CAMERA.upload, exact: true });
  await expect(upload).toBeVisible({ timeout: 15_000 });
  await upload.click();
  await expectRefusedPage(phone, EN.endedTitle, EN.endedWhatNow);
  await expect(phone.getByRole("button", { name: EN_CAMERA.startCapture })).toHaveCount(0);
});

test("pl: the phone on its camera page learns by itself, within seconds, that the desktop went on without it", async ({
  page,
  request,
  openPhone,
}) => {
  await desktopAtHandoff(page, { api: request, origin: "" }, PL_POLAND, "/onboarding", PL);
  const link = await qrLinkOnScreen(page);
  const phone = await openPhone();
  await phone.goto(link);
  await desktopSeesPhoneOpen(page);
  await checkPage(page);
  await phoneToUpload(phone, PL);
  await expect(phone.getByRole("button", { name: PL_CAMERA.next, exact: true })).toBeVisible();

  await page.getByRole("button", { name: PL.continueManually, exact: true }).click();
  await expect(page).toHaveURL(/\/personal-data$/);
  // Nothing pressed on the phone: it hears of the end by itself.
  await expect(phone.getByRole("heading", { level: 1, name: PL.endedTitle })).toBeVisible({
    timeout: 10_000,
  });
  await expectRefusedPage(phone, PL.endedTitle, PL.endedWhatNow);
});

test("en: the QR code renews itself a minute before its ten minutes end and on 'Show a new QR code', also from the waiting page; a replaced code tells the phone to use the newer one", async ({
  page,
  request,
  openPhone,
}) => {
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  const first = await qrLinkOnScreen(page);
  await page.clock.fastForward("09:01");
  await expect.poll(() => qrLinkOnScreen(page), { timeout: 10_000 }).not.toBe(first);
  const renewed = await qrLinkOnScreen(page);

  const newCode = page.getByRole("button", { name: "Show a new QR code", exact: true });
  await expect(newCode).toBeVisible();
  await checkPage(page);
  await newCode.click();
  await expect.poll(() => qrLinkOnScreen(page), { timeout: 10_000 }).not.toBe(renewed);
  const newest = await qrLinkOnScreen(page);

  const late = await openPhone();
  await late.goto(renewed);
  await expectRefusedPage(
    late,
    "This link has been replaced",
    "On your phone, open the newest QR code or the link in the newest text message.",
  );
  await expect(late.getByText(/expired/)).toHaveCount(0);

  const phone = await openPhone();
  await phone.goto(newest);
  await expect(phone.getByRole("heading", { level: 1, name: EN.documentTitle })).toBeVisible();
  await desktopSeesPhoneOpen(page);
  const again = page.getByRole("button", { name: "Show a new QR code", exact: true });
  await expect(again).toBeVisible();
  await checkPage(page);
  await again.click();
  await expect(page).toHaveURL(/\/phone-number$/);
  await expect(page.getByRole("img", { name: EN.qrImage, exact: true })).toBeVisible();
  expect(await qrLinkOnScreen(page)).not.toBe(newest);
  await checkPage(page);
});

test("en: a phone that sent its photos and opens its used link again is told its photos were sent, not to show a new QR code", async ({
  page,
  request,
  openPhone,
}) => {
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  const link = await qrLinkOnScreen(page);
  const phone = await openPhone();
  await phone.goto(link);
  await desktopSeesPhoneOpen(page);
  await checkPage(page);
  await phoneToUpload(phone, EN);
  const told = phone.waitForResponse(/\/mobile-return-to-desktop$/, { timeout: 60_000 });
  await captureOnPhone(phone);
  await told;
  await checkPage(phone);
  await desktopSeesPhoneDone(page);
  await checkPage(page);

  await phone.goto(link);
  await expectRefusedPage(
    phone,
    "Your photos have been sent",
    "Go back to your computer to continue your registration. You can close this page.",
  );
  await expect(phone.getByText(/new QR code/)).toHaveCount(0);
});

test("en: on a 1280 x 800 screen the hand-off page shows the whole QR code without scrolling", async ({
  page,
  request,
}) => {
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  await desktopAtHandoff(page, { api: request, origin: "" }, EN_EUROPE, "/eu-en/onboarding", EN);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const code = page.getByRole("img", { name: EN.qrImage, exact: true });
  const box = await code.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  // Nothing covers it either (the risk warning's bar at the bottom of the window): each of its
  // corners is the code itself.
  const covered = await code.evaluate((svg) => {
    const { left, top, right, bottom } = svg.getBoundingClientRect();
    const corners: [number, number][] = [
      [left + 2, top + 2],
      [right - 2, top + 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
    ];
    return corners.filter(([x, y]) => !svg.contains(document.elementFromPoint(x, y)));
  });
  expect(covered).toEqual([]);
});
