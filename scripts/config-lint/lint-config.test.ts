import { describe, expect, it } from "vitest";
import { ENGINE_WIDGETS } from "../../src/engine/theme/engine-theme.ts";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { PROJECT_WIDGETS } from "../../widgets/index.ts";
import { lintLocales, requiredStepKeys } from "./lint-locales.ts";
import { lintSteps } from "./lint-steps.ts";

const widgetNames = new Set([...Object.keys(ENGINE_WIDGETS), ...Object.keys(PROJECT_WIDGETS)]);

describe("config lint", () => {
  it("passes the project's own files", () => {
    const files = loadProjectFiles();
    expect(lintSteps(files, widgetNames)).toEqual([]);
    expect(lintLocales(files).problems).toEqual([]);
  });

  it("asks for a label for every visible field and names for its options", () => {
    const keys = requiredStepKeys(loadProjectFiles());
    expect(keys).toContain("personalDataConfirm:fields.pesel.label");
    expect(keys).toContain("dataUploadChoice_M:fields.dataUploadChoice.enum.2");
    expect(keys).toContain("newAccount:notices.blockedResidence");
    expect(keys).not.toContain("newAccount:fields.languageCountry.label");
  });

  it("reports a Polish text that is missing, and counts English fallbacks of other languages", () => {
    const files = loadProjectFiles();
    const fields = files.locales.pl.personalDataConfirm!.fields as Record<
      string,
      Record<string, unknown>
    >;
    delete fields.pesel!.label;
    const report = lintLocales(files);
    expect(report.problems).toContain("locales/pl: missing personalDataConfirm:fields.pesel.label");
    expect(report.fallbackCounts.de).toBeGreaterThan(0);
  });

  it("reports a UI schema naming an unknown widget or field, and an unsupported condition keyword", () => {
    const files = loadProjectFiles();
    const ui = files.steps.get("documentChoice")!.uiSchema;
    ui.documentType = { "ui:widget": "noSuchWidget" };
    ui.ghostField = {};
    ui["ui:notices"] = [{ id: "x", severity: "info", when: { format: "email" } }];
    const problems = lintSteps(files, widgetNames);
    expect(problems).toContain(
      'schemas/documentChoice.ui.json: documentType names an unknown widget "noSuchWidget"',
    );
    expect(problems).toContain(
      'schemas/documentChoice.ui.json: "ghostField" is not a field of the schema',
    );
    expect(problems).toContain(
      "schemas/documentChoice.ui.json: ui:notices/x uses #/format, which conditions do not support",
    );
  });

  it("reports a prefill filling an unknown field, reading an unknown dictionary or with no source", () => {
    const files = loadProjectFiles();
    const route = files.flow.routes.find((r) => r.name === "personalDataConfirm")!;
    route.prefill!.fields.ghost = { from: ["Ghost"] };
    route.prefill!.fields.documentType = { from: ["DocumentType"], as: { dictionary: "nope" } };
    route.prefill!.fields.firstName = { pattern: "(" };
    const problems = lintSteps(files, widgetNames);
    const where = "flows/onboarding.flow.json: personalDataConfirm prefill";
    expect(problems).toContain(`${where} fills "ghost", which is not a field`);
    expect(problems).toContain(`${where}: documentType reads unknown dictionary "nope"`);
    expect(problems).toContain(`${where}: firstName has neither "from" nor "value"`);
    expect(problems).toContain(`${where}: firstName has an invalid pattern`);
  });

  it("reports an unsupported keyword in the prefill's confirmation condition", () => {
    const files = loadProjectFiles();
    files.steps.get("personalDataConfirm")!.uiSchema["ui:prefill"] = {
      confirmWhen: { format: "email" },
    };
    expect(lintSteps(files, widgetNames)).toContain(
      "schemas/personalDataConfirm.ui.json: ui:prefill/confirmWhen uses #/format, which conditions do not support",
    );
  });
});
