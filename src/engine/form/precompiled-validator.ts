/**
 * RJSF's precompiled validator, with its look-up of a sub-schema's validator remembered per
 * schema object. RJSF resolves every `if` of a form on each change and finds each condition's
 * validator by hashing the condition's JSON text; the schema objects themselves do not change,
 * so a form's conditions are hashed once instead of on every keystroke.
 */
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";

type ValidateFunction = ValidatorFunctions[string];

interface LooksUpValidators {
  getValidator(schema: RJSFSchema): ValidateFunction;
}

export function createStepValidator(
  validateFns: ValidatorFunctions,
  rootSchema: RJSFSchema,
): ValidatorType {
  const validator = createPrecompiledValidator(validateFns, rootSchema);
  const lookup = validator as unknown as LooksUpValidators;
  const find = lookup.getValidator.bind(validator);
  const found = new WeakMap<RJSFSchema, ValidateFunction>();
  lookup.getValidator = (schema) => {
    let validate = found.get(schema);
    if (!validate) {
      validate = find(schema);
      found.set(schema, validate);
    }
    return validate;
  };
  return validator;
}
