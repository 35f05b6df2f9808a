/** The names a step's schema declares, and the refusal for a name that is not one of them. */
import type { StepFiles } from "../../src/server/config/project-files.ts";
import { closestName } from "./closest-name.ts";
import { declaredFields, type FieldDeclaration } from "./schema-fields.ts";

export interface StepFieldNames {
  /** The schema file's name as editors know it, e.g. `personalDataConfirm.schema.json`. */
  schemaFile: string;
  declarations: ReadonlyMap<string, readonly FieldDeclaration[]>;
  has(name: string): boolean;
}

export function stepFieldNames(step: Pick<StepFiles, "name" | "schema">): StepFieldNames {
  const declarations = declaredFields(step.schema);
  return {
    schemaFile: `${step.name}.schema.json`,
    declarations,
    has: (name) => declarations.has(name),
  };
}

/** Why `name` is refused, and what to do: the near-miss it probably meant, or where to declare it. */
export function notAFieldMessage(
  name: string,
  fields: StepFieldNames,
  alsoAllowed: readonly string[] = [],
): string {
  const meant = closestName(name, [...fields.declarations.keys(), ...alsoAllowed]);
  return `"${name}" is not a field of ${fields.schemaFile}; ${
    meant
      ? `did you mean "${meant}"?`
      : "add it to the schema's properties (or one of its conditional parts) or remove it"
  }`;
}
