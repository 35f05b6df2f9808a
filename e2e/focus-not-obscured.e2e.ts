/**
 * Nothing focused hides behind the sticky risk disclaimer: every control of the longer steps and
 * the review's change links, reached with Tab from the top of the page, is in view and clear of
 * it; and every step opened afresh says how long is left. Tagged @walk: also at phone width,
 * where the disclaimer takes most room.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  answerStepsBefore,
  EN_EUROPE,
  LATER_STEPS,
  openWithSession,
  PL_POLAND,
  post,
  sessionAtAddressStep,
  sessionAtPersonalDataStep,
} from "./api-session.ts";
import { expectFocusNeverHidden } from "./focus-visibility.ts";

test("en: personal data, every control in view when focused @walk", async ({ page, request }) => {
  const session = await sessionAtPersonalDataStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/personal-data");
  await expect(page.getByRole("combobox", { name: "Document type", exact: true })).toBeVisible();
  await checkPage(page);
  await expectFocusNeverHidden(page);
});

const PATHS: Record<string, string> = {
  "address-details": "residence-details",
  "tax-office-details": "tax-residence",
  "currency-choice": "currency",
  "risk-assessment": "risk-assessment",
  "declaration-acceptance": "declaration-acceptance",
  "summary-and-payment-choice": "summary",
};

test("pl: address, tax residence, currency, risk, declarations and the review, every control in view when focused @walk", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await sessionAtAddressStep(request, PL_POLAND);
  for (const [action, answers] of LATER_STEPS) {
    await openWithSession(page, session, `/onboarding/${PATHS[action]}`);
    await expect(page.locator("form")).toBeVisible();
    // Every step, opened afresh, says how long is left.
    await expect(page.getByTestId("progress")).toHaveText(/^Pozostało około \d minut[y]?$/);
    await checkPage(page);
    await expectFocusNeverHidden(page);
    if (action === "summary-and-payment-choice") break;
    await post(request, PL_POLAND, action, { token: session.token, ...answers });
  }
  await expect(page.getByRole("link", { name: /^Zmień/ }).first()).toBeVisible();
});

test("en: the review's change links in view when focused @walk", async ({ page, request }) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "summary-and-payment-choice");
  await openWithSession(page, session, "/eu-en/onboarding/summary");
  await expect(page.getByRole("link", { name: "Change Your address", exact: true })).toBeVisible();
  await checkPage(page);
  await expectFocusNeverHidden(page);
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("pl: a summary longer than the screen takes focus with its heading in view", async ({
    page,
    request,
  }) => {
    const session = await sessionAtAddressStep(request, PL_POLAND);
    await answerStepsBefore(request, PL_POLAND, session, "declaration-acceptance");
    await openWithSession(page, session, "/onboarding/declaration-acceptance");
    // Marked disabled while the form is incomplete, Dalej still answers a press.
    await page.getByRole("button", { name: "Dalej", exact: true }).click({ force: true });
    const summary = page.getByRole("heading", { name: "Wystąpił problem", exact: true });
    await expect(summary.locator("..")).toBeFocused();
    await expect(summary).toBeInViewport();
    await checkPage(page);
  });
});
