import { getDefaultRegistry } from "@rjsf/core";
import type { Field, FieldProps, RJSFSchema } from "@rjsf/utils";
import { isOptionList } from "../../../shared/schema/option-lists.ts";

const RjsfNumberField = getDefaultRegistry().fields.NumberField as Field;

/** A number chosen from a list: `enum`, or a `oneOf` / `anyOf` of constants. */
function isListed(schema: RJSFSchema): boolean {
  return Array.isArray(schema.enum) || isOptionList(schema.oneOf) || isOptionList(schema.anyOf);
}

/**
 * A number or integer field. RJSF's own keeps what a person types in a number's box ("1.",
 * "1.50") and reads the browser's decimal separator, asking `Intl` for it on every render. A
 * number chosen from a list is never typed: its widget gives the option's own value, which
 * RJSF's number field would pass on unchanged, so it is drawn by the string field that every
 * listed value goes through.
 */
export function NumberField(props: FieldProps) {
  const StringField = props.registry.fields.StringField as Field;
  return isListed(props.schema) ? <StringField {...props} /> : <RjsfNumberField {...props} />;
}
