import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { retrieveSchema, type RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { createStepValidator } from "./precompiled-validator.ts";

// The personal data step as the build generates it (`npm run gen:validators`, run by test:unit).
const generated = new URL("../../generated/steps/personalDataConfirm.step.js", import.meta.url);
const personalData = (await import(generated.href)) as {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
};
const { schema, validateFns } = personalData;

const samples = [
  {},
  { citizenship: "PL", language: "en" },
  { citizenship: "DE", noLimitExpiryDate: true, documentType: 1 },
  { citizenship: "PL", documentType: 1, documentNumber: "ABA300000", noPesel: true },
];

describe("createStepValidator", () => {
  it("resolves the schema's conditions exactly as RJSF's own precompiled validator does", () => {
    const cached = createStepValidator(validateFns, schema);
    const plain = createPrecompiledValidator(validateFns, schema);
    for (const data of samples) {
      expect(retrieveSchema(cached, schema, schema, data)).toEqual(
        retrieveSchema(plain, schema, schema, data),
      );
      expect(cached.validateFormData(data, schema).errors).toEqual(
        plain.validateFormData(data, schema).errors,
      );
    }
  });

  it("finds a condition's validator once per schema object", () => {
    const prototype = Object.getPrototypeOf(createPrecompiledValidator(validateFns, schema)) as {
      getValidator: (s: RJSFSchema) => unknown;
    };
    const lookup = vi.spyOn(prototype, "getValidator");
    const validator = createStepValidator(validateFns, schema);
    lookup.mockClear();
    const condition = (schema.allOf as RJSFSchema[])[0]!.if as RJSFSchema;
    expect(validator.isValid(condition, { citizenship: "DE" }, schema)).toBe(true);
    expect(validator.isValid(condition, { citizenship: "PL" }, schema)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
    lookup.mockRestore();
  });
});
