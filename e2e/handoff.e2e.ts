/**
 * The hand-off to a phone (spec §2 "Phone hand-off", "Waiting for mobile", "Return to desktop"),
 * with two people's browsers: the desktop chooses "from mobile" and shows a QR code (or texts a
 * link); the phone, a browser context of its own, opens what it read and takes the photos; the
 * desktop's waiting page moves on by itself. Desktop and phone talk to two server instances on
 * one PostgreSQL database (handoff-servers.ts), as behind a load balancer.
 */
import type { APIRequestContext } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_EUROPE, PL_POLAND } from "./api-session.ts";
import { desktopAtHandoff, EN, phoneToUpload, PL } from "./handoff-desktop.ts";
import { captureOnPhone, onInstance, qrLinkOnScreen, smsLinkSentTo } from "./handoff-phone.ts";
import { startHandoffServers, type HandoffServers } from "./handoff-servers.ts";
import { showOnCamera, useSwitchableCamera } from "./switchable-camera.ts";
import { codeSentTo } from "./api-session.ts";
import { newPhoneNumber, typeInto } from "./helpers.ts";
import { botCheckVerified, waitingFor } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";
import { desktopSeesPhoneDone, desktopSeesPhoneOpen } from "./desktop-polls.ts";

// A photo taken by the camera and checked by the server, two browsers at once: more than the
// default minute when the machine is busy.
test.describe.configure({ timeout: 120_000 });

let servers: HandoffServers;
let desktopApi: APIRequestContext;

test.beforeAll(async ({ playwright }, info) => {
  servers = await waitingFor("server start", () =>
    startHandoffServers(String(info.project.use.baseURL)),
  );
  desktopApi = await playwright.request.newContext({ baseURL: servers.desktop });
});

test.afterAll(async () => {
  await desktopApi?.dispose();
  await servers?.stop();
});

/** The desktop's instance of the two. */
const desktop = () => ({ api: desktopApi, origin: servers.desktop });

test("en: the desktop's QR code, read from the screen, opens the upload on the phone; the desktop moves on to the verified page by itself", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), EN_EUROPE, "/eu-en/onboarding", EN);
  const link = await qrLinkOnScreen(page);
  expect(link).toMatch(/\/eu-en\/onboarding\/document-selection\?handoff=[\w-]{40,}&qrCode=true$/);
  // The link names the address the desktop used; the phone reaches another instance of it.
  expect(new URL(link).origin).toBe(servers.desktop);
  expect(servers.phone).not.toBe(servers.desktop);

  const phone = await openPhone(servers.phone);
  await phone.goto(onInstance(link, servers.phone));
  // The code is exchanged and leaves the address; the phone is in the hand-off from now on.
  await expect(phone).toHaveURL(/\/document-selection\?qrCode=true$/);
  // The phone said it opened the code: the desktop waits for it.
  await desktopSeesPhoneOpen(page);
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

  await desktopSeesPhoneDone(page);
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  await checkPage(page);
});

test("en: an identity card's front and back, each taken with the phone's camera, verify the application on the desktop; the front taken twice is refused at once", async ({
  page,
  openPhone,
}) => {
  // Three photos, each checked by the server: longer than the default minute.
  test.setTimeout(180_000);
  await desktopAtHandoff(page, desktop(), EN_EUROPE, "/eu-en/onboarding", EN);
  const link = await qrLinkOnScreen(page);
  const phone = await openPhone(servers.phone);
  // The camera first shows the card's front; the person turns it over when asked.
  await useSwitchableCamera(phone, "id-card-front-passed.jpg");
  await phone.goto(onInstance(link, servers.phone));
  await desktopSeesPhoneOpen(page);
  await checkPage(page);

  await expect(phone.getByRole("heading", { level: 1, name: EN.documentTitle })).toBeVisible();
  await checkPage(phone);
  await phone.getByLabel("National ID card", { exact: true }).click();
  await phone.getByRole("button", { name: EN.next, exact: true }).click();
  await expect(phone).toHaveURL(/\/how-to-take-picture$/);
  await phone.getByRole("button", { name: EN.tipsContinue, exact: true }).click();
  await expect(phone).toHaveURL(/\/upload-document$/);
  await phone.getByRole("button", { name: EN.camera.next, exact: true }).click();
  await pastSecuring(phone);
  const instructions = phone.getByRole("dialog", { name: EN.camera.instructions });
  await expect(instructions).toBeVisible();
  await instructions.getByRole("button", { name: EN.camera.gotIt, exact: true }).click();
  await phone.getByRole("button", { name: EN.camera.startCapture, exact: true }).click();
  const upload = phone.getByRole("button", { name: EN.camera.upload, exact: true });
  await expect(upload).toBeVisible({ timeout: 15_000 });
  await checkPage(phone);
  await upload.click();

  // The front is done: the back is asked for. Taken before the card is turned over, the front
  // again is refused at once, and the attempts stay.
  await expect(
    phone.getByText("Thank you, the front is done. Now take a photo of the back of your document."),
  ).toBeVisible({ timeout: 30_000 });
  await checkPage(phone);
  await phone.getByRole("button", { name: EN.camera.startCapture, exact: true }).click();
  await expect(upload).toBeVisible({ timeout: 15_000 });
  await upload.click();
  await expect(
    phone.getByText(
      "This is the front of your card again. Turn the card over and photograph its back.",
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByText("Attempts remaining: 3")).toBeVisible();
  await checkPage(phone);
  await showOnCamera(phone, "id-card-back-passed.jpg");
  await phone.getByRole("button", { name: EN.camera.startCapture, exact: true }).click();
  await expect(upload).toBeVisible({ timeout: 15_000 });
  await checkPage(phone);
  await upload.click();
  await expect(phone).toHaveURL(/\/return-to-desktop$/, { timeout: 30_000 });
  await expect(phone.getByRole("heading", { level: 1, name: EN.returnTitle })).toBeVisible();
  await checkPage(phone);

  await desktopSeesPhoneDone(page);
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  await checkPage(page);
});

test("en: the desktop reloads while it waits for the phone, and still moves on when the phone is done", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), EN_EUROPE, "/eu-en/onboarding", EN);
  const link = await qrLinkOnScreen(page);
  const phone = await openPhone(servers.phone);
  await phone.goto(onInstance(link, servers.phone));
  await desktopSeesPhoneOpen(page);
  await phoneToUpload(phone, EN);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: EN.waitingTitle })).toBeVisible();
  await expect(
    page.getByText("You may reload this page: it keeps waiting for your phone."),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: EN.waitingStatus })).toBeVisible();
  await checkPage(page);

  await captureOnPhone(phone);
  await expect(phone.getByRole("heading", { level: 1, name: EN.returnTitle })).toBeVisible();
  await checkPage(phone);
  await desktopSeesPhoneDone(page);
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  await checkPage(page);
});

test("pl: the link texted to the phone, with the code typed on the desktop, opens the upload on the phone; the desktop moves on by itself", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), PL_POLAND, "/onboarding", PL);
  await page.getByRole("radio", { name: "Otrzymaj link w wiadomości SMS", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Otrzymaj link w wiadomości SMS" }),
  ).toBeVisible();
  // Poland is the residence: its code is chosen.
  await expect(page.getByLabel("Numer kierunkowy", { exact: true })).toHaveValue("+48 Polska");
  const number = newPhoneNumber("60", 9);
  await typeInto(page.getByLabel("Numer telefonu komórkowego", { exact: true }), number);
  await page.getByRole("checkbox", { name: "Nie jestem robotem", exact: true }).click();
  await botCheckVerified(page, /Zweryfikowano/);
  await checkPage(page);
  await page.getByRole("button", { name: "Wyślij link", exact: true }).click();
  const code = page.getByLabel("Kod z SMS-a", { exact: true });
  await expect(code).toBeFocused();
  await checkPage(page);
  await typeInto(code, await codeSentTo(desktopApi, `+48${number}`));
  await page.getByRole("button", { name: "Potwierdź", exact: true }).click();
  await expect(page).toHaveURL(/\/waiting-for-mobile$/);
  await expect(page.getByRole("heading", { level: 1, name: PL.waitingTitle })).toBeVisible();
  await checkPage(page);

  const link = await smsLinkSentTo(desktopApi, `+48${number}`);
  expect(link).toMatch(/\/onboarding\/document-selection\?handoff=[\w-]{40,}&mobile=true$/);
  const phone = await openPhone(servers.phone);
  await phone.goto(onInstance(link, servers.phone));
  await expect(phone).toHaveURL(/\/document-selection\?mobile=true$/);
  await phoneToUpload(phone, PL);
  await captureOnPhone(phone, PL.camera);
  await expect(phone.getByRole("heading", { level: 1, name: PL.returnTitle })).toBeVisible();
  await expect(
    phone.getByText("Kontynuujemy proces rejestracji na Twoim komputerze."),
  ).toBeVisible();
  await checkPage(phone);

  await desktopSeesPhoneDone(page);
  await expect(page.getByRole("heading", { level: 1, name: PL.verified })).toBeVisible();
  await checkPage(page);
});

test("pl: the texted link opens nothing on the phone until the code from the same text message is typed on the desktop", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), PL_POLAND, "/onboarding", PL);
  await page.getByRole("radio", { name: "Otrzymaj link w wiadomości SMS", exact: true }).click();
  const number = newPhoneNumber("60", 9);
  await typeInto(page.getByLabel("Numer telefonu komórkowego", { exact: true }), number);
  await page.getByRole("checkbox", { name: "Nie jestem robotem", exact: true }).click();
  await botCheckVerified(page, /Zweryfikowano/);
  await page.getByRole("button", { name: "Wyślij link", exact: true }).click();
  const code = page.getByLabel("Kod z SMS-a", { exact: true });
  await expect(code).toBeFocused();
  await checkPage(page);

  // Whoever holds the text message first, before the code is typed on the computer, gets nothing.
  const link = onInstance(await smsLinkSentTo(desktopApi, `+48${number}`), servers.phone);
  const phone = await openPhone(servers.phone);
  await phone.goto(link);
  await expect(
    phone.getByRole("heading", { level: 1, name: "Ten link jeszcze nie działa" }),
  ).toBeVisible();
  await expect(
    phone.getByText("Wpisz na komputerze kod z SMS-a, a potem odśwież tę stronę."),
  ).toBeVisible();
  await expect(phone.getByRole("main").getByRole("button")).toHaveCount(0);
  await checkPage(phone);

  await typeInto(code, await codeSentTo(desktopApi, `+48${number}`));
  await page.getByRole("button", { name: "Potwierdź", exact: true }).click();
  await expect(page).toHaveURL(/\/waiting-for-mobile$/);
  await checkPage(page);
  // The same link, opened again, now opens the upload.
  await phone.reload();
  await expect(phone.getByRole("heading", { level: 1, name: PL.documentTitle })).toBeVisible();
  await expect(phone).toHaveURL(/\/document-selection\?mobile=true$/);
  await checkPage(phone);
});

test("en: the phone's choice of its document is checked as it is made, none of its calls refused", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), EN_EUROPE, "/eu-en/onboarding", EN);
  const link = onInstance(await qrLinkOnScreen(page), servers.phone);
  const phone = await openPhone(servers.phone);
  const answers: string[] = [];
  phone.on("response", (response) => {
    const action = /\/api\/form\/eu\/(.+)$/.exec(new URL(response.url()).pathname)?.[1];
    if (action) answers.push(`${action} ${response.status()}`);
  });
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1, name: EN.documentTitle })).toBeVisible();
  await phone.getByLabel(EN.passport, { exact: true }).click();
  await checkPage(phone);
  // Leaving the choice for Next checks it, as any form's field, before the step is sent.
  const checked = phone.waitForResponse(/\/api\/form\/eu\/validate$/);
  await phone.getByRole("button", { name: EN.next, exact: true }).click();
  expect((await checked).status()).toBe(200);
  await expect(phone).toHaveURL(/\/how-to-take-picture$/);
  await checkPage(phone);
  expect(answers.filter((answer) => !answer.endsWith(" 200"))).toEqual([]);
  expect(answers).toEqual(
    expect.arrayContaining(["validate 200", "document/mobile-document-choice 200"]),
  );
});

test("en: a link opened a second time, one the server does not know, an expired one, and one of too many from the phone's network show a clear page and nothing of the application", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), EN_EUROPE, "/eu-en/onboarding", EN);
  const link = onInstance(await qrLinkOnScreen(page), servers.phone);
  const first = await openPhone(servers.phone);
  await first.goto(link);
  await expect(first).toHaveURL(/\/document-selection\?qrCode=true$/);
  await checkPage(first);

  const second = await openPhone(servers.phone);
  await second.goto(link);
  await expect(
    second.getByRole("heading", { level: 1, name: "This link has already been used" }),
  ).toBeVisible();
  await expect(second.getByText(/show a new QR code or send a new text message/)).toBeVisible();
  // No way in: no form, no button, no link, no progress.
  await expect(second.getByRole("main").getByRole("link")).toHaveCount(0);
  await expect(second.getByRole("main").getByRole("button")).toHaveCount(0);
  await expect(second.getByTestId("progress")).toHaveCount(0);
  await checkPage(second);
  // A reload asks again and is told the same.
  await second.reload();
  await expect(
    second.getByRole("heading", { level: 1, name: "This link has already been used" }),
  ).toBeVisible();

  const stranger = await openPhone(servers.phone);
  await stranger.goto(
    "/eu-en/onboarding/document-selection?handoff=not-a-code-we-issued&qrCode=true",
  );
  await expect(
    stranger.getByRole("heading", { level: 1, name: "This link is not valid" }),
  ).toBeVisible();
  await expect(stranger.getByRole("main").getByRole("button")).toHaveCount(0);
  await checkPage(stranger);

  // Ten minutes are too long to wait here: the server's answer for an expired code, as it sends it.
  const late = await openPhone(servers.phone);
  await late.route("**/api/form/eu/mobile-handoff", (route) =>
    route.fulfill({
      status: 410,
      contentType: "application/json",
      body: JSON.stringify({
        status: "error",
        globalError: "This link has expired.",
        handoffRefused: "expired",
      }),
    }),
  );
  await late.goto("/eu-en/onboarding/document-selection?handoff=an-old-code&qrCode=true");
  await expect(
    late.getByRole("heading", { level: 1, name: "This link has expired" }),
  ).toBeVisible();
  await expect(late.getByText("A link is valid for 10 minutes.")).toBeVisible();
  await checkPage(late);

  // Too many links opened from the phone's network: the server's 429, as it sends it.
  await late.unrouteAll();
  await late.route("**/api/form/eu/mobile-handoff", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "540" },
      contentType: "application/json",
      body: JSON.stringify({
        status: "error",
        globalError: "Too many requests. Please try again in 9 minutes.",
        handoffRefused: "tooMany",
      }),
    }),
  );
  await late.reload();
  await expect(
    late.getByRole("heading", { level: 1, name: "Too many links opened" }),
  ).toBeVisible();
  await expect(late.getByText(/^Wait a few minutes, then reload this page\./)).toBeVisible();
  await expect(late.getByRole("main").getByRole("button")).toHaveCount(0);
  await checkPage(late);
});

test("en: 'continue manually' leaves the waiting page for the personal data, and the phone's upload ends with a page that says so", async ({
  page,
  openPhone,
}) => {
  await desktopAtHandoff(page, desktop(), EN_EUROPE, "/eu-en/onboarding", EN);
  const link = onInstance(await qrLinkOnScreen(page), servers.phone);
  const phone = await openPhone(servers.phone);
  await phone.goto(link);
  await desktopSeesPhoneOpen(page);
  await checkPage(page);
  await page
    .getByRole("button", { name: "Continue manually without the phone", exact: true })
    .click();
  await expect(page).toHaveURL(/\/personal-data$/);
  await checkPage(page);

  // The phone's session ended with the hand-off: it hears so by itself and shows nothing more.
  await expect(
    phone.getByRole("heading", { level: 1, name: "The upload on this phone has ended" }),
  ).toBeVisible();
  await expect(phone.getByRole("main").getByRole("button")).toHaveCount(0);
  await checkPage(phone);
});
