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

const valueFieldsBySchema = new WeakMap<JsonSchema, ReadonlySet<string>>();

/** The fields some part of the schema says the kind of; read once per schema. */
export function fieldsDeclaringValue(schema: JsonSchema): ReadonlySet<string> {
  let fields = valueFieldsBySchema.get(schema);
  if (!fields) {
    fields = new Set(
      [...collectPropertySchemas(schema)]
        .filter(([, declarations]) => declarations.some(declaresValue))
        .map(([field]) => field),
    );
    valueFieldsBySchema.set(schema, fields);
  }
  return fields;
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
  return !declaresValue(resolved) && fieldsDeclaringValue(rootSchema).has(field);
}
