import { getDefaultFormState, type RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { describe, expect, it } from "vitest";
import { declaresDefaults, DEFAULT_FORM_STATE, initialFormData } from "./initial-form-data.ts";

const rjsfDefaults = (schema: RJSFSchema, data: Record<string, unknown>) =>
  getDefaultFormState(validator, schema, data, schema, false, DEFAULT_FORM_STATE);

/** Shapes a step uses: conditions, nested objects, arrays, choices between schemas. */
const WITHOUT_DEFAULTS: RJSFSchema[] = [
  {
    type: "object",
    properties: { citizenship: { type: "string" }, pesel: { type: "string" } },
    if: { properties: { citizenship: { const: "PL" } }, required: ["citizenship"] },
    then: { required: ["pesel"] },
    else: { properties: { pesel: false } },
  },
  {
    type: "object",
    properties: {
      address: { type: "object", properties: { city: { type: "string" } } },
      taxCountries: { type: "array", minItems: 1, items: { type: "string" } },
      kind: { type: "string", const: "person" },
    },
    allOf: [{ oneOf: [{ required: ["address"] }, { required: ["taxCountries"] }] }],
  },
];

const DATA = [{}, { citizenship: "PL", pesel: "44051401359" }, { extra: 1, address: {} }];

describe("initialFormData", () => {
  it.each(WITHOUT_DEFAULTS.map((schema, index) => [index, schema] as const))(
    "gives back the data as RJSF would when schema %i declares no default",
    (_, schema) => {
      expect(declaresDefaults(schema)).toBe(false);
      for (const data of DATA) {
        const initial = initialFormData(validator, schema, data);
        expect(initial).toEqual(rjsfDefaults(schema, data));
        expect(initial).not.toBe(data);
      }
    },
  );

  it("leaves a schema that declares defaults to RJSF, which fills in none of them for the user", () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: { citizenship: { type: "string" }, language: { type: "string", default: "pl" } },
      if: { properties: { citizenship: { const: "PL" } }, required: ["citizenship"] },
      then: { properties: { phonePrefix: { type: "string", default: "+48" } } },
    };
    expect(declaresDefaults(schema)).toBe(true);
    for (const data of [{}, { citizenship: "PL" }, { language: "en" }]) {
      expect(initialFormData(validator, schema, data)).toEqual(rjsfDefaults(schema, data));
    }
    expect(initialFormData(validator, schema, { citizenship: "PL" })).toEqual({
      citizenship: "PL",
    });
  });

  it("counts a default however deep it is declared", () => {
    expect(
      declaresDefaults({ items: [{ anyOf: [{}, { properties: { a: { default: 0 } } }] }] }),
    ).toBe(true);
    expect(declaresDefaults({ properties: { a: { type: "string" } } })).toBe(false);
  });
});
