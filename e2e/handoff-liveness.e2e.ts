/**
 * The hand-off to a phone with the person's steps (a definition asking for the document, the
 * selfie and active liveness, on two instances of its own on one PostgreSQL database): the
 * desktop shows its QR code; the phone, whose fake camera plays the liveness fixtures' man, sends
 * his passport as a file, takes his selfie with the selfie camera and passes the liveness check;
 * the desktop moves on to the verified page by itself.
 */
import type { APIRequestContext } from "@playwright/test";
import { EN_EUROPE, openWithSession, registeredSession } from "./api-session.ts";
import { checkPage, expect, test } from "./fixtures.ts";
import { onInstance, qrLinkOnScreen } from "./handoff-phone.ts";
import { startHandoffServers, type HandoffServers } from "./handoff-servers.ts";
import {
  EN_PHONE_PERSON,
  phoneDocumentAsFile,
  phoneSelfieThenLiveness,
} from "./phone-person-steps.ts";
import { definitionFile, WITH_LIVENESS } from "../tests/fixtures/journey-definitions.ts";
import { waitingFor } from "./waits.ts";
import { desktopOnClock, desktopSeesPhoneDone, desktopSeesPhoneOpen } from "./desktop-polls.ts";

test.describe.configure({ timeout: 180_000 });

let servers: HandoffServers;
let desktopApi: APIRequestContext;
const definition = definitionFile(WITH_LIVENESS);

test.beforeAll(async ({ playwright }, info) => {
  servers = await waitingFor("server start", () =>
    startHandoffServers(String(info.project.use.baseURL), { JOURNEY_DEFINITION: definition.file }),
  );
  desktopApi = await playwright.request.newContext({ baseURL: servers.desktop });
});

test.afterAll(async () => {
  await desktopApi?.dispose();
  await servers?.stop();
  definition.remove();
});

test("en: the phone sends the passport, takes the selfie and passes the liveness check; the desktop moves on to the verified page by itself", async ({
  page,
  openPhone,
}) => {
  const session = await registeredSession(desktopApi, EN_EUROPE);
  await desktopOnClock(page);
  await openWithSession(
    page,
    session,
    `${servers.desktop}/eu-en/onboarding/select-registration-method`,
  );
  await page.getByRole("radio", { name: /^Upload from your mobile phone/ }).click();
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/phone-number$/);
  await checkPage(page);
  const link = await qrLinkOnScreen(page);

  const phone = await openPhone(servers.phone, { liveness: "holder" });
  await phone.goto(onInstance(link, servers.phone));
  await desktopSeesPhoneOpen(page);
  await checkPage(page);
  await expect(
    phone.getByRole("heading", { level: 1, name: "Choose your document" }),
  ).toBeVisible();
  await checkPage(phone);
  await phone.getByLabel("Passport", { exact: true }).click();
  await phone.getByRole("button", { name: "Next", exact: true }).click();
  await expect(phone).toHaveURL(/\/how-to-take-picture$/);
  await checkPage(phone);
  await phone.getByRole("button", { name: "Let's take picture", exact: true }).click();
  await phoneDocumentAsFile(phone, EN_PHONE_PERSON, "liveness/passport.jpg");
  await phoneSelfieThenLiveness(phone, EN_PHONE_PERSON);
  await waitingFor("liveness check", () =>
    expect(phone).toHaveURL(/\/return-to-desktop$/, { timeout: 60_000 }),
  );
  await expect(
    phone.getByRole("heading", { level: 1, name: "Go back to your computer" }),
  ).toBeVisible();
  await checkPage(phone);

  await desktopSeesPhoneDone(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your document has been verified" }),
  ).toBeVisible();
  await checkPage(page);
});
