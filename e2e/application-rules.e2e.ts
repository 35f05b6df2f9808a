/**
 * Rules of the later steps, each from a session prepared through the API up to its step: the
 * risk questions that come and go with the employment status, the US TIN cleared when the answer
 * changes, the English-knowledge agreement on the German site, and a hand-over token that logs
 * in once.
 */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  answerStepsBefore,
  DECLARATIONS,
  DE_EUROPE,
  EN_EUROPE,
  openWithSession,
  post,
  sessionAtAddressStep,
} from "./api-session.ts";
import { choose, pick, retype, typeInto } from "./helpers.ts";

test("risk: industry and position only for the working, cleared when the status changes", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "risk-assessment");
  await openWithSession(page, session, "/eu-en/onboarding/risk-assessment");
  const status = (name: string) =>
    page
      .getByRole("group", { name: "Employment status", exact: true })
      .getByRole("radio", { name, exact: true })
      .click();
  const industry = page.getByRole("combobox", { name: "Industry you work in", exact: true });
  const position = page.getByRole("combobox", { name: "Your position", exact: true });
  const source = page.getByRole("combobox", {
    name: "Main source of the money you will invest",
    exact: true,
  });
  await expect(industry).toHaveCount(0);
  await status("Self-employed");
  await pick(industry, "mark", "Marketing");
  await choose(position, { label: "Manager or director" });
  await choose(source, { label: "Business activity" });
  await checkPage(page);

  // Retired: the two questions go, with their answers.
  await status("Retired");
  await expect(industry).toHaveCount(0);
  await expect(position).toHaveCount(0);
  await status("Employed");
  await expect(industry).toHaveValue("");
  await expect(position).toHaveValue("");

  // A student without work: money from work or business is not offered, and the answer goes.
  await status("Student, not working");
  await expect(source).toHaveValue("");
  await source.click();
  const sources = page.locator(`[id="${await source.getAttribute("aria-controls")}"]`);
  const offered = (name: string) => sources.getByRole("option", { name, exact: true });
  await expect(offered("Savings and investments")).toHaveCount(1);
  await expect(offered("Business activity")).toHaveCount(0);
  await expect(offered("Employment")).toHaveCount(0);
  await checkPage(page);
});

test("declarations: a US taxpayer gives a TIN; changing the answer clears it", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "declaration-acceptance");
  await openWithSession(page, session, "/eu-en/onboarding/declaration-acceptance");
  const usa = page.getByRole("group", { name: "Are you a US taxpayer?", exact: true });
  const tin = page.getByLabel("US taxpayer identification number (9 digits)", { exact: true });
  await usa.getByRole("radio", { name: "Yes", exact: true }).click();
  // Letters are dropped as they are typed.
  await typeInto(tin, "12a3456789");
  await expect(tin).toHaveValue("123456789");
  await checkPage(page);
  await usa.getByRole("radio", { name: "No", exact: true }).click();
  await expect(tin).toBeHidden();
  await usa.getByRole("radio", { name: "Yes", exact: true }).click();
  await expect(tin).toHaveValue("");
  // English is this client's language: no English-knowledge agreement.
  await expect(
    page.getByRole("checkbox", { name: /^I understand English well enough/ }),
  ).toHaveCount(0);
});

test("the German site asks for the English-knowledge agreement before the declarations go", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, DE_EUROPE);
  await answerStepsBefore(request, DE_EUROPE, session, "declaration-acceptance");
  await openWithSession(page, session, "/eu-de/onboarding/declaration-acceptance");
  // In German: the client confirms that they can read the English documents.
  const english = page.getByRole("checkbox", { name: /^Ich verstehe Englisch gut genug/ });
  await expect(english).toBeVisible();
  await checkPage(page);
  // Without it the server refuses the declarations too.
  const refused = await request.post("/api/form/eu/declaration-acceptance", {
    data: { languageCode: "DE", token: session.token, ...DECLARATIONS },
  });
  expect(refused.status()).toBe(422);
  expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual([
    "confirmEnglishKnowledgeAgreement",
  ]);
});

test("the hand-over token logs in once; a second post of it is refused", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "none");
  const answer = await post(request, EN_EUROPE, "errors-report", { token: session.token });
  const token = answer.clientZoneToken as string;
  expect(answer.clientZoneUrl).toBe("/client-zone");

  // A page of the product posts the token twice, as a browser would on a resubmitted form.
  await openWithSession(page, session, "/eu-en/onboarding/summary");
  await checkPage(page);
  // Nothing the client zone's page asks for (its style, its icon) goes unanswered.
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().method() === "GET")
      failed.push(`${response.status()} ${response.url()}`);
  });
  const postToken = () =>
    page.evaluate((value) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/client-zone/api/autoLogin";
      for (const [name, text] of [
        ["token", value],
        ["urlParams", "lang=en"],
      ]) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name!;
        input.value = text!;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, token);
  await postToken();
  await expect(
    page.getByRole("heading", { level: 1, name: "We have your application" }),
  ).toBeVisible();
  await checkPage(page);
  await expect(page.locator("link[rel=icon]")).toHaveAttribute("href", "/favicon-eu.svg");
  await page.waitForLoadState("networkidle");
  expect(failed).toEqual([]);
  // Posted again from the client zone's page, which stays where it is (the onboarding's pages of
  // a handed-over application move on to the client zone by themselves).
  await postToken();
  await expect(
    page.getByRole("heading", { level: 1, name: "This login link cannot be used" }),
  ).toBeVisible();
  await expect(page.getByText(/already been used or it has expired/)).toBeVisible();
  await checkPage(page);
});

test("Change on the review returns to the review after the change, not through every later step", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "summary-and-payment-choice");
  await openWithSession(page, session, "/eu-en/onboarding/summary");
  await checkPage(page);
  await page.getByRole("link", { name: "Change Your address", exact: true }).click();
  await expect(page).toHaveURL(/\/residence-details$/);
  const street = page.getByLabel("Street", { exact: true });
  await expect(street).toHaveValue("Długi Targ");
  await retype(street, "Mariacka");
  await street.press("Tab");
  await checkPage(page);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole("region", { name: "Your address", exact: true })).toContainText(
    "Mariacka",
  );
  await checkPage(page);
});

test("after the hand-over the answers are final: a change is refused in the banner and the client is handed over again", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "none");
  await post(request, EN_EUROPE, "errors-report", { token: session.token });

  // The login page posts the hand-over 2 s after its token arrives; the token waits until the
  // page has been checked, however long the check takes.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/form/eu/errors-report", async (route) => {
    await released;
    await route.continue();
  });
  // The client goes back to a step and changes an answer.
  await openWithSession(page, session, "/eu-en/onboarding/currency");
  await checkPage(page);
  await page.getByRole("radio", { name: "US dollar (USD)", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/client-zone-login$/);
  await expect(page.getByRole("alert")).toContainText(
    "Your application has already been sent for account opening, so its answers can no longer be changed.",
  );
  await checkPage(page);
  release();
  await expect(
    page.getByRole("heading", { level: 1, name: "We have your application" }),
  ).toBeVisible({
    timeout: 15_000,
  });
  const saved = await post(request, EN_EUROPE, "get-token", { token: session.token });
  const steps = (saved.state as { steps: Record<string, Record<string, unknown>> }).steps;
  expect(steps.currencyChoice?.currencyChoice).toBe(2);
});
