/**
 * A reload loses nothing a person typed: the registration's country and e-mail (never the
 * password), personal data typed and not sent, and the phone step after the code was sent, which
 * comes back at the code's entry with the same code still working and no new SMS. Tagged @walk:
 * also at phone width.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  codeSentTo,
  EN_EUROPE,
  messagesTo,
  openWithSession,
  PL_POLAND,
  sessionAtPersonalDataStep,
  sessionAtPhoneStep,
} from "./api-session.ts";
import { choose, newPhoneNumber, PASSWORD, pick, typeInto, uniqueEmail } from "./helpers.ts";
import { botCheckVerified } from "./waits.ts";

test("en: the registration's country and e-mail survive a reload, the password does not @walk", async ({
  page,
}) => {
  await page.goto("/eu-en/onboarding/");
  const country = page.getByRole("combobox", { name: "Country of residence", exact: true });
  await pick(country, "Germ", "Germany");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("radio", { name: "Continue in English", exact: true }).click();
  const email = uniqueEmail("reload");
  await typeInto(page.getByLabel(/^Email address/), email);
  await typeInto(page.getByLabel(/^Password$/), PASSWORD);
  await page.reload();
  await expect(country).toHaveValue("Germany");
  await expect(page.getByLabel(/^Email address/)).toHaveValue(email);
  await expect(page.getByLabel(/^Password$/)).toHaveValue("");
  await checkPage(page);
});

test("pl: personal data typed and not sent survives a reload @walk", async ({ page, request }) => {
  const session = await sessionAtPersonalDataStep(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/personal-data");
  await typeInto(page.getByLabel("Imię", { exact: true }), "Jan");
  await typeInto(page.getByLabel("Nazwisko", { exact: true }), "Kowalski");
  const birth = page.getByRole("group", { name: "Data urodzenia", exact: true });
  await typeInto(birth.getByRole("textbox", { name: "Dzień" }), "14");
  await choose(birth.getByRole("combobox", { name: "Miesiąc" }), "5");
  await typeInto(birth.getByRole("textbox", { name: "Rok" }), "1944");
  await choose(page.getByLabel("Rodzaj dokumentu", { exact: true }), { label: "Paszport" });
  await page.reload();
  await expect(page.getByLabel("Imię", { exact: true })).toHaveValue("Jan");
  await expect(page.getByLabel("Nazwisko", { exact: true })).toHaveValue("Kowalski");
  await expect(birth.getByRole("textbox", { name: "Dzień" })).toHaveValue("14");
  await expect(birth.getByRole("combobox", { name: "Miesiąc" })).toHaveValue("5");
  await expect(birth.getByRole("textbox", { name: "Rok" })).toHaveValue("1944");
  await expect(page.getByLabel("Rodzaj dokumentu", { exact: true })).toHaveValue("Paszport");
  await checkPage(page);
});

test("en: after the code was sent, a reload comes back to the code with the same code working @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/confirm-phone");
  const phone = newPhoneNumber("0874");
  const number = page.getByLabel("Mobile phone number", { exact: true });
  await typeInto(number, phone);
  await page.getByRole("checkbox", { name: "I am not a robot", exact: true }).click();
  await botCheckVerified(page, /Verified/);
  await page.getByRole("button", { name: "Confirm number", exact: true }).click();
  const code = page.getByLabel("Code from the text message", { exact: true });
  await expect(code).toBeFocused();
  const recipient = `+353${phone.slice(1)}`;
  expect(await messagesTo(request, recipient)).toBe(1);

  await page.reload();
  await expect(code).toBeVisible();
  await expect(number).toHaveValue(phone);
  await expect(number).toHaveAttribute("readonly", "");
  await expect(
    page.getByRole("button", { name: "Wrong phone number?", exact: true }),
  ).toBeVisible();
  await checkPage(page);
  await typeInto(code, await codeSentTo(request, recipient));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page).toHaveURL(/\/residence-details$/);
  expect(await messagesTo(request, recipient)).toBe(1);
  await checkPage(page);
});
