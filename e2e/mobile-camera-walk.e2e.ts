/**
 * The phone path by keyboard alone, at 390 x 844 on a phone's browser with the fake camera
 * showing a good passport: registration, "upload now", the document, the photo tips, the camera
 * (welcome, instructions, capture, preview, upload), the result, and personal data prefilled from
 * the passport, in English and in Polish. Every state passes the shared guard (axe, nothing cut
 * off, no sideways scrolling); with E2E_SCREENSHOTS=<dir> each is saved there.
 */
import type { Locator, Page } from "@playwright/test";
import { test } from "./camera-fixtures.ts";
import { checkPage, expect } from "./fixtures.ts";
import {
  EN_ACCOUNT,
  PASSWORD,
  PL_ACCOUNT,
  tabTo,
  uniqueEmail,
  type AccountLabels,
} from "./helpers.ts";
import { botCheckVerified } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";

/** Tabs to `button` and presses Enter on it. */
async function pressButton(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}

/** Tabs into the radio group, then moves with the arrow keys to `radio` (which checks it). */
async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const onRadio = () =>
    page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === "radio");
  for (let press = 0; press < 40 && !(await onRadio()); press++) await page.keyboard.press("Tab");
  for (let press = 0; press < 6; press++) {
    if (await radio.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Space");
  await expect(radio).toBeChecked();
}

/** Tabs to a box and ticks it with Space. */
async function tick(page: Page, box: Locator): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

interface WalkTexts {
  start: string;
  account: AccountLabels;
  next: string;
  uploadNow: RegExp;
  passport: string;
  takePicture: string;
  cameraTitle: string;
  instructions: string;
  gotIt: string;
  side: string;
  startCapture: string;
  upload: string;
  verified: string;
  personalData: string;
  lastName: string;
}

const EN: WalkTexts = {
  start: "/eu-en/onboarding/",
  account: EN_ACCOUNT,
  next: "Next",
  uploadNow: /^Upload now/,
  passport: "Passport",
  takePicture: "Let's take picture",
  cameraTitle: "Take a photo of your document",
  instructions: "How to take the photo",
  gotIt: "Got it",
  side: "Your passport's photo page",
  startCapture: "Start capture",
  upload: "Upload",
  verified: "Your document has been verified",
  personalData: "Your personal details",
  lastName: "Last name",
};

const PL: WalkTexts = {
  start: "/onboarding/",
  account: PL_ACCOUNT,
  next: "Dalej",
  uploadNow: /^Prześlij teraz/,
  passport: "Paszport",
  takePicture: "Zróbmy zdjęcie",
  cameraTitle: "Zrób zdjęcie dokumentu",
  instructions: "Jak zrobić zdjęcie",
  gotIt: "Rozumiem",
  side: "Strona paszportu ze zdjęciem",
  startCapture: "Rozpocznij skanowanie",
  upload: "Prześlij",
  verified: "Twój dokument został zweryfikowany",
  personalData: "Twoje dane osobowe",
  lastName: "Nazwisko",
};

/** The registration by keys: residence, then the account and the bot check. */
async function registerByKeys(page: Page, texts: WalkTexts): Promise<void> {
  await page.goto(texts.start);
  await checkPage(page);
  if (texts === PL) {
    await chooseRadio(page, page.getByRole("radio", { name: "Tak", exact: true }));
    await pressButton(page, page.getByRole("button", { name: "Kontynuuj", exact: true }));
  } else {
    const residence = page.getByRole("combobox", { name: "Country of residence", exact: true });
    await tabTo(page, residence);
    // Typing marks the first country it fits; Tab takes it and moves on.
    await page.keyboard.type("Irel");
    await expect(page.getByRole("option", { name: "Ireland", exact: true })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(residence).toHaveValue("Ireland");
    await pressButton(page, page.getByRole("button", { name: "Continue", exact: true }));
  }
  const email = page.getByLabel(texts.account.email);
  await tabTo(page, email);
  await page.keyboard.type(uniqueEmail("walk.phone"));
  await pressButton(page, page.getByRole("button", { name: texts.account.save }));
  await expect(page.getByText(texts.account.confirmed, { exact: true })).toBeVisible();
  const password = page.getByLabel(texts.account.password);
  await tabTo(page, password);
  await page.keyboard.type(PASSWORD);
  await tick(page, page.getByRole("checkbox", { name: texts.account.terms }));
  // The bot check's box gives way to its progress once ticked.
  await tabTo(page, page.getByRole("checkbox", { name: texts.account.robot }));
  await page.keyboard.press("Space");
  await botCheckVerified(page, texts.account.verified);
  await checkPage(page);
  await pressButton(page, page.getByRole("button", { name: texts.next, exact: true }));
  await expect(page).toHaveURL(/\/select-registration-method$/);
}

async function walk(page: Page, texts: WalkTexts): Promise<void> {
  await registerByKeys(page, texts);
  await checkPage(page);
  await chooseRadio(page, page.getByRole("radio", { name: texts.uploadNow }));
  await pressButton(page, page.getByRole("button", { name: texts.next, exact: true }));

  await expect(page).toHaveURL(/\/document-selection$/);
  await checkPage(page);
  await chooseRadio(page, page.getByRole("radio", { name: texts.passport, exact: true }));
  await pressButton(page, page.getByRole("button", { name: texts.next, exact: true }));

  await expect(page).toHaveURL(/\/how-to-take-picture$/);
  await checkPage(page);
  await pressButton(page, page.getByRole("button", { name: texts.takePicture, exact: true }));

  await expect(page).toHaveURL(/\/upload-document$/);
  const title = page.getByRole("heading", { level: 1, name: texts.cameraTitle });
  await expect(title).toBeFocused();
  await checkPage(page);
  await pressButton(page, page.getByRole("button", { name: texts.next, exact: true }));

  // The instructions popup takes focus; its carousel scrolls with the arrow keys.
  await pastSecuring(page);
  const popup = page.getByRole("dialog", { name: texts.instructions });
  await expect(popup).toBeFocused();
  await checkPage(page);
  const carousel = popup.getByRole("region");
  await tabTo(page, carousel);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => carousel.evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
  await pressButton(page, popup.getByRole("button", { name: texts.gotIt, exact: true }));

  // The camera view: focus on the side asked for, then the start.
  await expect(page.getByRole("heading", { level: 2, name: texts.side })).toBeFocused();
  await checkPage(page);
  await pressButton(page, page.getByRole("button", { name: texts.startCapture, exact: true }));

  // Taken by itself: the preview takes focus; Upload by keys.
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeFocused({ timeout: 15_000 });
  await checkPage(page);
  await pressButton(page, page.getByRole("button", { name: texts.upload, exact: true }));

  await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: texts.verified })).toBeVisible();
  await checkPage(page);
  await pressButton(page, page.getByRole("button", { name: texts.next, exact: true }));

  await expect(page).toHaveURL(/\/personal-data$/);
  await expect(page.getByRole("heading", { level: 1, name: texts.personalData })).toBeVisible();
  await expect(page.getByLabel(texts.lastName, { exact: true })).toHaveValue("Mustermann", {
    timeout: 10_000,
  });
  await checkPage(page);
}

test("en: the phone path by keyboard alone, the passport taken by the camera, personal data prefilled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await walk(page, EN);
});

test("pl: the phone path by keyboard alone, the passport taken by the camera, personal data prefilled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await walk(page, PL);
});
