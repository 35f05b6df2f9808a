/**
 * Checks a UI schema's `ui:order` the way RJSF reads it, so a mistake is refused here rather than
 * shown to users as RJSF's "Invalid root object field configuration": every name is a field of
 * the schema, none is named twice, and every field has a place unless one `"*"` (which RJSF
 * accepts anywhere in the list, once) stands for the fields not listed.
 */
import { jsonPointer } from "./json-pointer.ts";
import { notAFieldMessage, type StepFieldNames } from "./field-names.ts";

const REST = "*";

export function lintUiOrder(
  file: string,
  uiSchema: Record<string, unknown>,
  fields: StepFieldNames,
): string[] {
  const order = uiSchema["ui:order"];
  // Without an order RJSF shows the fields as the schema declares them.
  if (order === undefined) return [];
  if (!Array.isArray(order))
    return [`${file}: /ui:order: must be a list of field names (and at most one "*")`];
  const problems: string[] = [];
  const firstAt = new Map<string, number>();
  order.forEach((name: unknown, i) => {
    const where = `${file}: ${jsonPointer("ui:order", i)}`;
    if (typeof name !== "string") {
      problems.push(`${where}: must be a field name, not ${JSON.stringify(name)}`);
      return;
    }
    const earlier = firstAt.get(name);
    if (earlier !== undefined) {
      problems.push(
        name === REST
          ? `${where}: "*" is already at ${jsonPointer("ui:order", earlier)}; the order may hold one "*", remove the other`
          : `${where}: "${name}" is already at ${jsonPointer("ui:order", earlier)}; remove one of them`,
      );
      return;
    }
    firstAt.set(name, i);
    if (name !== REST && !fields.has(name))
      problems.push(`${where}: ${notAFieldMessage(name, fields)}`);
  });
  if (!firstAt.has(REST)) {
    for (const field of fields.declarations.keys())
      if (!firstAt.has(field))
        problems.push(
          `${file}: /ui:order: "${field}" is a field of ${fields.schemaFile} but has no place in the order; add it where it should show (or add "*" where every unlisted field should show)`,
        );
  }
  return problems;
}
