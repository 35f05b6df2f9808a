import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { retrieveSchema, type RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { createStepValidator } from "./precompiled-validator.ts";

// The personal data step as the build generates it (`npm run gen:validators`, run by test:unit).
const generated = new URL("../../generated/steps/personalDataConfirm.step.js", import.meta.url);
const personalData = (await import(generated.href)) as {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
  rootValidatorKey: string;
};
const { schema, validateFns, rootValidatorKey } = personalData;

/** RJSF's own look-up, which hashes the schema it is given. */
function spyOnHashingLookup() {
  const prototype = Object.getPrototypeOf(createPrecompiledValidator(validateFns, schema)) as {
    getValidator: (s: RJSFSchema) => unknown;
  };
  return vi.spyOn(prototype, "getValidator");
}

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

  it("resolves them alike when given the root's key", () => {
    const keyed = createStepValidator(validateFns, schema, rootValidatorKey);
    const plain = createPrecompiledValidator(validateFns, schema);
    for (const data of samples) {
      expect(keyed.isValid(schema, data, schema)).toBe(plain.isValid(schema, data, schema));
      expect(keyed.validateFormData(data, schema).errors).toEqual(
        plain.validateFormData(data, schema).errors,
      );
    }
  });

  it("never hashes the root schema when given its key", () => {
    const lookup = spyOnHashingLookup();
    const validator = createStepValidator(validateFns, schema, rootValidatorKey);
    expect(validator.isValid(schema, {}, schema)).toBe(false);
    expect(validator.validateFormData({}, schema).errors.length).toBeGreaterThan(0);
    expect(lookup).not.toHaveBeenCalled();
    lookup.mockRestore();
  });

  it("hashes the root schema once without its key, or with a stale one", () => {
    for (const key of [undefined, "stale"]) {
      const lookup = spyOnHashingLookup();
      const validator = createStepValidator(validateFns, schema, key);
      validator.isValid(schema, {}, schema);
      validator.isValid(schema, { citizenship: "PL" }, schema);
      expect(lookup).toHaveBeenCalledTimes(1);
      lookup.mockRestore();
    }
  });

  it("finds a condition's validator once per schema object", () => {
    const lookup = spyOnHashingLookup();
    const validator = createStepValidator(validateFns, schema);
    lookup.mockClear();
    const condition = (schema.allOf as RJSFSchema[])[0]!.if as RJSFSchema;
    expect(validator.isValid(condition, { citizenship: "DE" }, schema)).toBe(true);
    expect(validator.isValid(condition, { citizenship: "PL" }, schema)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
    lookup.mockRestore();
  });
});
