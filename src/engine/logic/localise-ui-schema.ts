/**
 * Puts the words on a form. Every label, help text, placeholder and option label comes from
 * the step's locale namespace by a fixed key pattern, so schema files hold no user-visible text:
 *
 *   <step>:fields.<field>.label | .help | .placeholder | .enum.<value>
 *
 * Label parameters (`ui:options.labelParams`) take a field's value, shown as a country name
 * when it is a country code.
 */
import { collectPropertySchemas, type JsonSchema } from "../../shared/schema/json-schema.ts";
import type { FormData } from "./engine-ui-schema.ts";
import type { Translator } from "./translator.ts";
import { countryName } from "./locale-names.ts";

export type UiSchema = Record<string, unknown>;

export function fieldKey(namespace: string, field: string, part: string): string {
  return `${namespace}:fields.${field}.${part}`;
}

/** The values of the fields a label names as parameters, ready for interpolation. */
export function labelParamsFor(
  uiField: UiSchema | undefined,
  data: FormData,
  intlTag: string,
): Record<string, string> {
  const options = (uiField?.["ui:options"] ?? {}) as { labelParams?: Record<string, string> };
  const params: Record<string, string> = {};
  for (const [param, field] of Object.entries(options.labelParams ?? {})) {
    const value = data[field];
    if (typeof value === "string")
      params[param] = /^[A-Z]{2}$/.test(value) ? countryName(value, intlTag) : value;
  }
  return params;
}

export function localiseUiSchema(
  schema: JsonSchema,
  uiSchema: UiSchema,
  translator: Translator,
  namespace: string,
  data: FormData = {},
): UiSchema {
  const localised: UiSchema = { ...uiSchema };
  for (const [field, schemas] of collectPropertySchemas(schema)) {
    const uiField = { ...((uiSchema[field] as UiSchema | undefined) ?? {}) };
    const params = labelParamsFor(uiField, data, translator.intlTag);
    const text = (part: string) => {
      const key = fieldKey(namespace, field, part);
      return translator.exists(key) ? translator.t(key, params) : undefined;
    };
    const label = text("label");
    if (label !== undefined) uiField["ui:title"] = label;
    const help = text("help");
    if (help !== undefined) uiField["ui:help"] = help;
    const placeholder = text("placeholder");
    if (placeholder !== undefined) uiField["ui:placeholder"] = placeholder;
    const values = enumValuesOf(schemas);
    if (values.length) {
      const names: Record<string, string> = {};
      for (const value of values) {
        const name = text(`enum.${String(value)}`);
        if (name !== undefined) names[String(value)] = name;
      }
      if (Object.keys(names).length) uiField["ui:enumNames"] = names;
    }
    localised[field] = uiField;
  }
  return localised;
}

function enumValuesOf(schemas: readonly JsonSchema[]): unknown[] {
  for (const schema of schemas) {
    if (Array.isArray(schema.enum)) return schema.enum;
    if (schema.type === "boolean") return [true, false];
  }
  return [];
}
