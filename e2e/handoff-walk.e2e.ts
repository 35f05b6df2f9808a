/**
 * The hand-off's screens by keyboard alone, in English and Polish: the desktop's at 1280 x 800
 * (the QR code, the text-message form typed to its end, the other options and their popup, the
 * waiting page, "continue manually"), the phone's at 390 x 844 (the link's landing, the return to
 * the desktop, a refused link). Every state passes the shared guard (axe, nothing cut off or
 * scrolling sideways); with E2E_SCREENSHOTS=<dir> each is saved there.
 */
import type { APIRequestContext } from "@playwright/test";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import {
  codeSentTo,
  EN_EUROPE,
  openWithSession,
  PL_POLAND,
  post,
  registeredSession,
  type Brand,
} from "./api-session.ts";
import { captureOnPhone, EN_CAMERA, PL_CAMERA, type CameraTexts } from "./handoff-phone.ts";
import { newPhoneNumber } from "./helpers.ts";
import { botCheckVerified } from "./waits.ts";

interface Walk {
  language: string;
  brand: Brand;
  basePath: string;
  prefix: string;
  fromMobile: RegExp;
  next: string;
  handoffTitle: string;
  qrMethod: string;
  smsMethod: string;
  qrImage: string;
  options: string;
  thisDevice: string;
  popup: string;
  usePhone: string;
  number: string;
  robot: string;
  verified: RegExp;
  sendLink: string;
  code: string;
  waitingTitle: string;
  continueManually: string;
  documentTitle: string;
  idCard: string;
  passport: string;
  camera: CameraTexts;
  tipsContinue: string;
  returnTitle: string;
  /** The title of a link whose phone sent the photos, opened again. */
  sent: string;
}

const WALKS: Walk[] = [
  {
    language: "en",
    brand: EN_EUROPE,
    basePath: "/eu-en/onboarding",
    prefix: "+353",
    fromMobile: /^Upload from your mobile phone/,
    next: "Next",
    handoffTitle: "Take the photos with your phone",
    qrMethod: "Scan a QR code",
    smsMethod: "Get a link by text message",
    qrImage: "QR code that opens the document upload on your phone",
    options: "Check other options",
    thisDevice: "Upload from this device",
    popup: "We recommend your phone",
    usePhone: "Use my phone",
    number: "Mobile phone number",
    robot: "I am not a robot",
    verified: /Verified/,
    sendLink: "Send the link",
    code: "Code from the text message",
    waitingTitle: "Continue on your phone",
    continueManually: "Continue manually without the phone",
    documentTitle: "Choose your document",
    idCard: "National ID card",
    passport: "Passport",
    camera: EN_CAMERA,
    tipsContinue: "Let's take picture",
    returnTitle: "Go back to your computer",
    sent: "Your photos have been sent",
  },
  {
    language: "pl",
    brand: PL_POLAND,
    basePath: "/onboarding",
    prefix: "+48",
    fromMobile: /^Prześlij zdjęcie z telefonu/,
    next: "Dalej",
    handoffTitle: "Zrób zdjęcia telefonem",
    qrMethod: "Zeskanuj kod QR",
    smsMethod: "Otrzymaj link w wiadomości SMS",
    qrImage: "Kod QR otwierający przesyłanie dokumentu na telefonie",
    options: "Sprawdź inne możliwości",
    thisDevice: "Prześlij z tego urządzenia",
    popup: "Polecamy telefon",
    usePhone: "Użyję telefonu",
    number: "Numer telefonu komórkowego",
    robot: "Nie jestem robotem",
    verified: /Zweryfikowano/,
    sendLink: "Wyślij link",
    code: "Kod z SMS-a",
    waitingTitle: "Kontynuuj na telefonie",
    continueManually: "Kontynuuj ręcznie bez telefonu",
    documentTitle: "Wybierz dokument",
    idCard: "Dowód osobisty",
    passport: "Paszport",
    camera: PL_CAMERA,
    tipsContinue: "Zróbmy zdjęcie",
    returnTitle: "Wróć do komputera",
    sent: "Twoje zdjęcia zostały wysłane",
  },
];

/** Presses Tab (or Shift+Tab) until the control has focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, back = false) {
  for (let press = 0; press < 25; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** The phone's link, as the desktop's QR code carries it, for a session at the hand-off. */
async function qrLinkOfSession(request: APIRequestContext, brand: Brand): Promise<string> {
  const session = await registeredSession(request, brand);
  await post(request, brand, "data-upload-choice", { token: session.token, dataUploadChoice: 3 });
  const { mobileQrUrl } = (await post(request, brand, "mobile-qr-code-url", {
    token: session.token,
  })) as { mobileQrUrl: string };
  const url = new URL(mobileQrUrl);
  return `${url.pathname}${url.search}`;
}

for (const walk of WALKS) {
  test(`${walk.language}: the desktop's hand-off screens by keyboard alone at 1280 x 800`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const session = await registeredSession(request, walk.brand);
    await openWithSession(page, session, `${walk.basePath}/select-registration-method`);
    await checkPage(page);
    const fromMobile = page.getByRole("radio", { name: walk.fromMobile });
    await tabTo(page, fromMobile);
    await page.keyboard.press("Space");
    await expect(fromMobile).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: walk.next, exact: true }));
    await page.keyboard.press("Enter");

    // The hand-off: its heading takes focus; the QR code shows first.
    await expect(page).toHaveURL(/\/phone-number$/);
    await expect(page.getByRole("heading", { level: 1, name: walk.handoffTitle })).toBeFocused();
    await expect(page.getByRole("img", { name: walk.qrImage, exact: true })).toBeVisible();
    await checkPage(page);

    // The methods are a radio group: the arrow keys switch between them.
    const qrMethod = page.getByRole("radio", { name: walk.qrMethod, exact: true });
    await page.keyboard.press("Tab");
    await expect(qrMethod).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const smsMethod = page.getByRole("radio", { name: walk.smsMethod, exact: true });
    await expect(smsMethod).toBeChecked();
    await expect(page.getByLabel(walk.number, { exact: true })).toBeVisible();
    await checkPage(page);
    await page.keyboard.press("ArrowUp");
    await expect(qrMethod).toBeChecked();
    await expect(page.getByRole("img", { name: walk.qrImage, exact: true })).toBeVisible();

    // The other options: opened with Enter; "this device" asks first, in a popup.
    const options = page.getByText(walk.options, { exact: true });
    await tabTo(page, options);
    await page.keyboard.press("Enter");
    const thisDevice = page.getByRole("button", { name: walk.thisDevice, exact: true });
    await expect(thisDevice).toBeVisible();
    await checkPage(page);
    await page.keyboard.press("Tab");
    await expect(thisDevice).toBeFocused();
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog", { name: walk.popup });
    await expect(popup).toBeFocused();
    await checkPage(page);
    await tabTo(page, popup.getByRole("button", { name: walk.usePhone, exact: true }));
    await page.keyboard.press("Enter");
    await expect(popup).toHaveCount(0);
    await expect(thisDevice).toBeFocused();

    // The text message: the number typed, the bot check ticked, the link sent, the code typed.
    await tabTo(page, qrMethod, true);
    await page.keyboard.press("ArrowDown");
    const number = page.getByLabel(walk.number, { exact: true });
    await tabTo(page, number);
    const phoneNumber = newPhoneNumber(walk.language === "pl" ? "60" : "0871", 9);
    await page.keyboard.type(phoneNumber, { delay: 20 });
    await tabTo(page, page.getByRole("checkbox", { name: walk.robot, exact: true }));
    await page.keyboard.press("Space");
    await botCheckVerified(page, walk.verified);
    await tabTo(page, page.getByRole("button", { name: walk.sendLink, exact: true }));
    await page.keyboard.press("Enter");
    const code = page.getByLabel(walk.code, { exact: true });
    await expect(code).toBeFocused();
    await checkPage(page);
    const recipient =
      walk.language === "pl" ? `+48${phoneNumber}` : `${walk.prefix}${phoneNumber.slice(1)}`;
    await page.keyboard.type(await codeSentTo(request, recipient), { delay: 20 });
    await page.keyboard.press("Enter");

    // The waiting page: its heading takes focus; Next waits for the phone; continue manually.
    await expect(page).toHaveURL(/\/waiting-for-mobile$/);
    await expect(page.getByRole("heading", { level: 1, name: walk.waitingTitle })).toBeFocused();
    await checkPage(page);
    const manually = page.getByRole("button", { name: walk.continueManually, exact: true });
    await tabTo(page, manually);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/personal-data$/);
    await checkPage(page);
  });

  test(`${walk.language}: the phone's hand-off screens by keyboard alone at 390 x 844`, async ({
    request,
    openPhone,
  }) => {
    const link = await qrLinkOfSession(request, walk.brand);
    const phone = await openPhone();
    await phone.goto(link);
    await expect(phone).toHaveURL(/\/document-selection\?qrCode=true$/);
    await expect(phone.getByRole("heading", { level: 1, name: walk.documentTitle })).toBeVisible();
    await checkPage(phone);
    // Tab reaches the group at its first card; the arrow key moves on to the passport and picks it.
    await tabTo(phone, phone.getByRole("radio", { name: walk.idCard, exact: true }));
    await phone.keyboard.press("ArrowDown");
    const passport = phone.getByRole("radio", { name: walk.passport, exact: true });
    await expect(passport).toBeChecked();
    await tabTo(phone, phone.getByRole("button", { name: walk.next, exact: true }));
    await phone.keyboard.press("Enter");
    await expect(phone).toHaveURL(/\/how-to-take-picture$/);
    await checkPage(phone);
    await tabTo(phone, phone.getByRole("button", { name: walk.tipsContinue, exact: true }));
    await phone.keyboard.press("Enter");
    await captureOnPhone(phone, walk.camera, async (button) => {
      await tabTo(phone, button);
      await phone.keyboard.press("Enter");
    });
    await expect(phone.getByRole("heading", { level: 1, name: walk.returnTitle })).toBeVisible();
    await checkPage(phone);

    // The same link opened again (here on another phone): the photos were sent with it, nothing
    // is left to go on to.
    const second = await openPhone();
    await second.goto(link);
    await expect(second.getByRole("heading", { level: 1, name: walk.sent })).toBeVisible();
    await second.keyboard.press("Tab");
    await expect(second.getByRole("main").locator(":focus")).toHaveCount(0);
    await checkPage(second);
  });
}
