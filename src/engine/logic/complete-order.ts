/**
 * Makes a UI schema's `ui:order` safe to hand to RJSF. RJSF refuses an order that leaves out a
 * field, or names `"*"` twice, by showing its own error with the raw schema instead of the form.
 * A field the order forgets is shown after the ordered ones, and the mistake is reported.
 */
import { collectPropertySchemas, type JsonSchema } from "../../shared/schema/json-schema.ts";
import type { UiSchema } from "./localise-ui-schema.ts";

export interface CompletedOrder {
  uiSchema: UiSchema;
  /** Fields of the schema that the order does not place, and names it repeats. */
  problems: string[];
}

export function completeOrder(schema: JsonSchema, uiSchema: UiSchema): CompletedOrder {
  const order = uiSchema["ui:order"];
  if (!Array.isArray(order)) return { uiSchema, problems: [] };
  const placed: string[] = [];
  const problems: string[] = [];
  for (const name of order) {
    if (typeof name !== "string") continue;
    if (!placed.includes(name)) placed.push(name);
    else if (name !== "*") problems.push(`"${name}" is named twice in ui:order`);
  }
  if (!placed.includes("*")) {
    for (const field of collectPropertySchemas(schema).keys())
      if (!placed.includes(field)) problems.push(`"${field}" has no place in ui:order`);
    placed.push("*");
  }
  return { uiSchema: { ...uiSchema, "ui:order": placed }, problems };
}
