/**
 * A journey whose definition asks for a proof of address after the document (a deployment's
 * JOURNEY_DEFINITION, on a server of its own): after the passport of JAN KOWALSKI, the page asks
 * for a proof of address; his recent bank statement, the bank's PDF, passes and the results list
 * it with its checks (en, computer); another person's statement is refused with attempts left, then his own
 * passes (pl, computer); on the phone the statement is chosen as a file (en, 390 px), and the page
 * camera's photo of a passport is refused as no proof of address. Statements
 * are drawn for the run, dated twelve days before today. Every state passes the page guard.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { AddressProofPage } from "../scripts/fixtures/address-proofs/address-proof-svg.ts";
import { renderAddressProof } from "../scripts/fixtures/address-proofs/render-address-proof.ts";
import { WITH_ADDRESS_PROOF } from "../tests/fixtures/journey-definitions.ts";
import { EN_EUROPE, openWithSession, PL_POLAND, sessionAtPhotoTips } from "./api-session.ts";
import { test as phoneTest } from "./camera-fixtures.ts";
import { passportThenPageCamera, sessionAtTips } from "./camera-steps.ts";
import { startDefinitionServer, type DefinitionServer } from "./definition-server.ts";
import { checkPage, expect, test } from "./fixtures.ts";
import { EN_PHONE_PERSON, phoneDocumentAsFile, phonePageAsFile } from "./phone-person-steps.ts";
import { pdfOfJpeg } from "./upload-forms.ts";
import { EN, fromPhotoTips, PL, uploadFixture, type Labels } from "./upload-journey.ts";
import { waitingFor, DOCUMENT_CHECK_WITHIN_MS } from "./waits.ts";

test.describe.configure({ timeout: 120_000 });

/** A passport of JAN PIOTR KOWALSKI that the document checks pass. */
const PASSPORT = "passport-soft-focus-passed.jpg";

let server: DefinitionServer;
let api: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  server = await waitingFor("server start", () => startDefinitionServer(WITH_ADDRESS_PROOF));
  api = await playwright.request.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const issued = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
/** A bank statement of `name`'s: photographed, or as the bank's PDF (its page a scan). */
async function statement(name: string, form: "pdf" | "photo") {
  const page: AddressProofPage = {
    kind: "bankStatement",
    holder: { name, addressLines: ["ul. Długa 12/4", "00-238 Warszawa"] },
    issued,
  };
  if (form === "pdf") return pdfOfJpeg(await renderAddressProof(page, "scan"), "statement.pdf");
  return {
    name: "statement.jpg",
    mimeType: "image/jpeg",
    buffer: await renderAddressProof(page, form),
  };
}

interface Texts {
  labels: Labels;
  title: string;
  proofTitle: string;
  period: string;
  documentDone: string;
  previewQuestion: string;
}

const EN_TEXTS: Texts = {
  labels: EN,
  title: "Confirm your address",
  proofTitle: "Proof of address",
  period: "issued within the last 3 months",
  documentDone: "Thank you, your document is done. Now upload a proof of your address.",
  previewQuestion:
    "Is the whole page in the photo, with your name, your address and the date sharp?",
};

const PL_TEXTS: Texts = {
  labels: PL,
  title: "Potwierdź swój adres",
  proofTitle: "Potwierdzenie adresu",
  period: "wystawiony w ciągu ostatnich 3 miesięcy",
  documentDone: "Dziękujemy, dokument tożsamości gotowy. Teraz prześlij potwierdzenie adresu.",
  previewQuestion: "Czy na zdjęciu widać całą stronę, a imię i nazwisko, adres i data są ostre?",
};

/** After the passport: the proof-of-address step, its texts and the guard. */
async function atProofOfAddress(page: Page, texts: Texts): Promise<void> {
  await waitingFor("document check", () =>
    expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible({
      timeout: DOCUMENT_CHECK_WITHIN_MS,
    }),
  );
  await expect(page.getByRole("heading", { level: 2, name: texts.proofTitle })).toBeVisible();
  await expect(page.getByText(texts.period)).toBeVisible();
  await checkPage(page);
}

test("en: after the passport, the holder's recent bank statement passes and the results list it", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, EN_EUROPE);
  await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, EN);
  await uploadFixture(page, EN, PASSPORT);
  await atProofOfAddress(page, EN_TEXTS);
  await expect(page.getByRole("status").filter({ hasText: EN_TEXTS.documentDone })).toBeVisible();
  await uploadFixture(page, EN, await statement("JAN KOWALSKI", "pdf"), async () => {
    await expect(page.getByText(EN_TEXTS.previewQuestion, { exact: true })).toBeVisible();
  });
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  const results = page.getByRole("region", { name: "Verification results" });
  await expect(results.getByRole("heading", { name: "Photo 2: Bank statement" })).toBeVisible();
  await expect(
    results.getByText("Your name as on your identity document", { exact: true }),
  ).toBeVisible();
  await expect(results.getByText("Proof of address", { exact: true })).toBeVisible();
  await checkPage(page);
});

test("pl: another person's statement is refused with attempts left, then the holder's passes", async ({
  page,
}) => {
  const session = await sessionAtPhotoTips(api, PL_POLAND);
  await openWithSession(page, session, `${server.origin}/onboarding/how-to-take-picture`);
  await fromPhotoTips(page, PL);
  await uploadFixture(page, PL, PASSPORT);
  await atProofOfAddress(page, PL_TEXTS);
  await uploadFixture(page, PL, await statement("PIOTR NOWAK", "photo"));
  await waitingFor("document check", () =>
    expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Na tej stronie nie ma Twojego imienia i nazwiska" }),
    ).toBeVisible({ timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await expect(page.getByText("Pozostałe próby: 2", { exact: true })).toBeVisible();
  await checkPage(page);
  await uploadFixture(page, PL, await statement("JAN KOWALSKI", "photo"));
  await waitingFor("document check", () =>
    expect(page).toHaveURL(/\/upload-succeeded$/, { timeout: DOCUMENT_CHECK_WITHIN_MS }),
  );
  await expect(page.getByRole("heading", { level: 1, name: PL.verified })).toBeVisible();
  await checkPage(page);
});

phoneTest.describe("on the phone", () => {
  phoneTest.use({ cameraDevice: "phone" });

  phoneTest("en: the passport and the statement as files, at 390 px", async ({ page }) => {
    const session = await sessionAtTips(api, EN_EUROPE);
    await openWithSession(page, session, `${server.origin}/eu-en/onboarding/how-to-take-picture`);
    await checkPage(page);
    await page.getByRole("button", { name: "Let's take picture", exact: true }).click();
    await phoneDocumentAsFile(page, EN_PHONE_PERSON, `../documents/${PASSPORT}`);
    await atProofOfAddress(page, EN_TEXTS);
    await phonePageAsFile(page, EN_PHONE_PERSON, await statement("JAN KOWALSKI", "photo"));
  });

  phoneTest(
    "en: the page camera takes a photo of the passport, which is refused as no proof of address",
    async ({ page }) => {
      await passportThenPageCamera(
        page,
        api,
        server.origin,
        (at) => atProofOfAddress(at, EN_TEXTS),
        /Place the whole page inside the frame/,
      );
      await waitingFor("document check", () =>
        expect(
          page
            .getByRole("alert")
            .filter({ hasText: "This is an identity document, not a proof of address." }),
        ).toBeVisible({ timeout: DOCUMENT_CHECK_WITHIN_MS }),
      );
      await expect(page.getByText("Attempts remaining: 2", { exact: true })).toBeVisible();
      await checkPage(page);
    },
  );
});
