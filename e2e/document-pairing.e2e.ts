/**
 * An identity card photographed as people get it wrong, uploaded from the desktop: its front
 * chosen again where the back is asked for is refused at once with a word to turn the card over,
 * at no attempt's cost; the back then passes. A membership card is not taken for a card's front.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  EN_EUROPE,
  ID_CARD,
  openWithSession,
  PL_POLAND,
  sessionAtPhotoTips,
} from "./api-session.ts";
import { EN, fromPhotoTips, PL, uploadFixture } from "./upload-journey.ts";

test("en: the card's front chosen twice is refused at once, the back still asked for, then the back passes", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, EN_EUROPE, ID_CARD);
  await openWithSession(page, session, "/eu-en/onboarding/how-to-take-picture");
  await fromPhotoTips(page, EN);
  await uploadFixture(page, EN, "id-card-front-passed.jpg");
  const back = page.getByRole("heading", { level: 2, name: "Back of your identity card" });
  await expect(back).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Attempts remaining: 3", { exact: true })).toBeVisible();

  await uploadFixture(page, EN, "id-card-front-again.jpg");
  await expect(
    page.getByRole("alert").filter({
      hasText: "This is the front of your card again. Turn the card over and photograph its back.",
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(back).toBeVisible();
  await expect(page.getByText("Attempts remaining: 3", { exact: true })).toBeVisible();
  await checkPage(page);

  await uploadFixture(page, EN, "id-card-back-passed.jpg");
  await expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: EN.verified })).toBeVisible();
  // The refused photo was never judged: the results list the front and the back only.
  const results = page.getByRole("region", { name: "Verification results" });
  await expect(results.getByRole("heading", { level: 3, name: /^Photo \d/ })).toHaveText([
    "Photo 1: Identity card, front – Poland",
    "Photo 2: Identity card, back – Poland",
  ]);
  await checkPage(page);
});

test("pl: a membership card is not taken for an identity card's front, and the page says why", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhotoTips(request, PL_POLAND, ID_CARD);
  await openWithSession(page, session, "/onboarding/how-to-take-picture");
  await fromPhotoTips(page, PL);
  await uploadFixture(page, PL, "membership-card.jpg");
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "Ten rodzaj dokumentu nie jest akceptowany. Spróbuj ponownie ze stroną paszportu ze zdjęciem albo z dowodem osobistym.",
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Pozostałe próby: 2", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Przód dowodu osobistego" }),
  ).toBeVisible();
  // The page's lead names no photo fault the card does not have: it points to the reason.
  await expect(
    page.getByText(
      "Nie udało się zweryfikować ostatniego zdjęcia. Powód podajemy poniżej; wybierz inne zdjęcie.",
      { exact: true },
    ),
  ).toBeVisible();
  await checkPage(page);
});
