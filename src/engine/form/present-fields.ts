/**
 * The fields that show for a form's data (the schema's conditional parts resolved), worked out
 * again only when a field that decides it changed, and the data without the values of the others.
 */
import type { FormData } from "../logic/engine-ui-schema.ts";
import type { FormControllerOptions } from "./form-options.ts";

/**
 * The data without values of fields that do not show, and the fields that show (undefined: every
 * field does).
 */
export type WithoutAbsent = (data: FormData) => {
  data: FormData;
  present: ReadonlySet<string> | undefined;
};

export function withoutAbsentFields({
  presentFields,
  shapeFields,
}: Pick<FormControllerOptions, "presentFields" | "shapeFields">): WithoutAbsent {
  /** The fields that show, for the values of the shape fields they were worked out for. */
  let presence: { key: string; fields: ReadonlySet<string> } | undefined;

  /** The fields that show for `data`, worked out again only when a field that decides it changed. */
  const presentFor = (data: FormData): ReadonlySet<string> | undefined => {
    if (!presentFields) return undefined;
    const key = shapeFields ? JSON.stringify(shapeFields.map((f) => data[f] ?? null)) : undefined;
    if (key !== undefined && presence?.key === key) return presence.fields;
    const fields = presentFields(data);
    presence = key === undefined ? undefined : { key, fields };
    return fields;
  };

  // Dropping a value may hide more fields (the box that showed them went), so it repeats until
  // nothing goes.
  return (data) => {
    let present = presentFor(data);
    for (let round = 0; present && round < 4; round++) {
      const shown = present;
      const absent = Object.keys(data).filter((field) => !shown.has(field));
      if (!absent.length) break;
      data = Object.fromEntries(Object.entries(data).filter(([field]) => shown.has(field)));
      present = presentFor(data);
    }
    return { data, present };
  };
}
