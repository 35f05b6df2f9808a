/**
 * Whether a property the form renders is a field right now. A conditional part may add rules to a
 * property (`"not": { "enum": ["ES"] }`) without saying what the property is; while the part that
 * declares it does not apply, the property is only a rule, and there is nothing to show.
 */
import { getSchemaType, type RJSFSchema } from "@rjsf/utils";
import { collectPropertySchemas, type JsonSchema } from "../../shared/schema/json-schema.ts";

/** Whether a property schema says what kind of value it holds (a type, an enum, a const…). */
export function declaresValue(schema: JsonSchema): boolean {
  return getSchemaType(schema as RJSFSchema) !== undefined;
}

/**
 * Whether `field`, resolved for the current data as `resolved`, is a rule of a field that another
 * part of `rootSchema` declares: the field is absent now, not misconfigured.
 */
export function isAbsentConditionalField(
  rootSchema: JsonSchema,
  field: string,
  resolved: JsonSchema,
): boolean {
  if (declaresValue(resolved)) return false;
  return (collectPropertySchemas(rootSchema).get(field) ?? []).some(declaresValue);
}
