/**
 * RJSF's precompiled validator, with its look-up of a schema's validator remembered per schema
 * object. RJSF finds a (sub-)schema's validator by hashing the schema's JSON text: the whole root
 * schema when the validator is made and again at the first validation, each condition on each
 * use. Here the root's key can be given (the build knows it), and every other schema object is
 * hashed once. An option of a list (`{ "const": "PL", "title": "Poland" }`) is checked here, without
 * a validator of its own: the build compiles none for it (scripts/gen-validators/validators-code.ts).
 */
import { deepEquals, type RJSFSchema, type ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { isConstOption } from "../../shared/schema/option-lists.ts";

type ValidateFunction = ValidatorFunctions[string];

interface LooksUpValidators {
  readonly validateFns: ValidatorFunctions;
  getValidator(schema: RJSFSchema): ValidateFunction;
}

type PrecompiledValidatorClass = new (
  validateFns: ValidatorFunctions,
  rootSchema: RJSFSchema,
) => ValidatorType & LooksUpValidators;

/** RJSF does not export its validator class: it is taken from a validator of an empty schema. */
const PROBE_ID = "precompiled-validator-class";
const RjsfPrecompiledValidator = createPrecompiledValidator(
  { [PROBE_ID]: Object.assign(() => true, { errors: null }) },
  { $id: PROBE_ID },
).constructor as PrecompiledValidatorClass;

interface Lookups {
  root: { schema: RJSFSchema; key: string } | undefined;
  found: WeakMap<RJSFSchema, ValidateFunction>;
}

/**
 * By validator functions, as RJSF's constructor looks up the root's validator before a subclass's
 * own fields exist.
 */
const lookupsOf = new WeakMap<ValidatorFunctions, Lookups>();

/** Ajv's check of a `const`, with Ajv's error. */
function constValidator(option: { const: unknown }): ValidateFunction {
  const validate = ((data: unknown) => {
    const valid = deepEquals(data, option.const);
    validate.errors = valid
      ? null
      : [
          {
            instancePath: "",
            schemaPath: "#/const",
            keyword: "const",
            params: { allowedValue: option.const },
            message: "must be equal to constant",
          },
        ];
    return valid;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}

class StepValidator extends RjsfPrecompiledValidator {
  override getValidator(schema: RJSFSchema): ValidateFunction {
    const lookups = lookupsOf.get(this.validateFns);
    if (!lookups) return super.getValidator(schema);
    let validate = lookups.found.get(schema);
    if (!validate) {
      const { root } = lookups;
      validate = isConstOption(schema)
        ? constValidator(schema)
        : ((root?.schema === schema ? this.validateFns[root.key] : undefined) ??
          super.getValidator(schema));
      lookups.found.set(schema, validate);
    }
    return validate;
  }
}

/**
 * A step's validator. `rootKey` is the root schema's key among the validator functions (its
 * `hashForSchema`, written by the build); a wrong or missing one only costs a hash.
 */
export function createStepValidator(
  validateFns: ValidatorFunctions,
  rootSchema: RJSFSchema,
  rootKey?: string,
): ValidatorType {
  lookupsOf.set(validateFns, {
    root: rootKey === undefined ? undefined : { schema: rootSchema, key: rootKey },
    found: new WeakMap(),
  });
  return new StepValidator(validateFns, rootSchema);
}
