/**
 * The benchmark's forms laid out flat with their compiled validators (compile-validators.ts),
 * aliased by the page's build.
 */
declare module "@bench-forms/*" {
  import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
  export const schema: Record<string, unknown>;
  export const uiSchema: Record<string, unknown>;
  export const invalidData: Record<string, unknown>;
  export const rootValidatorKey: string;
  export const validateFns: ValidatorFunctions;
}
