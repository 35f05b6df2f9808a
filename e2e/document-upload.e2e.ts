/**
 * The desktop upload path (spec §2 "Upload document (desktop)"): "from this device", the document,
 * the photo tips, the journey with files from the fixture corpus, the result pages, and personal
 * data prefilled from the document's machine-readable zone. Also a blurred photo until the
 * attempts run out, a scan session that cannot be had, the page by keyboard alone, and a reload
 * in the middle of a journey.
 */
import path from "node:path";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { asGif, asLargeJpeg, asPdf, CORPUS, heicOf } from "./upload-forms.ts";
import {
  EN,
  expectTipsForFiles,
  fromPhotoTips,
  PL,
  reachUpload,
  uploadFixture,
  uploadPassingIdCard,
} from "./upload-journey.ts";
import {
  EN_EUROPE,
  ID_CARD,
  openWithSession,
  PL_POLAND,
  registeredSession,
  sessionAtPhotoTips,
} from "./api-session.ts";
import { typeInto } from "./helpers.ts";
import { lastKeptPhotoSize } from "./server-database.ts";

/**
 * Crops the preview's photo as a person would: "Crop to the document", the top left corner moved
 * in by keys, the bottom right one dragged in with the mouse.
 */
async function cropByHand(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Crop to the document", exact: true }).click();
  await expect(page.getByText(/Drag the frame or its corners/)).toBeVisible();
  await page.getByRole("button", { name: "Top left corner of the crop", exact: true }).click();
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
  }
  const corner = page.getByRole("button", { name: "Bottom right corner of the crop", exact: true });
  const box = (await corner.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 8, y - 12, { steps: 4 });
  await page.mouse.up();
  await checkPage(page);
}

test("en: a passport uploaded from this device, verified, and personal data prefilled from its MRZ", async ({
  page,
  request,
}) => {
  const session = await registeredSession(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/select-registration-method");
  const scanSession = page.waitForResponse((answer) => answer.url().endsWith("/get-idscan-token"));
  await reachUpload(page, EN);
  await expect(page.getByText(EN.chooseFile, { exact: true })).toBeVisible();
  // The page asks for the passport's photo page, not a front and a back.
  await expect(
    page.getByRole("heading", { level: 2, name: "Your passport's photo page" }),
  ).toBeVisible();
  await expect(page.locator("[data-route=desktopDocumentUpload]")).not.toContainText(/\bback\b/);
  await checkPage(page);
  await uploadFixture(page, EN, "passport-passed.jpg", () => cropByHand(page));

  await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 20_000 });
  // The photo kept is the part inside the frame, smaller than the photo chosen (1280 x 960).
  const { journeyId } = (await (await scanSession).json()) as { journeyId: string };
  const kept = await lastKeptPhotoSize(journeyId);
  expect(kept.width).toBeLessThan(1280 * 0.88);
  expect(kept.height).toBeLessThan(960 * 0.88);
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  const results = page.getByRole("region", { name: "Verification results" });
  await expect(results.getByText("MUSTERMANN", { exact: true })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Photo 1: Passport" })).toBeVisible();
  await expect(results.getByText("Not expired", { exact: true })).toBeVisible();
  // The journey's reference, for the client to quote: its id's first block.
  await expect(results.getByText("Verification reference:")).toHaveText(
    `Verification reference: ${journeyId.split("-")[0]!.toUpperCase()}`,
  );
  // What was read and whether it passed, and the trust score made from it; none of the staff's
  // diagnostics (a photo's measures and distances, the zone's raw lines).
  await expect(results).not.toContainText(/N\/A|Look-back|\d\.\d|<<|MrzLine/);
  await expect(
    results.getByText("100 out of 100 (6 of 6 checks passed)", { exact: true }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  await expect(page).toHaveURL(/\/personal-data$/);
  // The passport's zone filled the names, dates, citizenship and document; the tax number is typed.
  await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Mustermann");
  await expect(page.getByLabel("Document number", { exact: true })).toHaveValue("C01X00T47");
  await expect(page.getByLabel("Citizenship", { exact: true })).toHaveValue("Germany");
  await checkPage(page);
  await typeInto(page.getByLabel("Tax identification number", { exact: true }), "12345678903");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Check your details" });
  await expect(dialog).toContainText("Mustermann");
  await expect(dialog).toContainText("C01X00T47");
  await checkPage(page);
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/confirm-phone$/);
});

test("pl: a blurred photo is refused with its reason until the attempts run out; Try again starts over", async ({
  page,
  request,
}) => {
  // The typed way to the upload is the passport test's; this one starts at the photo tips.
  const session = await sessionAtPhotoTips(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/how-to-take-picture");
  await fromPhotoTips(page, PL);
  await expect(page.getByText(PL.chooseFile, { exact: true })).toBeVisible();
  await checkPage(page);
  await uploadFixture(page, PL, "passport-blurred-refer.jpg");
  await expect(
    page.getByRole("heading", { level: 1, name: "Prześlij dokument ponownie" }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole("alert").filter({ hasText: "Zdjęcie jest rozmazane." }),
  ).toBeVisible();
  await expect(page.getByText("Pozostałe próby: 2", { exact: true })).toBeVisible();
  await checkPage(page);
  await uploadFixture(page, PL, "passport-blurred-refer.jpg");
  await expect(page.getByText("Pozostałe próby: 1", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await uploadFixture(page, PL, "passport-blurred-refer.jpg");

  await expect(page).toHaveURL(/\/upload-failed$/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Nie udało się zweryfikować dokumentu" }),
  ).toBeVisible();
  await expect(page.getByText("Zdjęcie jest rozmazane.", { exact: true })).toBeVisible();
  // The zone of a blurred photo is never read: skipped, never passed.
  const photo = page.getByRole("listitem").filter({ hasText: "Zdjęcie 3: Paszport" });
  await expect(photo.getByText("Wynik: Negatywny")).toBeVisible();
  const zone = photo.locator("div").filter({ hasText: "Strefa do odczytu maszynowego odczytana" });
  await expect(zone.getByRole("definition")).toHaveText("Nie sprawdzono");
  const sharp = photo.locator("div").filter({ hasText: "Zdjęcie ostre" });
  await expect(sharp.getByRole("definition")).toHaveText("Niespełniony");
  await checkPage(page);
  await page.getByRole("button", { name: "Spróbuj ponownie", exact: true }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Prześlij dokument tożsamości" }),
  ).toBeVisible();
});

test("en: when no scan session can be had, the upload ends on the exception page", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE);
  let asked = 0;
  await page.route("**/api/form/eu/get-idscan-token", (route) => {
    asked += 1;
    // The journey service answers, but without a scan session.
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ status: "error" }),
    });
  });
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await fromPhotoTips(page, EN);
  await expect(page.getByRole("status")).toContainText("Preparing the secure connection");
  await checkPage(page);
  // Five tries three seconds apart, then the exception page.
  await expect(page).toHaveURL(/\/upload-exception$/, { timeout: 25_000 });
  expect(asked).toBe(5);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/personal-data$/);
});

test("en: an upload a gateway refuses with a page of its own shows the unexpected exception, and the photo can be sent again", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE);
  // A proxy in front of the journey service refuses the first upload with its own HTML page.
  let refused = 0;
  await page.route("**/idscanenterprisesvc/journey/upload**", (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    return route.fulfill({
      status: 413,
      contentType: "text/html",
      body: "<html><body><h1>413 Request Entity Too Large</h1></body></html>",
    });
  });
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await fromPhotoTips(page, EN);
  await uploadFixture(page, EN, "passport-passed.jpg");
  await expect(
    page.getByRole("alert").filter({ hasText: "An unexpected exception has occurred" }),
  ).toBeVisible({ timeout: 20_000 });
  expect(refused).toBe(1);
  await checkPage(page);
  await uploadFixture(page, EN, "passport-passed.jpg");
  await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  await checkPage(page);
});

test("en: an identity card's front chosen as a GIF and its back as a PDF, each made a photo in the browser, pass", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE, ID_CARD);
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await fromPhotoTips(page, EN);
  await uploadPassingIdCard(
    page,
    EN,
    await asGif("id-card-front-passed.jpg"),
    await asPdf("id-card-back-passed.jpg"),
  );
});

test("pl: an identity card's front chosen as HEIC and its back as a JPEG of over 7 MB, converted and made smaller in the browser, pass", async ({
  page,
  request,
}) => {
  // The HEIC decoder and the compression of 7 MB run in the page: 33 to 40 s on two busy cores.
  test.setTimeout(120_000);
  const session = await sessionAtPhotoTips(request, PL_POLAND, ID_CARD);
  await openWithSession(page, session, "/onboarding/how-to-take-picture");
  await fromPhotoTips(page, PL);
  await uploadPassingIdCard(
    page,
    PL,
    heicOf("id-card-front-passed.jpg"),
    await asLargeJpeg("id-card-back-passed.jpg"),
  );
});

test("en: the upload page by keyboard alone: focus goes to what each step shows, and Enter opens the file chooser", async ({
  page,
  request,
}) => {
  // Playwright catches a file chooser only while something listens for one: listening all along
  // keeps each chooser that Enter opens caught, however soon after the last.
  page.on("filechooser", () => undefined);
  const session = await sessionAtPhotoTips(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await expect(page.getByRole("heading", { level: 1, name: EN.tipsTitle })).toBeVisible();
  await checkPage(page);
  const goOn = page.getByRole("button", { name: EN.takePicture, exact: true });
  for (
    let press = 0;
    press < 10 && !(await goOn.evaluate((b) => b === document.activeElement));
    press++
  )
    await page.keyboard.press("Tab");
  await expect(goOn).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/upload-document$/);
  const popup = page.getByRole("dialog");
  await expect(popup).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(popup.getByRole("button", { name: EN.proceed, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const side = page.getByRole("heading", { level: 2, name: "Your passport's photo page" });
  await expect(side).toBeFocused();
  await checkPage(page);

  // Enter on "Choose a file", as on any button; a file of a type not taken is refused.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: EN.chooseFile, exact: true })).toBeFocused();
  let chooser = page.waitForEvent("filechooser", { timeout: 5_000 });
  await page.keyboard.press("Enter");
  await (
    await chooser
  ).setFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  const refusal = page.getByRole("alert").filter({ hasText: "incorrect format" });
  await expect(refusal).toBeFocused();
  await checkPage(page);

  // A photo chosen: its preview takes focus.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: EN.chooseFile, exact: true })).toBeFocused();
  chooser = page.waitForEvent("filechooser", { timeout: 5_000 });
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(path.join(CORPUS, "passport-blurred-refer.jpg"));
  await expect(page.getByRole("heading", { level: 2, name: "Check the photo" })).toBeFocused({
    timeout: 30_000,
  });
  await checkPage(page);
  for (let press = 0; press < 3; press++) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: EN.upload, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");

  // The service refuses the photo: the refusal takes focus, with the page's upload again.
  const blurred = page.getByRole("alert").filter({ hasText: "The photo is blurred." });
  await expect(blurred).toBeFocused({ timeout: 20_000 });
  await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
  await checkPage(page);
});

test("en: a reload in the middle of an identity card's journey continues it on its back, with the attempts it has left", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE, ID_CARD);
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await expectTipsForFiles(page, "idCard");
  await fromPhotoTips(page, EN);
  await expect(
    page.getByRole("heading", { level: 2, name: "Front of your identity card" }),
  ).toBeVisible();
  await uploadFixture(page, EN, "id-card-front-passed.jpg");
  const back = page.getByRole("heading", { level: 2, name: "Back of your identity card" });
  await expect(back).toBeVisible({ timeout: 20_000 });
  await uploadFixture(page, EN, "id-card-back-glare-refer.jpg");
  await expect(page.getByRole("alert").filter({ hasText: "glare" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
  await checkPage(page);

  await page.reload();
  // The journey goes on at the back, the last photo's refusal said again and given focus; the
  // popup recommending the phone, answered for this journey, does not show again.
  await expect(back).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "glare" })).toBeFocused();
  await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Upload your document again" }),
  ).toBeVisible();
  await checkPage(page);
  await uploadFixture(page, EN, "id-card-back-passed.jpg");
  await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 30_000 });
  const results = page.getByRole("region", { name: "Verification results" });
  // The three photos of one journey: the front, the back refused, the back passed.
  await expect(results.getByRole("heading", { level: 3, name: /^Photo \d/ })).toHaveText([
    "Photo 1: Identity card, front – Poland",
    "Photo 2: Identity card, back",
    "Photo 3: Identity card, back – Poland",
  ]);
  // A card's front holds no zone: its checks are for the back, not needed on the front.
  const front = results
    .getByRole("listitem")
    .filter({ hasText: "Photo 1: Identity card, front – Poland" });
  const frontZone = front.locator("div").filter({ hasText: "Machine-readable zone read" });
  await expect(frontZone.getByRole("definition")).toHaveText("Not needed");
  await checkPage(page);

  // Log out ends the session on the results (they show what was read off the document).
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("onboarding.token"))).toBeNull();
  await page.goto("/eu-en/onboarding/upload-succeeded");
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/login$/);
  await checkPage(page);
});
