/**
 * A journey whose definition asks for a health certificate after the document (a deployment's
 * JOURNEY_DEFINITION and HEALTH_PASS_SIGNING_KEYS, on a server of its own): after the passport of
 * JAN PIOTR KOWALSKI, the page asks for his EU Digital COVID Certificate. His certificate, signed
 * by the configured key, passes and the results list it with the Covid pass cross-check (en,
 * computer); one signed by another key is refused with attempts left, then his own passes (pl,
 * computer); on the phone the certificate is chosen as a file (pl, 390 px), and the page camera's
 * photo of a passport is refused as no certificate (en). Certificates are signed for the run.
 * Every state passes the page guard.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { renderHealthPass } from "../scripts/fixtures/health-passes/render-health-pass.ts";
import {
  healthCertificateCode,
  testSigningKey,
  type TestSigningKey,
} from "../scripts/fixtures/health-passes/sign-health-certificate.ts";
import { WITH_HEALTH_PASS } from "../tests/fixtures/journey-definitions.ts";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { test as phoneTest } from "./camera-fixtures.ts";
import { passportThenPageCamera, sessionAtTips } from "./camera-steps.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { checkPage, expect, test } from "./fixtures.ts";
import { phoneDocumentAsFile, phonePageAsFile, PL_PHONE_PERSON } from "./phone-person-steps.ts";
import { EN, fromPhotoTips, PL, uploadFixture, type Labels } from "./upload-journey.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";

test.describe.configure({ timeout: 120_000 });

/** A passport of JAN PIOTR KOWALSKI, born 1979-12-03, that the document checks pass. */
const PASSPORT = "passport-soft-focus-passed.jpg";
const signer = testSigningKey("e2e health-pass signer");
/** Another key under the signer's key id: a forged certificate. */
const forger = testSigningKey("e2e health-pass signer");

let server: DefinitionServer;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await waitingFor("server start", () =>
    startDefinitionServer(WITH_HEALTH_PASS, (dataDir) => {
      const keys = path.join(dataDir, "health-pass-signing-keys.json");
      fs.writeFileSync(keys, JSON.stringify({ signingKeys: [signer.entry] }));
      return { HEALTH_PASS_SIGNING_KEYS: keys };
    }),
  );
  api = await playwright.request.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const DAY = 86_400_000;
async function certificate(key: TestSigningKey, form: "scan" | "photo") {
  const holder = { familyName: "Kowalski", givenName: "Jan Piotr", dateOfBirth: "1979-12-03" };
  const code = healthCertificateCode(holder, key, {
    issuedAt: new Date(Date.now() - 30 * DAY),
    expiresAt: new Date(Date.now() + 300 * DAY),
  });
  return {
    name: "certificate.jpg",
    mimeType: "image/jpeg",
    buffer: await renderHealthPass(
      { code, name: "KOWALSKI JAN PIOTR", dateOfBirth: holder.dateOfBirth },
      form,
    ),
  };
}

interface Texts {
  labels: Labels;
  title: string;
  certificateTitle: string;
  documentDone: string;
  previewQuestion: string;
}

const EN_TEXTS: Texts = {
  labels: EN,
  title: "Your health certificate",
  certificateTitle: "Health certificate",
  documentDone: "Thank you. Now upload your EU Digital COVID Certificate.",
  previewQuestion: "Is the whole QR code in the photo, sharp and without glare?",
};

const PL_TEXTS: Texts = {
  labels: PL,
  title: "Twoje zaświadczenie zdrowotne",
  certificateTitle: "Zaświadczenie zdrowotne",
  documentDone: "Dziękujemy. Teraz prześlij unijne cyfrowe zaświadczenie COVID.",
  previewQuestion: "Czy na zdjęciu widać cały kod QR, ostry i bez odblasków?",
};

/** After the passport: the health-certificate step, its texts and the guard. */
async function atHealthPass(page: Page, texts: Texts): Promise<void> {
  await waitingFor("document check", () =>
    expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await expect(
    page.getByRole("heading", { level: 2, name: texts.certificateTitle, exact: true }),
  ).toBeVisible();
  await checkPage(page);
}

test("en: after the passport, the holder's signed certificate passes and the results cross-check it", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, EN_EUROPE);
  await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, EN);
  await uploadFixture(page, EN, PASSPORT);
  await atHealthPass(page, EN_TEXTS);
  await expect(page.getByRole("status").filter({ hasText: EN_TEXTS.documentDone })).toBeVisible();
  await uploadFixture(page, EN, await certificate(signer, "scan"), async () => {
    await expect(page.getByText(EN_TEXTS.previewQuestion, { exact: true })).toBeVisible();
  });
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  const results = page.getByRole("region", { name: "Verification results" });
  await expect(
    results.getByRole("heading", {
      name: "Photo 2: Covid pass (EU Digital COVID Certificate) – Poland",
    }),
  ).toBeVisible();
  await expect(results.getByText("Signed by a trusted issuer", { exact: true })).toBeVisible();
  await expect(results.getByText("Covid pass cross-check", { exact: true })).toBeVisible();
  await expect(results.getByText("Covid pass cross-check result", { exact: true })).toBeVisible();
  await checkPage(page);
});

test("pl: a certificate signed by another key is refused with attempts left, then the holder's passes", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, PL_POLAND);
  await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, PL);
  await uploadFixture(page, PL, PASSPORT);
  await atHealthPass(page, PL_TEXTS);
  await uploadFixture(page, PL, await certificate(forger, "photo"), async () => {
    await expect(page.getByText(PL_TEXTS.previewQuestion, { exact: true })).toBeVisible();
  });
  await waitingFor("document check", () =>
    expect(
      page.getByRole("alert").filter({
        hasText: "To zaświadczenie nie jest podpisane przez zaufanego przez nas wystawcę.",
      }),
    ).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await expect(page.getByText("Pozostałe próby: 2", { exact: true })).toBeVisible();
  await checkPage(page);
  await uploadFixture(page, PL, await certificate(signer, "photo"));
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await expect(page.getByRole("heading", { level: 1, name: PL.verified })).toBeVisible();
  await checkPage(page);
});

phoneTest.describe("on the phone", () => {
  phoneTest.use({ cameraDevice: "phone" });

  phoneTest("pl: the passport and the certificate as files, at 390 px", async ({ page }) => {
    const session = await sessionAtTips(api, PL_POLAND);
    await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
    await checkPage(page);
    await page.getByRole("button", { name: "Zróbmy zdjęcie", exact: true }).click();
    await phoneDocumentAsFile(page, PL_PHONE_PERSON, `../documents/${PASSPORT}`);
    await atHealthPass(page, PL_TEXTS);
    await phonePageAsFile(page, PL_PHONE_PERSON, await certificate(signer, "photo"));
  });

  phoneTest(
    "en: the page camera takes a photo of the passport, which is refused as no certificate",
    async ({ page }) => {
      await passportThenPageCamera(
        page,
        api,
        server.origin,
        (at) => atHealthPass(at, EN_TEXTS),
        /Place the whole certificate inside the frame/,
      );
      await waitingFor("document check", () =>
        expect(
          page.getByRole("alert").filter({ hasText: "We could not find a QR code in this photo." }),
        ).toBeVisible({ timeout: DOCUMENT_CHECK_WITHIN_MS }),
      );
      await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
      await checkPage(page);
    },
  );
});
