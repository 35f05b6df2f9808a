/**
 * The phone step, typed key by key: a code by SMS read from the dev outbox; a wrong number and
 * back; resends until verification by e-mail is offered, its six boxes filled by paste and by
 * typing; a wrong code five times, then a new code. Tagged @walk: also at phone width.
 */
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { newPhoneNumber, paste, retype, typeInto } from "./helpers.ts";
import {
  codeSentTo,
  EN_EUROPE,
  messagesTo,
  openWithSession,
  PL_POLAND,
  sessionAtPhoneStep,
} from "./api-session.ts";
import { botCheckVerified } from "./waits.ts";

async function tickRobotCheck(page: Page, label: string, verified: RegExp) {
  await page.getByRole("checkbox", { name: label, exact: true }).click();
  await botCheckVerified(page, verified);
}

test("en: the phone verified by SMS, after a wrong number was corrected @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/confirm-phone");
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your phone number" }),
  ).toBeVisible();
  await expect(page.getByTestId("progress")).toHaveText("About 5 minutes left");
  await checkPage(page);

  // Ireland is the residence: its code comes first and is chosen.
  const prefix = page.getByRole("combobox", { name: "Country code", exact: true });
  await expect(prefix).toHaveValue("+353 Ireland");
  await prefix.click();
  await expect(page.getByRole("option").first()).toHaveText("+353 Ireland");
  await prefix.press("Escape");
  await expect(prefix).toHaveValue("+353 Ireland");
  const number = page.getByLabel("Mobile phone number", { exact: true });
  const confirmNumber = page.getByRole("button", { name: "Confirm number", exact: true });
  // Letters are dropped as they are typed; under 5 digits, and until the bot check has passed,
  // the button stays off.
  await typeInto(number, "08a7");
  await expect(number).toHaveValue("087");
  await expect(confirmNumber).toHaveAttribute("aria-disabled", "true");
  const wrongNumber = newPhoneNumber("0871");
  await retype(number, wrongNumber);
  await expect(confirmNumber).toHaveAttribute("aria-disabled", "true");
  await tickRobotCheck(page, "I am not a robot", /Verified/);
  await expect(confirmNumber).not.toHaveAttribute("aria-disabled");
  await confirmNumber.click();

  const code = page.getByLabel("Code from the text message", { exact: true });
  await expect(code).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "We have sent a code" })).toBeVisible();
  // The number is kept but cannot be changed while the code is asked for.
  await expect(number).toHaveAttribute("readonly", "");
  await checkPage(page);
  expect(await messagesTo(request, `+353${wrongNumber.slice(1)}`)).toBe(1);

  // Wrong number: back to entry, the number kept and editable; a new number, a new check.
  await page.getByRole("button", { name: "Wrong phone number?", exact: true }).click();
  await expect(number).not.toHaveAttribute("readonly");
  await expect(number).toHaveValue(wrongNumber);
  await expect(code).toHaveCount(0);
  const rightNumber = newPhoneNumber("0872");
  await retype(number, rightNumber);
  await tickRobotCheck(page, "I am not a robot", /Verified/);
  await confirmNumber.click();
  await expect(code).toBeFocused();
  const confirm = page.getByRole("button", { name: "Confirm", exact: true });
  await expect(confirm).toHaveAttribute("aria-disabled", "true");
  await typeInto(code, await codeSentTo(request, `+353${rightNumber.slice(1)}`));
  await expect(confirm).not.toHaveAttribute("aria-disabled");
  await checkPage(page);
  await confirm.click();

  await expect(page).toHaveURL(/\/eu-en\/onboarding\/residence-details$/);
  await checkPage(page);
});

test("pl: resent twice, then verified by e-mail with the six boxes filled by paste and by typing @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/confirm-phone");
  await expect(
    page.getByRole("heading", { level: 1, name: "Potwierdź numer telefonu" }),
  ).toBeVisible();
  await checkPage(page);
  await expect(page.getByLabel("Numer kierunkowy", { exact: true })).toHaveValue("+48 Polska");
  const phone = newPhoneNumber("601", 9);
  await typeInto(page.getByLabel("Numer telefonu komórkowego", { exact: true }), phone);
  await tickRobotCheck(page, "Nie jestem robotem", /Zweryfikowano/);
  await page.getByRole("button", { name: "Potwierdź numer", exact: true }).click();
  await expect(page.getByLabel("Kod z SMS-a", { exact: true })).toBeFocused();
  const byEmail = page.getByRole("button", { name: "Zweryfikuj przez e-mail", exact: true });
  await expect(byEmail).toHaveCount(0);

  // The second SMS offers e-mail instead.
  await page.getByRole("button", { name: "Wyślij kod ponownie", exact: true }).click();
  await expect(byEmail).toBeVisible();
  expect(await messagesTo(request, `+48${phone}`)).toBe(2);
  await checkPage(page);
  await byEmail.click();

  await expect(page).toHaveURL(/\/onboarding\/confirm-email$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wpisz kod z e-maila" })).toBeVisible();
  await checkPage(page);
  const boxes = page.getByRole("group", { name: "Kod z e-maila", exact: true });
  const box = (n: number) => boxes.getByRole("textbox", { name: `Cyfra ${n} z 6`, exact: true });
  await expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
  const code = await codeSentTo(request, session.email);

  // Paste splits the code across the boxes, even as "12 34 56".
  await paste(box(1), `${code.slice(0, 2)} ${code.slice(2, 4)} ${code.slice(4)}`);
  for (let n = 1; n <= 6; n++) await expect(box(n)).toHaveValue(code[n - 1]!);
  // Backspace in an empty box moves back and clears the one before.
  await box(6).click();
  await page.keyboard.press("Backspace");
  await expect(box(6)).toHaveValue("");
  await page.keyboard.press("Backspace");
  await expect(box(5)).toHaveValue("");
  await expect(box(5)).toBeFocused();
  const confirm = page.getByRole("button", { name: "Potwierdź", exact: true });
  await expect(confirm).toHaveAttribute("aria-disabled", "true");
  // Typing moves forward by itself.
  await page.keyboard.type(code.slice(4));
  await expect(box(6)).toHaveValue(code[5]!);
  await checkPage(page);
  await confirm.click();

  await expect(page).toHaveURL(/\/onboarding\/residence-details$/);
  await checkPage(page);
});

test("en: a wrong code five times kills it; a new code works", async ({ page, request }) => {
  const session = await sessionAtPhoneStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/confirm-phone");
  await checkPage(page);
  const phone = newPhoneNumber("0873");
  await typeInto(page.getByLabel("Mobile phone number", { exact: true }), phone);
  await tickRobotCheck(page, "I am not a robot", /Verified/);
  await page.getByRole("button", { name: "Confirm number", exact: true }).click();
  const code = page.getByLabel("Code from the text message", { exact: true });
  await expect(code).toBeFocused();
  const sent = await codeSentTo(request, `+353${phone.slice(1)}`);
  const wrong = sent === "000000" ? "111111" : "000000";
  const confirm = page.getByRole("button", { name: "Confirm", exact: true });
  for (let left = 4; left >= 1; left--) {
    await retype(code, wrong);
    await confirm.click();
    await expect(
      page
        .getByText(
          `This code is not right. You can try ${left} more ${left === 1 ? "time" : "times"}.`,
          { exact: true },
        )
        .first(),
    ).toBeVisible();
  }
  await retype(code, wrong);
  await confirm.click();
  await expect(
    page.getByText("This code can no longer be used. Ask for a new code.", { exact: true }).first(),
  ).toBeVisible();
  await checkPage(page);
  // Even the right code is refused now; a new code is needed.
  await retype(code, sent);
  await confirm.click();
  await expect(
    page.getByText("This code can no longer be used. Ask for a new code.", { exact: true }).first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send the code again", exact: true }).click();
  await expect.poll(() => codeSentTo(request, `+353${phone.slice(1)}`)).not.toBe(sent);
  // What was said of the old code goes with it.
  await expect(page.getByText("This code can no longer be used. Ask for a new code.")).toHaveCount(
    0,
  );
  await retype(code, await codeSentTo(request, `+353${phone.slice(1)}`));
  await confirm.click();
  await expect(page).toHaveURL(/\/residence-details$/);
  await checkPage(page);
});

test("pl: Enter does what the buttons do: the number sent, a wrong code refused and the refusal kept @walk", async ({
  page,
  request,
}) => {
  const session = await sessionAtPhoneStep(request, PL_POLAND);
  await openWithSession(page, session, "/onboarding/confirm-phone");
  await checkPage(page);
  const phone = newPhoneNumber("602", 9);
  await tickRobotCheck(page, "Nie jestem robotem", /Zweryfikowano/);
  const number = page.getByLabel("Numer telefonu komórkowego", { exact: true });
  await typeInto(number, phone);
  // Enter in the number field presses "Potwierdź numer".
  await number.press("Enter");
  const code = page.getByLabel("Kod z SMS-a", { exact: true });
  await expect(code).toBeFocused();
  await expect.poll(() => messagesTo(request, `+48${phone}`)).toBe(1);
  const sent = await codeSentTo(request, `+48${phone}`);
  const wrong = sent === "000000" ? "111111" : "000000";
  await typeInto(code, wrong);
  await code.press("Enter");
  const refusal = "Ten kod jest nieprawidłowy. Możesz spróbować jeszcze 4 razy.";
  const summary = page.getByRole("alert").filter({ hasText: refusal });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await checkPage(page);
  // Enter again with the same code, from the field: the refusal stays where it was.
  await code.click();
  await code.press("Enter");
  await expect(summary).toBeFocused();
  await expect(page.getByText(refusal).first()).toBeVisible();
  await checkPage(page);
  // The right code, sent with Enter.
  await retype(code, sent);
  await code.press("Enter");
  await expect(page).toHaveURL(/\/onboarding\/residence-details$/);
  await checkPage(page);
});
