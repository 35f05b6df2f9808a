/**
 * A brand with two journey definitions for the computer and none for the phone (a deployment's
 * JOURNEY_DEFINITION, on a server of its own). On the computer the journey select comes first:
 * the second definition, chosen by keyboard, starts with its terms (en); the first, by pointer,
 * starts with the document, and a reload continues it without asking again (pl). On the phone
 * the page says that no journey definition is available for this channel (en and pl, 390 px);
 * where two serve the phone (another server), the one chosen opens the camera (pl, 390 px).
 * Every state passes the page guard.
 */
import type { APIRequestContext } from "@playwright/test";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { test as phoneTest } from "./camera-fixtures.ts";
import { sessionAtTips } from "./camera-steps.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN, fromPhotoTips, PL } from "./upload-journey.ts";
import { waitingFor } from "./waits.ts";
import { pastSecuring } from "./securing-popup.ts";

test.describe.configure({ timeout: 90_000 });

const DOCUMENT = [
  { action: "IDENTITY:FRONT", attempts: 3 },
  { action: "IDENTITY:BACK", attempts: 3 },
];
const TWO_FOR_THE_COMPUTER = {
  journeysPerApplication: 3,
  definitions: [
    { id: "document", channels: ["desktop"], termsAndConditions: false, steps: DOCUMENT },
    {
      id: "documentAndAddress",
      channels: ["desktop"],
      termsAndConditions: true,
      steps: [...DOCUMENT, { action: "ADDRESS", attempts: 3 }],
    },
  ],
};

let server: DefinitionServer;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await waitingFor("server start", () => startDefinitionServer(TWO_FOR_THE_COMPUTER));
  api = await playwright.request.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test("en: the second definition, chosen by keyboard, starts with its terms", async ({ page }) => {
  const session = await sessionAtPhotoTips(api, EN_EUROPE);
  await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, EN);
  await expect(
    page.getByRole("heading", { level: 2, name: "Choose your verification" }),
  ).toBeVisible();
  const group = page.getByRole("group", { name: "What you will be asked for" });
  const first = group.getByRole("radio", { name: "Identity document", exact: true });
  const second = group.getByRole("radio", {
    name: "Identity document, Proof of address",
    exact: true,
  });
  await expect(first).toBeChecked();
  await checkPage(page);
  await first.focus();
  await page.keyboard.press("ArrowDown");
  await expect(second).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Terms and conditions" })).toBeVisible();
  await checkPage(page);
});

test("pl: the first definition starts with the document, and a reload continues it", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, PL_POLAND);
  await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, PL);
  await expect(
    page.getByRole("heading", { level: 2, name: "Wybierz sposób weryfikacji" }),
  ).toBeVisible();
  await checkPage(page);
  await page.getByRole("radio", { name: "Dokument tożsamości", exact: true }).click();
  await page.getByRole("button", { name: "Dalej", exact: true }).click();
  await expect(page.getByText(PL.chooseFile, { exact: true })).toBeVisible();
  await checkPage(page);
  await page.reload();
  await expect(page.getByText(PL.chooseFile, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wybierz sposób weryfikacji" })).toHaveCount(0);
  await checkPage(page);
});

phoneTest.describe("on the phone", () => {
  phoneTest.use({ cameraDevice: "phone" });

  phoneTest(
    "pl: where two serve the phone, the one chosen opens the camera, at 390 px",
    async ({ page, playwright }) => {
      const bothOnPhones = {
        ...TWO_FOR_THE_COMPUTER,
        definitions: TWO_FOR_THE_COMPUTER.definitions.map((definition) => ({
          ...definition,
          channels: ["mobile"],
        })),
      };
      const phoneServer = await waitingFor("server start", () =>
        startDefinitionServer(bothOnPhones),
      );
      const phoneApi = await playwright.request.newContext({ baseURL: phoneServer.origin });
      try {
        const session = await sessionAtTips(phoneApi, PL_POLAND);
        await openWithSession(
          page,
          session,
          `${phoneServer.origin}/onboarding/how-to-take-picture`,
        );
        await checkPage(page);
        await page.getByRole("button", { name: "Zróbmy zdjęcie", exact: true }).click();
        await expect(page).toHaveURL(/\/upload-document$/);
        await checkPage(page);
        await page.getByRole("button", { name: "Dalej", exact: true }).click();
        await expect(
          page.getByRole("heading", { level: 2, name: "Wybierz sposób weryfikacji" }),
        ).toBeVisible();
        await checkPage(page);
        await page.getByRole("radio", { name: "Dokument tożsamości", exact: true }).check();
        await page.getByRole("button", { name: "Dalej", exact: true }).click();
        await pastSecuring(page);
        const instructions = page.getByRole("dialog", { name: "Jak zrobić zdjęcie" });
        await expect(instructions).toBeVisible();
        await checkPage(page);
      } finally {
        await phoneApi.dispose();
        await phoneServer.stop();
      }
    },
  );

  for (const [brand, path, takePicture, next, message] of [
    [
      EN_EUROPE,
      "/eu-en/onboarding/how-to-take-picture",
      "Let's take picture",
      "Next",
      "No journey definitions are available for this channel",
    ],
    [
      PL_POLAND,
      "/onboarding/how-to-take-picture",
      "Zróbmy zdjęcie",
      "Dalej",
      "Brak definicji procesu weryfikacji dla tego kanału",
    ],
  ] as const) {
    phoneTest(
      `${brand.languageCode.toLowerCase()}: no definition serves the phone, at 390 px`,
      async ({ page }) => {
        const session = await sessionAtTips(api, brand);
        await openWithSession(page, session, `${server.origin}${path}`);
        await checkPage(page);
        await page.getByRole("button", { name: takePicture, exact: true }).click();
        await expect(page).toHaveURL(/\/upload-document$/);
        await checkPage(page);
        await page.getByRole("button", { name: next, exact: true }).click();
        await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
        await checkPage(page);
      },
    );
  }
});
