/**
 * The phone step's first part, the number: the country code starts at the residence's in every
 * language (Russian lists other countries first, but lists is all it does), and "Confirm number"
 * waits for the bot check as registration's Next does, saying what is missing when pressed too
 * early instead of sending a number the server must refuse. Tagged @walk: also at phone width.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import { clickMarkedDisabled, countryNameOnPage, newPhoneNumber, typeInto } from "./helpers.ts";
import {
  EN_EUROPE,
  messagesTo,
  openWithSession,
  PL_POLAND,
  sessionAtPhoneStep,
  type Brand,
} from "./api-session.ts";
import { botCheckVerified } from "./waits.ts";

/**
 * A Polish resident and citizen, registered in the language given (Russian and Ukrainian confirm
 * Poland; English names it). Only Polish is sent to the "pl" forms.
 */
const polishResident = (languageCode: string, residence: Record<string, unknown>): Brand => ({
  ...PL_POLAND,
  version: "eu",
  languageCode,
  residence,
});

const POLISH_RESIDENTS = [
  {
    path: "/ru/onboarding/confirm-phone",
    label: "Код страны",
    brand: polishResident("RU", { residenceConfirm: true }),
  },
  {
    path: "/ua/onboarding/confirm-phone",
    label: "Код країни",
    brand: polishResident("UA", { residenceConfirm: true }),
  },
  {
    path: "/eu-en/onboarding/confirm-phone",
    label: "Country code",
    brand: polishResident("EN", { residenceCountry: "PL", chooseLanguage: true }),
  },
];

for (const { path, label, brand } of POLISH_RESIDENTS) {
  test(`${brand.languageCode.toLowerCase()}: a Polish resident's country code starts at +48`, async ({
    page,
    request,
  }) => {
    const session = await sessionAtPhoneStep(request, brand);
    await openWithSession(page, session, path);
    const prefix = page.getByRole("combobox", { name: label, exact: true });
    await expect(prefix).toHaveValue(`+48 ${await countryNameOnPage(page, "PL")}`);
    await checkPage(page);
    if (brand.languageCode === "RU") {
      // The Russian list keeps the spec's order (UA, PL, RU, LV, LT, BY first).
      await prefix.click();
      const listed = page.getByRole("listbox", { name: label }).getByRole("option");
      await expect(listed.first()).toHaveText(`+380 ${await countryNameOnPage(page, "UA")}`);
      await expect(listed.nth(1)).toHaveText(`+48 ${await countryNameOnPage(page, "PL")}`);
      await prefix.press("Escape");
      await expect(prefix).toHaveValue(`+48 ${await countryNameOnPage(page, "PL")}`);
    }
  });
}

test("en: Confirm number waits for the bot check, and says so when pressed while it works @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, EN_EUROPE);
  // The bot check's challenge is held back until the test lets it through: a slow network, or
  // a phone still at the proof of work, keeps the check at "Verifying…" as long.
  let letChallengeThrough = () => {};
  const challengeHeld = new Promise<void>((resolve) => (letChallengeThrough = resolve));
  await page.route("**/api/altcha/challenge", async (route) => {
    await challengeHeld;
    await route.continue();
  });
  await openWithSession(page, session, "/eu-en/onboarding/confirm-phone");
  await checkPage(page);
  const number = newPhoneNumber("0871");
  await typeInto(page.getByLabel("Mobile phone number", { exact: true }), number);
  await page.getByRole("checkbox", { name: "I am not a robot", exact: true }).click();
  const botCheck = page.getByTestId("proof-of-work");
  await expect(botCheck).toContainText("Verifying…");

  const confirmNumber = page.getByRole("button", { name: "Confirm number", exact: true });
  await clickMarkedDisabled(confirmNumber);
  const summary = page.getByRole("alert").filter({ hasText: "Complete the security check" });
  await expect(summary).toBeVisible();
  await checkPage(page);
  expect(await messagesTo(request, `+353${number.slice(1)}`)).toBe(0);

  letChallengeThrough();
  await botCheckVerified(page, "Verified");
  await expect(confirmNumber).not.toHaveAttribute("aria-disabled");
  await confirmNumber.click();
  await expect(page.getByLabel("Code from the text message", { exact: true })).toBeFocused();
  expect(await messagesTo(request, `+353${number.slice(1)}`)).toBe(1);
  await checkPage(page);
});

test("pl: a bot check the server refuses is said, and the check can be done again @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, PL_POLAND);
  // The first number sent carries a proof the server cannot accept (spent, or forged on the way).
  let spoilNextProof = true;
  await page.route("**/api/form/pl/sms/desktop-sms", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    if (!spoilNextProof) return route.continue();
    spoilNextProof = false;
    await route.continue({ postData: JSON.stringify({ ...body, recaptchaToken: "spent" }) });
  });
  await openWithSession(page, session, "/onboarding/confirm-phone");
  await checkPage(page);
  const number = newPhoneNumber("603", 9);
  await typeInto(page.getByLabel("Numer telefonu komórkowego", { exact: true }), number);
  const robot = page.getByRole("checkbox", { name: "Nie jestem robotem", exact: true });
  await robot.click();
  await botCheckVerified(page, "Zweryfikowano");
  const confirmNumber = page.getByRole("button", { name: "Potwierdź numer", exact: true });
  await confirmNumber.click();

  // The refusal shows, and stays; the check is there to do again.
  const refusal = "Weryfikacja bezpieczeństwa nie powiodła się. Wykonaj ją ponownie.";
  const summary = page.getByRole("alert").filter({ hasText: refusal });
  await expect(summary).toBeVisible();
  await expect(robot).not.toBeChecked();
  await expect(confirmNumber).toHaveAttribute("aria-disabled", "true");
  await checkPage(page);
  await expect(summary).toBeVisible();
  expect(await messagesTo(request, `+48${number}`)).toBe(0);

  await robot.click();
  await botCheckVerified(page, "Zweryfikowano");
  await confirmNumber.click();
  await expect(page.getByLabel("Kod z SMS-a", { exact: true })).toBeFocused();
  expect(await messagesTo(request, `+48${number}`)).toBe(1);
  await checkPage(page);
});
