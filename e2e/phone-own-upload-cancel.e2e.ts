/**
 * A phone uploading its document on its own device (`?mobile=true`, no hand-off) that cancels
 * the identity journey: the cancellation leads where the flow leads a cancelled journey, with a
 * way forward, and never to the hand-off's "go back to your computer" page.
 */
import { EN_EUROPE, openWithSession, sessionAtPhotoTips } from "./api-session.ts";
import { test } from "./camera-fixtures.ts";
import { checkPage, expect } from "./fixtures.ts";
import { pastSecuring } from "./securing-popup.ts";

test.describe.configure({ timeout: 90_000 });

test("en: a phone on its own device cancels the journey at the camera and lands on the cancelled result with a way forward", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/upload-document?mobile=true");
  await expect(
    page.getByRole("heading", { level: 1, name: "Take a photo of your document" }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await pastSecuring(page);
  const instructions = page.getByRole("dialog", { name: "How to take the photo" });
  await expect(instructions).toBeVisible();
  await instructions.getByRole("button", { name: "Got it", exact: true }).click();
  await expect(instructions).toHaveCount(0);

  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  const asking = page.getByRole("dialog", { name: "Cancel the verification?" });
  await expect(asking).toBeVisible();
  await checkPage(page);
  await asking.getByRole("button", { name: "Yes, cancel", exact: true }).click();

  await expect(page).toHaveURL(/\/upload-failed$/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Verification cancelled" }),
  ).toBeVisible();
  await expect(page.getByText("Go back to your computer", { exact: true })).toHaveCount(0);
  // A way forward: the next step, or a new attempt.
  await expect(
    page
      .getByRole("main")
      .getByRole("button", { name: /^(Next|Try again)$/ })
      .first(),
  ).toBeVisible();
  await checkPage(page);
});
