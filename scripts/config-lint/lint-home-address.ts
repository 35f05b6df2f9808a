/**
 * Checks the flow file's `homeAddress`, which names the fields of the step whose answer a proof
 * of address is checked against: it sits on one route only, a route with a schema, and gives each
 * part of the address (street, building number, postal code, town) a text field of the schemas
 * the route shows (its own and its mobile variant's), and nothing else.
 */
import type { FlowRoute, HomeAddressFields } from "../../src/shared/flow/flow-definition.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { notAFieldMessage, stepFieldNames, type StepFieldNames } from "./field-names.ts";
import { jsonPointer } from "./json-pointer.ts";
import { FLOW_FILE } from "./lint-prefill.ts";

/** What each part of a home address holds, as a finding names it. */
const PARTS: Record<keyof HomeAddressFields, string> = {
  street: "the street's name",
  buildingNumber: "the building's number",
  postalCode: "the postal code",
  city: "the town",
};

export function lintHomeAddress(files: ProjectFiles): string[] {
  const problems: string[] = [];
  let holder: string | undefined;
  files.flow.routes.forEach((route, i) => {
    if (!route.homeAddress) return;
    const where = (...segments: string[]) =>
      `${FLOW_FILE}: ${jsonPointer("routes", i, "homeAddress", ...segments)}`;
    if (holder)
      problems.push(
        `${where()}: ${holder} already holds the home address; keep "homeAddress" on the one route whose form asks for it`,
      );
    holder ??= route.name;
    problems.push(...lintFields(files, route, route.homeAddress, where));
  });
  return problems;
}

function lintFields(
  files: ProjectFiles,
  route: FlowRoute,
  map: HomeAddressFields,
  where: (...segments: string[]) => string,
): string[] {
  if (!route.schema)
    return [
      `${where()}: only a route with a schema can hold the home address; move it to the route whose form asks for the address`,
    ];
  if (typeof map !== "object" || Array.isArray(map))
    return [
      `${where()}: must be an object naming the field of each part, e.g. { "street": "street", … }`,
    ];
  const shown = new Set([route.schema, route.mobile?.schema ?? route.schema]);
  const steps = [...shown].flatMap((name) => {
    const step = files.steps.get(name);
    return step ? [stepFieldNames(step)] : [];
  });
  // As the file has it: a key or a value may be anything.
  const given: Readonly<Record<string, unknown>> = { ...map };
  const problems: string[] = [];
  for (const key of Object.keys(given))
    if (!Object.hasOwn(PARTS, key))
      problems.push(
        `${where(key)}: "${key}" is not a part of a home address; use "street", "buildingNumber", "postalCode" and "city"`,
      );
  for (const [part, holds] of Object.entries(PARTS)) {
    const field = given[part];
    if (field === undefined)
      problems.push(
        `${where()}: has no "${part}"; add it, naming the field of ${route.schema}.schema.json that holds ${holds}`,
      );
    else if (typeof field !== "string")
      problems.push(`${where(part)}: must be the name of a field, in quotes`);
    else
      for (const fields of steps) {
        if (!fields.has(field)) problems.push(`${where(part)}: ${notAFieldMessage(field, fields)}`);
        else if (!isTextField(fields, field))
          problems.push(
            `${where(part)}: "${field}" is not a text field of ${fields.schemaFile}; name a field of "type": "string" (the address is compared as text)`,
          );
      }
  }
  return problems;
}

/**
 * Whether every declaration of the field that gives a type gives `"string"`, and one does (a
 * conditional part may narrow a field, e.g. with a pattern, without repeating its type).
 */
function isTextField(fields: StepFieldNames, name: string): boolean {
  const types = (fields.declarations.get(name) ?? [])
    .map((declaration) => declaration.schema.type)
    .filter((type) => type !== undefined);
  return types.length > 0 && types.every((type) => type === "string");
}
