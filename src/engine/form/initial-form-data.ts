/**
 * A form's first data: the data it was given, as RJSF makes it under the engine's policy of
 * filling nothing in for the user (`DEFAULT_FORM_STATE`). RJSF works that out by walking the
 * whole schema and resolving each condition against the data, which validates (and the first
 * time hashes) every condition. A schema that declares no default anywhere, as every step does
 * today, comes back as it went in, so that walk is skipped for it.
 */
import { getDefaultFormState, type RJSFSchema, type ValidatorType } from "@rjsf/utils";
import type { FormData } from "../logic/engine-ui-schema.ts";

/**
 * Nothing is filled in for the user: a `const` (a consent that must be ticked) is a rule, not a
 * default, and no empty objects or arrays are invented.
 */
export const DEFAULT_FORM_STATE = {
  constAsDefaults: "never",
  emptyObjectFields: "skipDefaults",
  arrayMinItems: { populate: "never" },
} as const;

const declaringBySchema = new WeakMap<object, boolean>();

function hasDefaultKey(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasDefaultKey);
  return Object.hasOwn(value, "default") || Object.values(value).some(hasDefaultKey);
}

/**
 * Whether a `default` key appears anywhere in the schema. A property or an enum value that only
 * happens to be named so counts too: the check never misses a default, and the cost of a false
 * alarm is only RJSF's walk. Remembered per schema object.
 */
export function declaresDefaults(schema: object): boolean {
  let found = declaringBySchema.get(schema);
  if (found === undefined) {
    found = hasDefaultKey(schema);
    declaringBySchema.set(schema, found);
  }
  return found;
}

export function initialFormData(
  validator: ValidatorType,
  schema: RJSFSchema,
  data: FormData,
): FormData {
  if (!declaresDefaults(schema)) return { ...data };
  return getDefaultFormState(
    validator,
    schema,
    data,
    schema,
    false,
    DEFAULT_FORM_STATE,
  ) as FormData;
}
