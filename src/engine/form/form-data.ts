/** Small reads and writes of a form's data, shared by the form controller's parts. */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { FormData, Section } from "../logic/engine-ui-schema.ts";

/** The data with these fields set; a field set to undefined is left out. */
export function withValues(
  data: FormData,
  values: readonly (readonly [string, unknown])[],
): FormData {
  const changed = new Map(values);
  const out: FormData = {};
  for (const [field, value] of Object.entries(data)) if (!changed.has(field)) out[field] = value;
  for (const [field, value] of changed) if (value !== undefined) out[field] = value;
  return out;
}

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === "";
}

/** A section's `required` fields that are empty, each with its message. */
export function missingInSection(
  section: Section,
  data: FormData,
  message: (field: string) => string,
): FieldErrors {
  return Object.fromEntries(
    (section.required ?? [])
      .filter((field) => isEmpty(data[field]))
      .map((field) => [field, [message(field)]]),
  );
}

/** The data without what a section's send used up (`resetOnReopen`), or undefined if none. */
export function withoutUsedUp(section: Section, data: FormData): FormData | undefined {
  const used = (section.resetOnReopen ?? []).filter((field) => !isEmpty(data[field]));
  return used.length
    ? withValues(
        data,
        used.map((field) => [field, undefined]),
      )
    : undefined;
}

/** The errors of the given fields. */
export function errorsOf(errors: FieldErrors, fields: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.has(field)));
}
