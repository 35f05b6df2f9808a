import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadProjectFiles, PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import type { HomeAddressFields } from "../../src/shared/flow/flow-definition.ts";
import { payloadTypesFile, stalePayloadTypesProblem } from "../gen-types.ts";
import { lintLocales, requiredStepKeys } from "./lint-locales.ts";
import { lintPatternMessages } from "./lint-pattern-messages.ts";
import { lintSteps } from "./lint-steps.ts";
import { FORM_WIDGETS } from "./lint-widgets.ts";

describe("config lint", () => {
  it("passes the project's own files, and its payload types are up to date", async () => {
    const files = loadProjectFiles();
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([]);
    expect(lintLocales(files).problems).toEqual([]);
    expect(lintPatternMessages(files)).toEqual([]);
    expect(await stalePayloadTypesProblem()).toBeUndefined();
  });

  it("reports a typed field whose pattern has no message of its own, wherever the pattern sits", () => {
    const files = loadProjectFiles();
    const personal = files.locales.en.personalDataConfirm!.fields as Record<
      string,
      { errors: Record<string, unknown> }
    >;
    delete personal.pesel!.errors.pattern;
    const newAccount = files.steps.get("newAccount")!.schema;
    newAccount.properties!.promoCode = { type: "string", allOf: [{ pattern: "^[A-Z]{4}$" }] };
    // Filled by the server, never typed: no message needed.
    newAccount.properties!.brandCode = {
      type: "string",
      pattern: "^[A-Z]{2}$",
      "x-context": "brand",
    };
    const problems = lintPatternMessages(files);
    expect(problems).toEqual([
      expect.stringMatching(
        /^schemas\/newAccount\.schema\.json: promoCode has a pattern but no message of its own; add fields\.promoCode\.errors\.pattern to locales\/en\/newAccount\.json and locales\/pl\/newAccount\.json/,
      ),
      expect.stringMatching(
        /^schemas\/personalDataConfirm\.schema\.json: pesel has a pattern but no message/,
      ),
    ]);
  });

  it("asks for a label for every visible field and names for its options", () => {
    const keys = requiredStepKeys(loadProjectFiles());
    expect(keys).toContain("personalDataConfirm:fields.pesel.label");
    expect(keys).toContain("dataUploadChoice_M:fields.dataUploadChoice.enum.2");
    expect(keys).toContain("newAccount:notices.blockedResidence");
    expect(keys).not.toContain("newAccount:fields.languageCountry.label");
  });

  it("reports a Polish text that is missing and counts it as taken from English", () => {
    const files = loadProjectFiles();
    const fields = files.locales.pl.personalDataConfirm!.fields as Record<
      string,
      Record<string, unknown>
    >;
    delete fields.pesel!.label;
    const report = lintLocales(files);
    expect(report.problems).toContain("locales/pl: missing personalDataConfirm:fields.pesel.label");
    expect(report.fromEnglish.pl).toBe(1);
  });

  it("reports a key only a translation has, a placeholder that differs and a text left in English", () => {
    const files = loadProjectFiles();
    const common = files.locales.pl.common as Record<string, unknown>;
    const english = files.locales.en.common as Record<string, unknown>;
    common.onlyInPolish = "Tylko po polsku";
    common.next = english.next;
    const errors = files.locales.pl.errors as Record<string, unknown>;
    const [key, text] = Object.entries(files.locales.en.errors as Record<string, unknown>).find(
      ([, value]) => typeof value === "string" && value.includes("{{"),
    )!;
    errors[key] = (text as string).replace(/\{\{(\w+)\}\}/, "{{$1Typo}}");
    const problems = lintLocales(files).problems.filter((p) => p.startsWith("locales/pl:"));
    expect(problems).toContain("locales/pl: common:onlyInPolish does not exist in English");
    expect(problems).toContain(
      `locales/pl: common:next is English ("${String(english.next)}"); translate it, or allow it in locales/same-as-english.json`,
    );
    expect(
      problems.some((p) => p.startsWith(`locales/pl: errors:${key} has the placeholders`)),
    ).toBe(true);
    expect(lintLocales(files, { pl: [String(english.next)] }).problems).not.toContain(
      `locales/pl: common:next is English ("${String(english.next)}"); translate it, or allow it in locales/same-as-english.json`,
    );
  });

  it("asks each language for the plural forms its CLDR rules name, and no others", () => {
    const files = loadProjectFiles();
    const progress = (files.locales.pl.common as Record<string, Record<string, unknown>>).progress!;
    delete progress.minutesLeft_few;
    progress.minutesLeft_two = "dwie minuty";
    const problems = lintLocales(files).problems;
    expect(problems).toContain(
      "locales/pl: common:progress.minutesLeft lacks the plural forms _few",
    );
    expect(problems).toContain(
      "locales/pl: common:progress.minutesLeft has plural forms the language does not use: _two",
    );
  });

  it("reports every step's UI schema mistakes and condition keywords the browser cannot evaluate", () => {
    const files = loadProjectFiles();
    const ui = files.steps.get("documentChoice")!.uiSchema;
    ui.documentType = { "ui:widget": "choiseCards" };
    ui["ui:notices"] = [{ id: "x", severity: "info", when: { format: "email" } }];
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      'schemas/documentChoice.ui.json: /documentType/ui:widget: "choiseCards" is not a registered widget for integer fields; did you mean "choiceCards"?',
      'schemas/documentChoice.ui.json: /ui:notices/0/when/format: conditions do not support "format"; write the condition without it',
    ]);
  });

  it("reports a prefill condition keyword the browser cannot evaluate", () => {
    const files = loadProjectFiles();
    files.steps.get("personalDataConfirm")!.uiSchema["ui:prefill"] = {
      confirmWhen: { anyOf: [{ format: "email" }] },
    };
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      'schemas/personalDataConfirm.ui.json: /ui:prefill/confirmWhen/anyOf/0/format: conditions do not support "format"; write the condition without it',
    ]);
  });

  it("reports a prefill rule filling or testing an unknown field, reading an unknown dictionary or with no source", () => {
    const files = loadProjectFiles();
    const index = files.flow.routes.findIndex((r) => r.name === "personalDataConfirm");
    const fields = files.flow.routes[index]!.prefill!.fields;
    fields.documentNumbr = { from: ["DocumentNumber"] };
    fields.documentType = { from: ["DocumentType"], as: { dictionary: "nope" } };
    fields.firstName = { pattern: "(" };
    fields.noPesel!.when = { required: ["citizenship", "langauge"] };
    fields.pesel!.when = { properties: { language: { const: "pl" } } };
    const where = `flows/onboarding.flow.json: /routes/${index}/prefill/fields`;
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `${where}/firstName: has neither "from" nor "value"; add one`,
      expect.stringMatching(
        /\/firstName\/pattern: "\(" is not a valid regular expression \(.*Unterminated group\)$/,
      ),
      `${where}/documentType/as/dictionary: "nope" is not a dictionary of schemas/dictionaries/`,
      `${where}/noPesel/when/required/1: "langauge" is not a field of personalDataConfirm.schema.json; did you mean "language"?`,
      `${where}/documentNumbr: "documentNumbr" is not a field of personalDataConfirm.schema.json; did you mean "documentNumber"?`,
    ]);
  });

  it("reports a data check comparing what the prefill does not fill, in an unknown way, or confirmed by a stored field", () => {
    const files = loadProjectFiles();
    const index = files.flow.routes.findIndex((r) => r.name === "personalDataConfirm");
    const check = files.flow.routes[index]!.prefill!.check!;
    check.compare = { ...check.compare, pesl: "exact", lastName: "fuzzy" as "name" };
    check.confirmedBy = "firstName";
    const where = `flows/onboarding.flow.json: /routes/${index}/prefill/check`;
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `${where}/compare/lastName: unknown comparison "fuzzy"; use "name", "code" or "exact"`,
      `${where}/compare/pesl: "pesl" is not filled by the prefill rules, so there is nothing to compare it with; add it under "fields" or remove it`,
      `${where}/confirmedBy: "firstName" must be a boolean field marked "writeOnly": true (a confirmation is never stored)`,
    ]);
  });

  it("reports a home address part naming an unknown field or one not of text, a part missing and a key that is no part", () => {
    const files = loadProjectFiles();
    const index = files.flow.routes.findIndex((r) => r.name === "addressDetails");
    // As an edited file may give it, which the type does not allow.
    files.flow.routes[index]!.homeAddress = {
      street: "streat",
      // A text field declared only in a conditional part is a field too.
      buildingNumber: "searchAddress",
      postalCode: "correspondenceChoice",
      town: "city",
    } as unknown as HomeAddressFields;
    const where = `flows/onboarding.flow.json: /routes/${index}/homeAddress`;
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `${where}/town: "town" is not a part of a home address; use "street", "buildingNumber", "postalCode" and "city"`,
      `${where}/street: "streat" is not a field of addressDetails.schema.json; did you mean "street"?`,
      `${where}/postalCode: "correspondenceChoice" is not a text field of addressDetails.schema.json; name a field of "type": "string" (the address is compared as text)`,
      `${where}: has no "city"; add it, naming the field of addressDetails.schema.json that holds the town`,
    ]);
  });

  it("reports a home address on a route without a schema, and on a second route", () => {
    const files = loadProjectFiles();
    const screen = files.flow.routes.findIndex((r) => r.name === "uploadSucceeded");
    const index = files.flow.routes.findIndex((r) => r.name === "addressDetails");
    files.flow.routes[screen]!.homeAddress = { ...files.flow.routes[index]!.homeAddress! };
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `flows/onboarding.flow.json: /routes/${screen}/homeAddress: only a route with a schema can hold the home address; move it to the route whose form asks for the address`,
      `flows/onboarding.flow.json: /routes/${index}/homeAddress: uploadSucceeded already holds the home address; keep "homeAddress" on the one route whose form asks for it`,
    ]);
  });
});

describe("config lint: generated payload types", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-types-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("says when the payload types no longer match the schemas, and which command fixes it", async () => {
    fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
    fs.mkdirSync(path.dirname(payloadTypesFile(root)), { recursive: true });
    fs.copyFileSync(payloadTypesFile(), payloadTypesFile(root));
    expect(await stalePayloadTypesProblem(root)).toBeUndefined();

    const schemaFile = path.join(root, "schemas", "documentChoice.schema.json");
    const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8")) as {
      properties: Record<string, unknown>;
    };
    schema.properties.remark = { type: "string", maxLength: 20 };
    fs.writeFileSync(schemaFile, JSON.stringify(schema));
    expect(await stalePayloadTypesProblem(root)).toBe(
      'src/shared/generated/step-payloads.ts is stale: run "npm run gen:types" and commit the result.',
    );
  });
});
