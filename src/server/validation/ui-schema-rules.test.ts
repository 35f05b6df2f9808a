import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps, PROJECT_ROOT } from "../config/project-files.ts";
import { StepValidators } from "./step-validators.ts";
import { UiSchemaRules } from "./ui-schema-rules.ts";

const validators = new StepValidators([]);
const compile = (schema: Parameters<StepValidators["compileCondition"]>[0]) =>
  validators.compileCondition(schema);

/** The rules of the project's UI schemas in `root` (a copy compliance edited, or the project). */
function projectRules(root = PROJECT_ROOT): UiSchemaRules {
  const steps = loadSteps(loadDictionaries(root), root);
  return new UiSchemaRules(
    [...steps].map(([name, step]) => [name, step.uiSchema]),
    compile,
  );
}

const rules = projectRules();
const prohibited = loadDictionaries().prohibitedCountries as string[];

/** An English registration's residence part (the account section is not read by the rules). */
const englishResident = (residenceCountry: string, more: Record<string, unknown> = {}) => ({
  languageCountry: "GB",
  residenceCountry,
  ...more,
});

describe("UiSchemaRules on the project's registration", () => {
  it.each(prohibited)(
    "refuses a residence in %s with the prohibited notice on residenceCountry",
    (country) => {
      expect(rules.refusalOf("newAccount", englishResident(country))).toEqual({
        kind: "blocked",
        notices: [{ id: "prohibitedResidence", field: "residenceCountry" }],
      });
    },
  );

  it("sends a country outside the European list (the US) to the external apply page", () => {
    expect(rules.refusalOf("newAccount", englishResident("US"))).toEqual({
      kind: "redirect",
      redirect: { link: "externalApply" },
    });
  });

  it("lets Ukraine go on: its EU-address question comes before the redirect, and its answer is not in the data", () => {
    expect(rules.refusalOf("newAccount", englishResident("UA"))).toBeUndefined();
  });

  it("lets European residences go on, and a residence confirmed by the language", () => {
    expect(rules.refusalOf("newAccount", englishResident("IE"))).toBeUndefined();
    expect(
      rules.refusalOf("newAccount", englishResident("PL", { chooseLanguage: true })),
    ).toBeUndefined();
    expect(
      rules.refusalOf("newAccount", { languageCountry: "DE", residenceConfirm: true }),
    ).toBeUndefined();
  });

  it("refuses a prohibited country named after 'no' to the language's country", () => {
    expect(
      rules.refusalOf("newAccount", {
        languageCountry: "PL",
        residenceConfirm: false,
        residenceCountry: "IR",
      }),
    ).toMatchObject({ kind: "blocked" });
  });

  it("sends a client who chose the country's own language to that site (an outcome)", () => {
    expect(rules.refusalOf("newAccount", englishResident("DE", { chooseLanguage: false }))).toEqual(
      {
        kind: "redirect",
        redirect: { link: "languageSite", field: "residenceCountry" },
      },
    );
  });

  it("refuses a prohibited citizenship and country of birth with their notices", () => {
    expect(rules.refusalOf("personalDataConfirm", { citizenship: "KP" })).toEqual({
      kind: "blocked",
      notices: [{ id: "prohibitedCitizenship", field: "citizenship" }],
    });
    expect(rules.refusalOf("addressDetails", { birthPlaceCountry: "RU" })).toEqual({
      kind: "blocked",
      notices: [{ id: "prohibitedBirthCountry", field: "birthPlaceCountry" }],
    });
  });

  it("never refuses for a notice that does not block (Spain's disclaimer on the upload choice)", () => {
    expect(rules.refusalOf("dataUploadChoice", { residenceCountry: "ES" })).toBeUndefined();
  });
});

describe("UiSchemaRules, as the browser tries them", () => {
  const isUS = { properties: { country: { const: "US" } }, required: ["country"] };
  const isIR = { properties: { country: { const: "IR" } }, required: ["country"] };
  const sections = (continues: unknown[], more: Record<string, unknown> = {}) => ({
    "ui:sections": [
      { id: "first", fields: ["country"], continue: continues },
      { id: "last", fields: ["email"] },
    ],
    ...more,
  });
  const rulesOf = (uiSchema: Record<string, unknown>) =>
    new UiSchemaRules([["step", uiSchema]], compile);
  const away = (link: string) => ({ redirect: { link } });
  const ask = { ask: { id: "question", no: { redirect: { link: "no" } } } };

  it("follows the first Continue entry that holds: a question before a redirect lets the answer decide", () => {
    const asksFirst = rulesOf(
      sections([
        { when: isUS, ...ask },
        { when: isUS, ...away("first") },
      ]),
    );
    expect(asksFirst.refusalOf("step", { country: "US" })).toBeUndefined();
    const redirectsFirst = rulesOf(
      sections([
        { when: isUS, ...away("first") },
        { when: isUS, ...ask },
      ]),
    );
    expect(redirectsFirst.refusalOf("step", { country: "US" })).toEqual({
      kind: "redirect",
      redirect: { link: "first" },
    });
  });

  it("takes a Continue entry without a condition as holding, so the entries after it are never reached", () => {
    const plain = rulesOf(sections([{ ...away("always") }, { when: isUS, ...away("us") }]));
    expect(plain.refusalOf("step", { country: "US" })).toEqual({
      kind: "redirect",
      redirect: { link: "always" },
    });
  });

  it("does not try the last section's Continue: its button submits", () => {
    const last = rulesOf({
      "ui:sections": [
        { id: "first", fields: ["country"] },
        { id: "last", fields: ["email"], continue: [away("never")] },
      ],
    });
    expect(last.refusalOf("step", { country: "US" })).toBeUndefined();
  });

  it("stops at a section's blocking notice before its Continue, and at its Continue before a later section's notice", () => {
    const blocks = (field: string) => ({
      "ui:notices": [{ id: "stop", field, severity: "warning", blocks: true, when: isUS }],
    });
    expect(
      rulesOf(sections([{ when: isUS, ...away("us") }], blocks("country"))).refusalOf("step", {
        country: "US",
      }),
    ).toEqual({ kind: "blocked", notices: [{ id: "stop", field: "country" }] });
    expect(
      rulesOf(sections([{ when: isUS, ...away("us") }], blocks("email"))).refusalOf("step", {
        country: "US",
      }),
    ).toEqual({ kind: "redirect", redirect: { link: "us" } });
  });

  it("refuses for every blocking notice that holds at submit, a notice of no field included", () => {
    const form = rulesOf({
      "ui:notices": [
        { id: "field", field: "country", severity: "warning", blocks: true, when: isIR },
        { id: "form", severity: "error", blocks: true, when: isIR },
        { id: "info", field: "country", severity: "info", when: isIR },
      ],
    });
    expect(form.refusalOf("step", { country: "IR" })).toEqual({
      kind: "blocked",
      notices: [{ id: "field", field: "country" }, { id: "form" }],
    });
    expect(form.refusalOf("step", { country: "US" })).toBeUndefined();
  });

  it("leads away by an outcome whose condition holds, after the notices; one without a condition never fires", () => {
    const outcomes = rulesOf({
      "ui:outcomes": [{ redirect: { link: "never" } }, { when: isUS, ...away("us") }],
      "ui:notices": [{ id: "stop", severity: "warning", blocks: true, when: isUS }],
    });
    expect(outcomes.refusalOf("step", { country: "US" })).toMatchObject({ kind: "blocked" });
    const alone = rulesOf({
      "ui:outcomes": [{ redirect: { link: "never" } }, { when: isUS, ...away("us") }],
    });
    expect(alone.refusalOf("step", { country: "US" })).toEqual({
      kind: "redirect",
      redirect: { link: "us" },
    });
    expect(alone.refusalOf("step", { country: "PL" })).toBeUndefined();
  });

  it("names the UI schema whose condition does not compile", () => {
    expect(() =>
      rulesOf({
        "ui:notices": [{ id: "bad", blocks: true, when: { type: "no such type" } }],
      }),
    ).toThrow(/^schemas\/step\.ui\.json: /);
  });
});

describe("a compliance edit of prohibitedCountries.json", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-ui-rules-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("refuses the added country with no change of code", () => {
    // Hungary: a European country the project registers today.
    expect(prohibited).not.toContain("HU");
    expect(rules.refusalOf("newAccount", englishResident("HU"))).toBeUndefined();
    fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
    const file = path.join(root, "schemas", "dictionaries", "prohibitedCountries.json");
    fs.writeFileSync(file, JSON.stringify([...prohibited, "HU"]));
    expect(projectRules(root).refusalOf("newAccount", englishResident("HU"))).toEqual({
      kind: "blocked",
      notices: [{ id: "prohibitedResidence", field: "residenceCountry" }],
    });
  });
});
