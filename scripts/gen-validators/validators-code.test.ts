import { createRequire } from "node:module";
import vm from "node:vm";
import {
  getClosestMatchingOption,
  getDefaultFormState,
  hashForSchema,
  retrieveSchema,
  type RJSFSchema,
  type ValidatorType,
} from "@rjsf/utils";
import { customizeValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import { describe, expect, it } from "vitest";
import { createStepValidator } from "../../src/engine/form/precompiled-validator.ts";
import { compileValidatorsCode } from "./validators-code.ts";

const countries = ["PL", "DE", "FR", "IT", "ES", "NL", "BE", "AT", "CZ", "SK"]
  .flatMap((code) => [code, `${code}-east`, `${code}-west`, `${code}-north`, `${code}-south`])
  .map((code) => ({ const: code, title: `Country ${code}` }));

/** A select of constants whose value decides a field, a checkbox that hides one, a choice of shapes. */
const schema: RJSFSchema = {
  type: "object",
  required: ["citizenship", "documentType"],
  properties: {
    citizenship: { type: "string", title: "Citizenship", oneOf: countries },
    documentType: {
      type: "string",
      title: "Document",
      anyOf: [
        { const: "id", title: "Identity card" },
        { const: "passport", title: "Passport" },
      ],
    },
    noExpiry: { type: "boolean", default: false },
    contact: {
      title: "Contact",
      oneOf: [
        {
          title: "Email",
          type: "object",
          properties: { email: { type: "string", minLength: 3 } },
          required: ["email"],
        },
        {
          title: "Phone",
          type: "object",
          properties: { phone: { type: "string", pattern: "^[0-9]+$" } },
          required: ["phone"],
        },
      ],
    },
  },
  allOf: [
    {
      if: { properties: { citizenship: { const: "PL" } }, required: ["citizenship"] },
      then: {
        properties: { pesel: { type: "string", pattern: "^[0-9]{11}$" } },
        required: ["pesel"],
      },
      else: { properties: { idNumber: { type: "string", minLength: 2 } } },
    },
    {
      if: { properties: { noExpiry: { const: true } }, required: ["noExpiry"] },
      else: {
        properties: { expiry: { type: "string", format: "date" } },
        required: ["expiry"],
      },
    },
  ],
};

const requireHere = createRequire(import.meta.url);

/** The generated module, run as CommonJS. */
function load(code: string): ValidatorFunctions {
  const module = { exports: {} as ValidatorFunctions };
  const wrapped = vm.runInThisContext(`(function (require, module, exports) {${code}\n})`) as (
    ...args: unknown[]
  ) => void;
  wrapped(requireHere, module, module.exports);
  return module.exports;
}

const compiled = compileValidatorsCode(schema);
const precompiled = (): ValidatorType =>
  createStepValidator(load(compiled), schema, hashForSchema(schema));
/** RJSF's validator that compiles in place, with the schema as written. */
const compiling = (): ValidatorType => customizeValidator();

const samples: Record<string, unknown>[] = [
  {},
  { citizenship: "PL", documentType: "id" },
  { citizenship: "PL", documentType: "id", pesel: "12345678901", noExpiry: true },
  { citizenship: "DE", documentType: "passport", expiry: "2030-01-01", idNumber: "A" },
  { citizenship: "FR", documentType: "id", expiry: "not a date", contact: { phone: "12a" } },
  { citizenship: "IT", documentType: "passport", noExpiry: true, contact: { email: "a@b" } },
];

describe("compileValidatorsCode", () => {
  it("answers every check as RJSF's compiling validator does, with the schema as written", () => {
    const ours = precompiled();
    const theirs = compiling();
    for (const data of samples) {
      expect(ours.validateFormData(data, schema).errors).toEqual(
        theirs.validateFormData(data, schema).errors,
      );
      expect(retrieveSchema(ours, schema, schema, data)).toEqual(
        retrieveSchema(theirs, schema, schema, data),
      );
      expect(getDefaultFormState(ours, schema, data, schema)).toEqual(
        getDefaultFormState(theirs, schema, data, schema),
      );
    }
  });

  it("checks every option of a list, and picks a choice's shape, as Ajv does", () => {
    const ours = precompiled();
    const theirs = compiling();
    const options = [
      ...countries,
      ...(schema.properties!.documentType as { anyOf: RJSFSchema[] }).anyOf,
    ] as RJSFSchema[];
    for (const option of options)
      for (const value of ["PL", "PL-east", "passport", "XX", 1, null, { const: "PL" }])
        expect(ours.isValid(option, value, schema)).toBe(theirs.isValid(option, value, schema));
    const shapes = (schema.properties!.contact as { oneOf: RJSFSchema[] }).oneOf;
    for (const value of [undefined, { email: "abc" }, { phone: "1" }, { phone: 1 }, "x"])
      expect(getClosestMatchingOption(ours, schema, value, shapes)).toBe(
        getClosestMatchingOption(theirs, schema, value, shapes),
      );
    expect(getClosestMatchingOption(ours, schema, { phone: "1" }, shapes)).toBe(1);
  });

  it("refuses a value that is not among a list's options, with one error for the field", () => {
    const { errors } = precompiled().validateFormData(
      { citizenship: "XX", documentType: "letter", noExpiry: true },
      schema,
    );
    expect(errors.map((error) => [error.property, error.name])).toEqual([
      [".citizenship", "enum"],
      [".documentType", "enum"],
    ]);
  });

  it("writes no validator for an option, and under a third of RJSF's code for 50 options", () => {
    const keys = Object.keys(load(compiled));
    for (const option of countries) expect(keys).not.toContain(hashForSchema(option));
    expect(keys).toContain(hashForSchema(schema));
    const rjsfCode = compileSchemaValidatorsCode(schema, {});
    expect(Object.keys(load(rjsfCode))).toHaveLength(keys.length + countries.length + 2);
    expect(compiled.length).toBeLessThan(rjsfCode.length / 3);
  });
});
