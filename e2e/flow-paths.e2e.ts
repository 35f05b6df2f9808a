/** Mobile variant, resume after reload, browser back, login, and the residence rules of registration. */
import { checkPage, expect, test } from "./fixtures.ts";
import {
  answerStepsBefore,
  EN_EUROPE,
  PL_POLAND,
  openWithSession,
  registeredSession,
  sessionAtAddressStep,
  sessionAtPersonalDataStep,
} from "./api-session.ts";
import { PASSWORD, pickCountry, registerInEnglish, retype, typeInto } from "./helpers.ts";

test("mobile=true shows the mobile upload choice and its mobile next step", async ({ page }) => {
  await registerInEnglish(page, undefined, "?mobile=true");
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeVisible();
  await expect(
    page.getByText("Uploading your document is required to open an account."),
  ).toBeVisible();
  await expect(page.getByLabel(/^Upload now/)).toBeVisible();
  await expect(page.getByLabel("Upload from your mobile phone")).toHaveCount(0);
  await checkPage(page);
  await page.getByLabel(/^Upload now/).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expect(page.locator("[data-route=mobileDocumentChoice]")).toBeVisible();
  await checkPage(page);
  await page.getByLabel("Passport", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/how-to-take-picture$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How to take a good picture of your document" }),
  ).toBeVisible();
  // The document selection is also kept locally, with the action that sent it.
  expect(await page.evaluate(() => localStorage.getItem("onboarding.documentSelection"))).toBe(
    JSON.stringify({ action: "document/mobile-document-choice", documentType: 1 }),
  );
});

test("a reload resumes at the same step with the data given so far; back keeps the step in sync", async ({
  page,
  request,
}) => {
  // Registered through the API: the walks type the registration.
  const session = await registeredSession(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/select-registration-method");
  await checkPage(page);
  await page.getByLabel("Upload from this device", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await page.reload();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your document" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/select-registration-method$/);
  await expect(page.getByLabel("Upload from this device", { exact: true })).toBeChecked();
  await page.reload();
  await expect(page.getByLabel("Upload from this device", { exact: true })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("onboarding.route"))).toBe(
    "dataUploadChoice",
  );

  // A step whose predecessors are not done sends the user back to where the application stands.
  await page.goto("/eu-en/onboarding/confirm-phone");
  await expect(page).toHaveURL(/\/document-selection$/);
});

test("a slow session check shows the page and its loader first, then the step's form", async ({
  page,
  request,
}) => {
  const session = await sessionAtPersonalDataStep(request, EN_EUROPE);
  let answerSessionCheck = () => {};
  const held = new Promise<void>((resolve) => (answerSessionCheck = resolve));
  await page.route("**/api/form/eu/get-token", async (route) => {
    await held;
    await route.continue();
  });
  await openWithSession(page, session, "/eu-en/onboarding/personal-data");
  await expect(page.getByTestId("loader")).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Dom Maklerski Europa");
  await expect(page.getByRole("textbox", { name: "First name", exact: true })).toHaveCount(0);

  answerSessionCheck();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your personal details" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First name", exact: true })).toBeEditable();
  await expect(page.getByTestId("loader")).toHaveCount(0);
  await checkPage(page);
});

test("while a step's answer is on its way, the pressed Next shows the wait and the page stays in view", async ({
  page,
  request,
}) => {
  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await answerStepsBefore(request, EN_EUROPE, session, "currency-choice");
  let answerSubmit = () => {};
  const held = new Promise<void>((resolve) => (answerSubmit = resolve));
  await page.route("**/api/form/eu/currency-choice", async (route) => {
    await held;
    await route.continue();
  });
  await openWithSession(page, session, "/eu-en/onboarding/currency");
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose your account currency" }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByRole("radio", { name: "Euro (EUR)", exact: true }).click();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await next.click();

  await expect(page.getByTestId("loader")).toHaveClass(/loader--in-button/);
  await expect(next).toHaveAttribute("data-busy", "true");
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose your account currency" }),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: "Euro (EUR)", exact: true })).toBeChecked();

  answerSubmit();
  await expect(page).toHaveURL(/\/risk-assessment$/);
  await expect(page.getByTestId("loader")).toHaveCount(0);
  await checkPage(page);
});

test("login with the registered account resumes the application with a new token", async ({
  page,
  request,
}) => {
  const { email, token: firstToken } = await registeredSession(request, EN_EUROPE);
  await page.goto("/eu-en/onboarding/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await expect(page.getByTestId("progress")).toHaveText("About 5 minutes left");
  await checkPage(page);
  const submit = page.getByRole("button", { name: "Log in", exact: true });
  await expect(submit).toBeDisabled();
  await typeInto(page.getByLabel("Email address", { exact: true }), email);
  await typeInto(page.getByLabel("Password", { exact: true }), "Wrong!pass1");
  await submit.click();
  await expect(page.getByText("The email address or password is incorrect").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
  await checkPage(page);
  await retype(page.getByLabel("Password", { exact: true }), PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/select-registration-method$/);
  const newToken = await page.evaluate(() => localStorage.getItem("onboarding.token"));
  expect(newToken).not.toBe(firstToken);
});

test("a field's check answered after the login, for the session the login ended, leaves the new session be", async ({
  page,
  request,
}) => {
  const { email } = await registeredSession(request, EN_EUROPE);
  await page.goto("/eu-en/onboarding/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await checkPage(page);
  // The blur checks reach the server only once the login has been answered, as on a busy server:
  // they carry the session the login replaced, and are answered that it has ended.
  let loginAnswered = () => {};
  const answered = new Promise<void>((resolve) => (loginAnswered = resolve));
  page.on("response", (response) => {
    if (response.url().endsWith("/new-login")) loginAnswered();
  });
  await page.route("**/api/form/eu/validate", async (route) => {
    if (route.request().postData()?.includes('"fields":["loginPassword"]')) await answered;
    await route.continue();
  });
  const lateCheck = page.waitForResponse(
    (response) => response.url().endsWith("/validate") && response.status() === 401,
  );
  await typeInto(page.getByLabel("Email address", { exact: true }), email);
  await typeInto(page.getByLabel("Password", { exact: true }), PASSWORD);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await lateCheck;
  await expect(page).toHaveURL(/\/eu-en\/onboarding\/select-registration-method$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeVisible();
  await expect(page.getByText("Your session has expired. Please log in to continue.")).toHaveCount(
    0,
  );
  expect(await page.evaluate(() => localStorage.getItem("onboarding.token"))).toBeTruthy();
  await checkPage(page);
});

test("a returning client reaches the login from the first page of each brand, before choosing a country", async ({
  page,
  request,
}) => {
  for (const [start, brand, link, heading, email, password] of [
    [
      "/eu-en/onboarding/",
      EN_EUROPE,
      "Already registered? Log in",
      "Log in",
      "Email address",
      "Password",
    ],
    [
      "/onboarding/",
      PL_POLAND,
      "Masz już konto? Zaloguj się",
      "Logowanie",
      "Adres e-mail",
      "Hasło",
    ],
  ] as const) {
    const session = await registeredSession(request, brand);
    await page.goto(start);
    await checkPage(page);
    await page.getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${start}login$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await checkPage(page);
    await typeInto(page.getByLabel(email, { exact: true }), session.email);
    await typeInto(page.getByLabel(password, { exact: true }), PASSWORD);
    await page.getByLabel(password, { exact: true }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${start}select-registration-method$`));
    await checkPage(page);
    await page.evaluate(() => localStorage.clear());
  }
});

test("Spain blocks continuing; a prohibited country warns; Ukraine asks about an EU address", async ({
  page,
}) => {
  await page.goto("/eu-en/onboarding/");
  const country = page.getByRole("combobox", { name: "Country of residence", exact: true });
  const next = page.getByRole("button", { name: "Continue", exact: true });
  await pickCountry(country, "ES");
  await expect(page.getByText("Account opening blocked")).toBeVisible();
  await expect(next).toBeDisabled();
  await pickCountry(country, "BY");
  await expect(
    page.getByText("We cannot open accounts for residents of this country."),
  ).toBeVisible();
  await expect(next).toBeDisabled();
  await checkPage(page);

  await pickCountry(country, "UA");
  await expect(next).toBeEnabled();
  await next.click();
  const dialog = page.getByRole("dialog", {
    name: "Do you have an address in the European Union?",
  });
  await expect(dialog).toBeVisible();
  await checkPage(page);
  await dialog.getByRole("button", { name: "Yes, I have an EU address", exact: true }).click();
  await expect(page.getByLabel(/^Email address/)).toBeVisible();
});

test("a country outside Europe leads to the external apply page; the language question offers the country's site", async ({
  page,
}) => {
  await page.goto("/eu-en/onboarding/");
  await pickCountry(
    page.getByRole("combobox", { name: "Country of residence", exact: true }),
    "DE",
  );
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("We have a site for Germany.")).toBeVisible();
  await checkPage(page);
  await page.getByLabel("Go to the site for Germany", { exact: true }).click();
  await expect(page).toHaveURL(/\/eu-de\/onboarding\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkPage(page);

  await page.goto("/eu-en/onboarding/");
  await pickCountry(
    page.getByRole("combobox", { name: "Country of residence", exact: true }),
    "US",
  );
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/apply\/international$/);
});

test("the Lithuanian locale on the Polish brand moves to the European brand", async ({ page }) => {
  await page.goto("/lt/onboarding/");
  await expect(page).toHaveURL(/\/eu-lt\/onboarding\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "lt");
  await checkPage(page);
});

test("select device and document selection on desktop: choices lead on, no axe violations", async ({
  page,
  request,
}) => {
  const session = await registeredSession(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/select-registration-method");
  // Select device opens once the upload choice is saved.
  await page.goto("/eu-en/onboarding/select-device");
  await expect(page).toHaveURL(/\/select-registration-method$/);
  await checkPage(page);
  await page.getByLabel("Upload from this device", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await page.goto("/eu-en/onboarding/select-device");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your device" })).toBeVisible();
  await expect(
    page.getByText("* Recommended: your phone's camera gives the best photo quality."),
  ).toBeVisible();
  await checkPage(page);
  await page.getByLabel("This computer", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expect(page.locator("[data-route=desktopDocumentChoice]")).toBeVisible();
  await checkPage(page);
  await page.getByLabel("National ID card", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/how-to-take-picture$/);
  await checkPage(page);
});
