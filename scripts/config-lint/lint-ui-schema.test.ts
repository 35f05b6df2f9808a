import { describe, expect, it } from "vitest";
import { loadProjectFiles, type StepFiles } from "../../src/server/config/project-files.ts";
import { lintUiSchema } from "./lint-ui-schema.ts";
import { FORM_WIDGETS, widgetNamesToOffer } from "./lint-widgets.ts";

/** A fresh copy of one of the project's steps, to break in one place. */
function projectStep(name: string): StepFiles {
  return loadProjectFiles().steps.get(name)!;
}

function order(step: StepFiles): string[] {
  return step.uiSchema["ui:order"] as string[];
}

const PERSONAL_UI = "schemas/personalDataConfirm.ui.json";
const NOT_PERSONAL = "is not a field of personalDataConfirm.schema.json";

/** A personal-data step of its own, so positions in the order do not move with the project's files. */
function personalStep(order: unknown): StepFiles {
  return {
    name: "personalDataConfirm",
    schemaHash: "",
    schema: {
      type: "object",
      properties: {
        firstName: { type: "string" },
        middleName: { type: "string" },
        lastName: { type: "string" },
        noLimitExpiryDate: { type: "boolean" },
      },
      allOf: [
        {
          if: {
            properties: { noLimitExpiryDate: { const: true } },
            required: ["noLimitExpiryDate"],
          },
          else: { properties: { documentExpirationDate: { type: "string" } } },
        },
      ],
    },
    uiSchema: { "ui:order": order },
  };
}

const FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "noLimitExpiryDate",
  "documentExpirationDate",
];

function noPlace(field: string): string {
  return `${PERSONAL_UI}: /ui:order: "${field}" is a field of personalDataConfirm.schema.json but has no place in the order; add it where it should show (or add "*" where every unlisted field should show)`;
}

describe("UI schema lint: ui:order", () => {
  it("accepts an order that places every field once, conditional ones included", () => {
    expect(lintUiSchema(personalStep(FIELDS), FORM_WIDGETS)).toEqual([]);
  });

  it('refuses "midleName" in the order of a schema that declares middleName, and says what was meant', () => {
    const step = personalStep(FIELDS.map((name) => (name === "middleName" ? "midleName" : name)));
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:order/1: "midleName" ${NOT_PERSONAL}; did you mean "middleName"?`,
      noPlace("middleName"),
    ]);
  });

  it("tells where to declare a name that is close to no field", () => {
    const step = personalStep([...FIELDS, "favouriteColour"]);
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:order/5: "favouriteColour" ${NOT_PERSONAL}; add it to the schema's properties (or one of its conditional parts) or remove it`,
    ]);
  });

  it("refuses an order that leaves out a field, also one declared only in a conditional part", () => {
    const step = personalStep(["firstName", "middleName", "noLimitExpiryDate"]);
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      noPlace("lastName"),
      noPlace("documentExpirationDate"),
    ]);
  });

  it("checks the project's own orders the same way", () => {
    const step = projectStep("personalDataConfirm");
    step.uiSchema["ui:order"] = order(step).filter((name) => name !== "lastName");
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([noPlace("lastName")]);
  });

  it('accepts an order that places the fields it does not list with one "*", as RJSF does', () => {
    expect(lintUiSchema(personalStep(["lastName", "*", "firstName"]), FORM_WIDGETS)).toEqual([]);
  });

  it('refuses a field named twice, and a second "*"', () => {
    const step = personalStep([...FIELDS, "firstName", "*", "*"]);
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:order/5: "firstName" is already at /ui:order/0; remove one of them`,
      `${PERSONAL_UI}: /ui:order/7: "*" is already at /ui:order/6; the order may hold one "*", remove the other`,
    ]);
  });

  it("refuses an order that is not a list of names", () => {
    expect(
      lintUiSchema(personalStep([...FIELDS.slice(0, 2), 7, ...FIELDS.slice(2)]), FORM_WIDGETS),
    ).toEqual([`${PERSONAL_UI}: /ui:order/2: must be a field name, not 7`]);
    expect(lintUiSchema(personalStep("firstName"), FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:order: must be a list of field names (and at most one "*")`,
    ]);
  });
});

describe("UI schema lint: widgets", () => {
  it("refuses a widget nobody registered, offering the registered ones", () => {
    const step = projectStep("documentChoice");
    step.uiSchema.documentType = { "ui:widget": "noSuchWidget" };
    const offered = widgetNamesToOffer(FORM_WIDGETS).join(", ");
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `schemas/documentChoice.ui.json: /documentType/ui:widget: "noSuchWidget" is not a registered widget for integer fields; use one of ${offered}, or register it in widgets/index.ts`,
    ]);
  });

  it("suggests the registered widget a misspelt name meant", () => {
    const step = projectStep("documentChoice");
    step.uiSchema.documentType = { "ui:widget": "choiseCards" };
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      'schemas/documentChoice.ui.json: /documentType/ui:widget: "choiseCards" is not a registered widget for integer fields; did you mean "choiceCards"?',
    ]);
  });

  it("reads RJSF's short names through RJSF: accepted when they stand for a widget of the theme", () => {
    const step = projectStep("personalDataConfirm");
    // RJSF shows a string's "hostname" widget with TextWidget, which the theme provides.
    step.uiSchema.firstName = { "ui:widget": "hostname" };
    // RJSF's "textarea" and "updown" stand for widgets the theme does not provide.
    step.uiSchema.lastName = { "ui:widget": "textarea" };
    step.uiSchema.documentType = { "ui:widget": "updown" };
    const problems = lintUiSchema(step, FORM_WIDGETS);
    expect(problems.map((problem) => problem.split(": ")[1])).toEqual([
      "/lastName/ui:widget",
      "/documentType/ui:widget",
    ]);
    expect(problems[0]).toContain('"textarea" is not a registered widget for string fields');
  });

  it("accepts a widget a project registers in the registry it is given", () => {
    const step = projectStep("documentChoice");
    step.uiSchema.documentType = { "ui:widget": "stars" };
    expect(lintUiSchema(step, { ...FORM_WIDGETS, stars: () => null })).toEqual([]);
  });
});

describe("UI schema lint: names in the engine's keys", () => {
  it("refuses a name in an effect that is not a field, wherever the effect names it", () => {
    const step = projectStep("personalDataConfirm");
    step.uiSchema["ui:effects"] = [
      {
        when: { properties: { citizenhip: { const: "DE" } }, required: ["citizenhip"] },
        clear: ["pesl"],
        set: { noPessel: true },
        remember: ["documentExpiryDate"],
      },
      { onChange: "ghost", clear: "pesel" },
    ];
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:effects/0/when/properties/citizenhip: "citizenhip" ${NOT_PERSONAL}; did you mean "citizenship"?`,
      `${PERSONAL_UI}: /ui:effects/0/when/required/0: "citizenhip" ${NOT_PERSONAL}; did you mean "citizenship"?`,
      `${PERSONAL_UI}: /ui:effects/0/set/noPessel: "noPessel" ${NOT_PERSONAL}; did you mean "noPesel"?`,
      `${PERSONAL_UI}: /ui:effects/0/clear/0: "pesl" ${NOT_PERSONAL}; did you mean "pesel"?`,
      `${PERSONAL_UI}: /ui:effects/0/remember/0: "documentExpiryDate" ${NOT_PERSONAL}; add it to the schema's properties (or one of its conditional parts) or remove it`,
      `${PERSONAL_UI}: /ui:effects/1/onChange: "ghost" ${NOT_PERSONAL}; add it to the schema's properties (or one of its conditional parts) or remove it`,
      `${PERSONAL_UI}: /ui:effects/1/clear: must be a list of field names`,
    ]);
  });

  it("refuses a notice attached to, or conditioned on, a name that is not a field", () => {
    const step = projectStep("personalDataConfirm");
    step.uiSchema["ui:notices"] = [
      {
        id: "prohibitedCitizenship",
        field: "citizenShip",
        severity: "warning",
        when: { anyOf: [{ required: ["nationality"] }] },
      },
    ];
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:notices/0/field: "citizenShip" ${NOT_PERSONAL}; did you mean "citizenship"?`,
      `${PERSONAL_UI}: /ui:notices/0/when/anyOf/0/required/0: "nationality" ${NOT_PERSONAL}; add it to the schema's properties (or one of its conditional parts) or remove it`,
    ]);
  });

  it("refuses a section listing a name that is not a field, and a field in no section", () => {
    const step = projectStep("newAccount");
    const sections = step.uiSchema["ui:sections"] as { fields: string[] }[];
    sections[1]!.fields = sections[1]!.fields.map((field) => (field === "email" ? "emial" : field));
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      'schemas/newAccount.ui.json: /ui:sections/1/fields/1: "emial" is not a field of newAccount.schema.json; did you mean "email"?',
      'schemas/newAccount.ui.json: /ui:sections: "email" is in no section; add it to the fields of the section it belongs to',
    ]);
  });

  it("refuses an outcome that redirects with, or tests, a name that is not a field", () => {
    const step = projectStep("newAccount");
    step.uiSchema["ui:outcomes"] = [
      {
        when: { properties: { chooseLanguages: { const: false } } },
        redirect: { link: "languageSite", field: "residenceCountri" },
      },
    ];
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      'schemas/newAccount.ui.json: /ui:outcomes/0/when/properties/chooseLanguages: "chooseLanguages" is not a field of newAccount.schema.json; did you mean "chooseLanguage"?',
      'schemas/newAccount.ui.json: /ui:outcomes/0/redirect/field: "residenceCountri" is not a field of newAccount.schema.json; did you mean "residenceCountry"?',
    ]);
  });

  it("refuses a prefill confirmation condition on a name that is not a field", () => {
    const step = projectStep("personalDataConfirm");
    step.uiSchema["ui:prefill"] = { confirmWhen: { required: ["identityNumber"] } };
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      `${PERSONAL_UI}: /ui:prefill/confirmWhen/required/0: "identityNumber" ${NOT_PERSONAL}; add it to the schema's properties (or one of its conditional parts) or remove it`,
    ]);
  });

  it("refuses options for a name that is not a field", () => {
    const step = projectStep("documentChoice");
    step.uiSchema.ghostField = {};
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      'schemas/documentChoice.ui.json: /ghostField: "ghostField" is not a field of documentChoice.schema.json; add it to the schema\'s properties (or one of its conditional parts) or remove it',
    ]);
  });
});

describe("schema lint: fields of no type", () => {
  it("refuses a field none of whose declarations says what it holds", () => {
    const step = projectStep("documentChoice");
    step.schema.allOf = [{ then: { properties: { note: { maxLength: 30 } } } }];
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([
      'schemas/documentChoice.schema.json: /allOf/0/then/properties/note: "note" does not say what it holds; give it a "type" (or an "enum" or "const") where it is declared',
    ]);
  });

  it("accepts a rule-only declaration of a field another part declares", () => {
    const step = projectStep("documentChoice");
    step.schema.allOf = [{ properties: { documentType: { not: { const: 3 } } } }];
    expect(lintUiSchema(step, FORM_WIDGETS)).toEqual([]);
  });
});
