/**
 * The hand-off to a phone (spec §2 "Phone hand-off", "Waiting for mobile", "Return to desktop"),
 * with two people's browsers: the desktop chooses "from mobile" and shows a QR code (or texts a
 * link); the phone, a browser context of its own, opens what it read and takes the photos; the
 * desktop's waiting page moves on by itself. Desktop and phone talk to two server instances on
 * one PostgreSQL database (handoff-servers.ts), as behind a load balancer.
 */
import type { APIRequestContext } from "@playwright/test";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import {
  EN_EUROPE,
  openWithSession,
  PL_POLAND,
  registeredSession,
  type Brand,
} from "./api-session.ts";
import { captureOnPhone, onInstance, qrLinkOnScreen, smsLinkSentTo } from "./handoff-phone.ts";
import { startHandoffServers, type HandoffServers } from "./handoff-servers.ts";
import { codeSentTo } from "./api-session.ts";
import { newPhoneNumber, typeInto } from "./helpers.ts";

let servers: HandoffServers;
let desktopApi: APIRequestContext;

test.beforeAll(async ({ playwright }, info) => {
  servers = await startHandoffServers(String(info.project.use.baseURL));
  desktopApi = await playwright.request.newContext({ baseURL: servers.desktop });
});

test.afterAll(async () => {
  await desktopApi?.dispose();
  await servers?.stop();
});

interface Labels {
  fromMobile: RegExp;
  next: string;
  handoffTitle: string;
  qrImage: string;
  waitingTitle: string;
  waitingStatus: string;
  documentTitle: string;
  idCard: string;
  tipsContinue: string;
  returnTitle: string;
  verified: string;
}

const EN: Labels = {
  fromMobile: /^Upload from your mobile phone/,
  next: "Next",
  handoffTitle: "Take the photos with your phone",
  qrImage: "QR code that opens the document upload on your phone",
  waitingTitle: "Continue on your phone",
  waitingStatus: "Waiting for the photos from your phone…",
  documentTitle: "Choose your document",
  idCard: "National ID card",
  tipsContinue: "Let's take picture",
  returnTitle: "Go back to your computer",
  verified: "Your document has been verified",
};

/** The desktop, registered through the API, opens the upload choice and picks "from mobile". */
async function desktopAtHandoff(page: Page, brand: Brand, basePath: string, labels: Labels) {
  const session = await registeredSession(desktopApi, brand);
  await openWithSession(page, session, `${servers.desktop}${basePath}/select-registration-method`);
  await page.getByRole("radio", { name: labels.fromMobile }).click();
  await checkPage(page);
  await page.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(page).toHaveURL(/\/phone-number$/);
  await expect(page.getByRole("heading", { level: 1, name: labels.handoffTitle })).toBeVisible();
  return session;
}

/** The phone, on its document choice, picks the identity card and goes on to its upload page. */
async function phoneToUpload(phone: Page, labels: Labels): Promise<void> {
  await expect(phone.getByRole("heading", { level: 1, name: labels.documentTitle })).toBeVisible();
  await checkPage(phone);
  await phone.getByLabel(labels.idCard, { exact: true }).click();
  await phone.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(phone).toHaveURL(/\/how-to-take-picture$/);
  await checkPage(phone);
  await phone.getByRole("button", { name: labels.tipsContinue, exact: true }).click();
  await expect(phone).toHaveURL(/\/upload-document$/);
}

test("en: the desktop's QR code, read from the screen, opens the upload on the phone; the desktop moves on to the verified page by itself", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, EN_EUROPE, "/eu-en/onboarding", EN);
  await expect(page.getByRole("img", { name: EN.qrImage, exact: true })).toBeVisible();
  await checkPage(page);
  const link = await qrLinkOnScreen(page);
  expect(link).toMatch(/\/eu-en\/onboarding\/document-selection\?handoff=[\w-]{40,}&qrCode=true$/);

  const phone = await openPhone(servers.phone);
  await phone.goto(onInstance(link, servers.phone));
  // The code is exchanged and leaves the address; the phone is in the hand-off from now on.
  await expect(phone).toHaveURL(/\/document-selection\?qrCode=true$/);
  // The phone said it opened the code: the desktop waits for it.
  await expect(page).toHaveURL(/\/waiting-for-mobile$/, { timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: EN.waitingStatus })).toBeVisible();
  await expect(page.getByRole("button", { name: EN.next, exact: true })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await checkPage(page);

  await phoneToUpload(phone, EN);
  await captureOnPhone(phone);
  await expect(phone.getByRole("heading", { level: 1, name: EN.returnTitle })).toBeVisible();
  await expect(
    phone.getByText("We are continuing your registration process on your computer."),
  ).toBeVisible();
  await checkPage(phone);

  await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  await checkPage(page);
});
