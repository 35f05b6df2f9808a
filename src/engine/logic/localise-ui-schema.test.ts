import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { localiseUiSchema } from "./localise-ui-schema.ts";
import { mapTranslator } from "./translator.ts";

const schema: JsonSchema = {
  type: "object",
  properties: {
    email: { type: "string" },
    documentType: { type: "integer", enum: [1, 2] },
    languageCountry: { type: "string" },
  },
  allOf: [
    {
      if: { properties: { languageCountry: { const: "GB" } } },
      then: { properties: { residenceCountry: { type: "string", enum: ["DE", "FR"] } } },
      else: { properties: { residenceConfirm: { type: "boolean" } } },
    },
  ],
};

describe("localiseUiSchema", () => {
  it("takes label, help and placeholder from <ns>:fields.<field>.*", () => {
    const t = mapTranslator({
      "step:fields.email.label": "Email address",
      "step:fields.email.help": "We write to it",
      "step:fields.email.placeholder": "name@example.com",
    });
    const ui = localiseUiSchema(
      schema,
      { email: { "ui:options": { inputFilter: "none" } } },
      t,
      "step",
    );
    expect(ui.email).toEqual({
      "ui:options": { inputFilter: "none" },
      "ui:title": "Email address",
      "ui:help": "We write to it",
      "ui:placeholder": "name@example.com",
    });
  });

  it("names enum values from <ns>:fields.<field>.enum.<value>", () => {
    const t = mapTranslator({
      "step:fields.documentType.enum.1": "ID card",
      "step:fields.documentType.enum.2": "Passport",
    });
    const ui = localiseUiSchema(schema, {}, t, "step");
    expect((ui.documentType as Record<string, unknown>)["ui:enumNames"]).toEqual({
      1: "ID card",
      2: "Passport",
    });
  });

  it("localises properties declared only inside then and else", () => {
    const t = mapTranslator({
      "step:fields.residenceCountry.label": "Country of residence",
      "step:fields.residenceCountry.enum.DE": "Germany",
      "step:fields.residenceConfirm.label": "Do you live here?",
    });
    const ui = localiseUiSchema(schema, {}, t, "step");
    expect(ui.residenceCountry).toEqual({
      "ui:title": "Country of residence",
      "ui:enumNames": { DE: "Germany" },
    });
    expect((ui.residenceConfirm as Record<string, unknown>)["ui:title"]).toBe("Do you live here?");
  });

  it("gives a boolean field enum names for true and false", () => {
    const t = mapTranslator({
      "step:fields.residenceConfirm.enum.true": "Yes",
      "step:fields.residenceConfirm.enum.false": "No",
    });
    const ui = localiseUiSchema(schema, {}, t, "step");
    expect((ui.residenceConfirm as Record<string, unknown>)["ui:enumNames"]).toEqual({
      true: "Yes",
      false: "No",
    });
  });

  it("interpolates a country code label parameter as the country's name in the user's language", () => {
    const messages = { "step:fields.residenceConfirm.label": "Do you live in {{country}}?" };
    const uiSchema = {
      residenceConfirm: { "ui:options": { labelParams: { country: "languageCountry" } } },
    };
    const en = localiseUiSchema(schema, uiSchema, mapTranslator(messages, "en"), "step", {
      languageCountry: "DE",
    });
    expect((en.residenceConfirm as Record<string, unknown>)["ui:title"]).toBe(
      "Do you live in Germany?",
    );
    const pl = localiseUiSchema(schema, uiSchema, mapTranslator(messages, "pl"), "step", {
      languageCountry: "DE",
    });
    expect((pl.residenceConfirm as Record<string, unknown>)["ui:title"]).toBe(
      "Do you live in Niemcy?",
    );
  });

  it("interpolates a parameter that is not a country code as it is", () => {
    const messages = { "step:fields.email.label": "Email for {{name}}" };
    const uiSchema = { email: { "ui:options": { labelParams: { name: "firstName" } } } };
    const ui = localiseUiSchema(schema, uiSchema, mapTranslator(messages), "step", {
      firstName: "Jan",
    });
    expect((ui.email as Record<string, unknown>)["ui:title"]).toBe("Email for Jan");
  });

  it("leaves the UI schema untouched when the locale has no keys for it", () => {
    const uiSchema = {
      "ui:order": ["email"],
      email: { "ui:options": { inputFilter: "none" } },
      documentType: { "ui:widget": "select" },
      languageCountry: { "ui:widget": "hidden" },
      residenceCountry: { "ui:widget": "countrySelect" },
      residenceConfirm: { "ui:widget": "radio" },
    };
    const copy = structuredClone(uiSchema);
    const ui = localiseUiSchema(
      schema,
      uiSchema,
      mapTranslator({ "other:fields.email.label": "x" }),
      "step",
    );
    expect(ui).toEqual(copy);
    expect(uiSchema).toEqual(copy);
  });

  it("reads keys of its own namespace only", () => {
    const ui = localiseUiSchema(
      schema,
      {},
      mapTranslator({ "other:fields.email.label": "Other" }),
      "step",
    );
    expect((ui.email as Record<string, unknown>)["ui:title"]).toBeUndefined();
  });
});
