/**
 * The README's worked example, carried out: a field added with JSON and locale files only
 * passes the config lint, renders from the same files, is checked by the server on blur and on
 * submit, is stored, and appears in the regenerated payload type. The project files are copied
 * to a temporary folder and edited there, as compliance would edit them. The field is one no
 * schema of the project declares, so the test holds whatever fields the project's own files gain
 * (the README's middle name included).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintLocales } from "../../scripts/config-lint/lint-locales.ts";
import { lintStaleTranslations } from "../../scripts/config-lint/lint-stale-translations.ts";
import { lintSteps } from "../../scripts/config-lint/lint-steps.ts";
import { FORM_WIDGETS } from "../../scripts/config-lint/lint-widgets.ts";
import {
  markReviewed,
  readTranslationSources,
} from "../../scripts/config-lint/translation-sources.ts";
import {
  generateStepTypes,
  payloadTypesFile,
  stalePayloadTypesProblem,
} from "../../scripts/gen-types.ts";
import { loadProjectFiles, PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import { LANGUAGES } from "../../src/shared/brand/locales.ts";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices, type CreatedServices } from "../../src/server/create-services.ts";
import { buildProxyServer } from "../../src/server/http/proxy-server.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { localiseUiSchema } from "../../src/engine/logic/localise-ui-schema.ts";
import { localeTranslator } from "../component/locale-translator.ts";

/** A field no schema of the project declares. */
const FIELD = "mothersMaidenName";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-compliance-"));
let created: CreatedServices;
let app: Awaited<ReturnType<typeof buildProxyServer>>;

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const full = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>;
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
}

beforeAll(async () => {
  for (const folder of ["schemas", "flows", "locales", "config"]) {
    fs.cpSync(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true });
  }
  fs.mkdirSync(path.dirname(payloadTypesFile(root)), { recursive: true });
  fs.copyFileSync(payloadTypesFile(), payloadTypesFile(root));
  // The README's steps 1 to 3.
  editJson("schemas/personalDataConfirm.schema.json", (schema) => {
    (schema.properties as Record<string, unknown>)[FIELD] = {
      type: "string",
      maxLength: 50,
      pattern: "^[\\p{L}][\\p{L} '.-]*$",
    };
  });
  editJson("schemas/personalDataConfirm.ui.json", (ui) => {
    const order = ui["ui:order"] as string[];
    order.splice(order.indexOf("lastName") + 1, 0, FIELD);
  });
  // Compliance adds the field's texts in every language.
  for (const [language, label, pattern] of [
    ["en", "Mother's maiden name", "Use letters only"],
    ["pl", "Nazwisko panieńskie matki", "Używaj tylko liter"],
    ["lt", "Motinos mergautinė pavardė", "Naudokite tik raides"],
    ["lv", "Mātes pirmslaulības uzvārds", "Izmantojiet tikai burtus"],
    ["ru", "Девичья фамилия матери", "Используйте только буквы"],
    ["es", "Apellido de soltera de la madre", "Utilice solo letras"],
    ["ua", "Дівоче прізвище матері", "Використовуйте лише літери"],
    ["cz", "Rodné příjmení matky", "Používejte pouze písmena"],
    ["fr", "Nom de jeune fille de la mère", "Utilisez uniquement des lettres"],
    ["it", "Cognome da nubile della madre", "Utilizzi solo lettere"],
    ["de", "Geburtsname der Mutter", "Verwenden Sie nur Buchstaben"],
    ["pt", "Apelido de solteira da mãe", "Utilize apenas letras"],
    ["nl", "Meisjesnaam van de moeder", "Gebruik alleen letters"],
    ["ro", "Numele de fată al mamei", "Folosiți doar litere"],
  ] as const) {
    editJson(`locales/${language}/personalDataConfirm.json`, (locale) => {
      (locale.fields as Record<string, unknown>)[FIELD] = { label, errors: { pattern } };
    });
  }
  const dataDir = path.join(root, "data");
  created = await createServices(
    readServerConfig({ DATA_DIR: dataDir, STATIC_DIR: "", DATABASE_URL: "" }),
    root,
  );
  app = await buildProxyServer(created.services, {});
});

afterAll(async () => {
  await app.close();
  await created.database.db.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

async function post(action: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: "POST", url: `/api/form/eu/${action}`, payload });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** A session whose registration and upload choice are saved, so personal data is open. */
async function sessionAtPersonalData(): Promise<string> {
  const { body } = await post("get-token", { languageCode: "EN" });
  const token = String(body.token);
  const { store } = created.services;
  const applicationId = (await store.findSessionApplication(hashSessionToken(token)))!;
  for (const [step, data] of [
    ["newAccount", { email: "compliance@example.com" }],
    ["dataUploadChoice", { dataUploadChoice: 1 }],
  ] as const) {
    await store.saveSubmission(applicationId, {
      step,
      variant: step,
      data,
      schemaHash: "0".repeat(64),
    });
  }
  return token;
}

const personalData = {
  firstName: "Anna",
  lastName: "Schmidt",
  dateOfBirth: "1990-03-27",
  citizenship: "IE",
  documentType: 2,
  documentNumber: "PA1234567",
  noLimitExpiryDate: true,
  identificationNumber: "1234567T",
};

describe("adding a field to personal data with JSON and locale files only", () => {
  it("adds a field the project's own schemas do not have", () => {
    for (const step of loadProjectFiles().steps.values())
      expect(JSON.stringify(step.schema)).not.toContain(`"${FIELD}"`);
  });

  it("passes the config lint", () => {
    const files = loadProjectFiles(root);
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([]);
    expect(lintLocales(files).problems).toEqual([]);
    // The new texts have no record of the English they were made from until they are marked
    // (README step 5: `--reviewed all`).
    const sources = readTranslationSources(root);
    const translations = LANGUAGES.filter((language) => language !== "en");
    const newTexts = (problems: string[]) =>
      problems.filter((problem) => problem.includes(`personalDataConfirm:fields.${FIELD}.`));
    expect(newTexts(lintStaleTranslations(files, sources))).toHaveLength(2 * translations.length);
    expect(lintStaleTranslations(files, markReviewed(files, sources, translations))).toEqual([]);
  });

  it("gives the field its label from the locale files", () => {
    const files = loadProjectFiles(root);
    const step = files.steps.get("personalDataConfirm")!;
    const ui = localiseUiSchema(
      step.schema,
      step.uiSchema,
      localeTranslator(files.locales, "pl"),
      "personalDataConfirm",
    );
    expect((ui[FIELD] as Record<string, unknown>)["ui:title"]).toBe("Nazwisko panieńskie matki");
  });

  it("checks the field on blur in the user's language", async () => {
    const token = await sessionAtPersonalData();
    const { body } = await post("validate", {
      token,
      languageCode: "EN",
      step: "personalDataConfirm",
      fields: [FIELD],
      data: { ...personalData, [FIELD]: "K0walska" },
    });
    expect(body.errors).toEqual({ [FIELD]: ["Use letters only"] });
  });

  it("refuses a bad value on submit and stores a good one with the new schema's hash", async () => {
    const token = await sessionAtPersonalData();
    const refused = await post("personal-data-confirm", {
      token,
      languageCode: "EN",
      ...personalData,
      [FIELD]: "K0walska",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [FIELD]: ["Use letters only"] });

    const accepted = await post("personal-data-confirm", {
      token,
      languageCode: "EN",
      ...personalData,
      [FIELD]: "Kowalska",
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { status: "success", next: "desktopSms" },
    });
    const row = await created.database.db
      .selectFrom("step_submissions")
      .select(["data", "schema_hash"])
      .where("step", "=", "personalDataConfirm")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({ [FIELD]: "Kowalska" });
    expect(row.schema_hash).toBe(
      created.services.files.steps.get("personalDataConfirm")!.schemaHash,
    );
    expect(row.schema_hash).not.toBe(
      loadProjectFiles().steps.get("personalDataConfirm")!.schemaHash,
    );
  });

  it("makes the payload types stale until they are regenerated, then types the field as an optional string", async () => {
    expect(await stalePayloadTypesProblem(root)).toBe(
      'src/shared/generated/step-payloads.ts is stale: run "npm run gen:types" and commit the result.',
    );
    const types = await generateStepTypes(root);
    fs.writeFileSync(payloadTypesFile(root), types);
    expect(await stalePayloadTypesProblem(root)).toBeUndefined();
    const payload = /export interface PersonalDataConfirmPayload \{[^}]*\}/.exec(types)![0];
    expect(payload).toContain(`${FIELD}?: string;`);
  });
});
