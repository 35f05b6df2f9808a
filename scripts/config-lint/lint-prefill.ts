/**
 * Checks a route's `prefill` rules in the flow file: they fill fields of the route's schema, read
 * dictionaries that exist, have a source value, a pattern that compiles, and conditions that name
 * fields (or the context the server gives them); a data `check` compares fields the rules fill,
 * each in a known way, and is confirmed by a boolean field of the schema that is never stored,
 * its result going into a field marked `"x-context": "documentDataCheck"`.
 */
import type { PrefillRule } from "../../src/shared/flow/flow-definition.ts";
import { collectPropertySchemas } from "../../src/shared/schema/json-schema.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { notAFieldMessage, stepFieldNames } from "./field-names.ts";
import { jsonPointer } from "./json-pointer.ts";
import { conditionFieldReferences } from "./ui-field-references.ts";

export const FLOW_FILE = "flows/onboarding.flow.json";

/** What a prefill condition sees besides the fields filled before it (src/server/actions/application-state.ts). */
const PREFILL_CONTEXT = ["language"] as const;

export function lintPrefill(
  files: ProjectFiles,
  routeIndex: number,
  schemaName: string | undefined,
  rule: PrefillRule,
): string[] {
  const at = ["routes", routeIndex, "prefill"];
  const where = (...segments: (string | number)[]) =>
    `${FLOW_FILE}: ${jsonPointer(...at, ...segments)}`;
  const step = schemaName ? files.steps.get(schemaName) : undefined;
  if (!step) return [`${where()}: only a route with a schema can be prefilled`];
  const problems: string[] = [];
  if ((rule.source as string) !== "documentScan")
    problems.push(
      `${where("source")}: unknown source "${rule.source as string}"; use "documentScan"`,
    );
  const fields = stepFieldNames(step);
  for (const [field, fill] of Object.entries(rule.fields)) {
    if (!fields.has(field))
      problems.push(`${where("fields", field)}: ${notAFieldMessage(field, fields)}`);
    if (fill.value === undefined && !fill.from?.length)
      problems.push(`${where("fields", field)}: has neither "from" nor "value"; add one`);
    if (typeof fill.as === "object" && files.dictionaries[fill.as.dictionary] === undefined)
      problems.push(
        `${where("fields", field, "as", "dictionary")}: "${fill.as.dictionary}" is not a dictionary of schemas/dictionaries/`,
      );
    if (fill.pattern !== undefined) {
      try {
        new RegExp(fill.pattern, "u");
      } catch (error) {
        problems.push(
          `${where("fields", field, "pattern")}: "${fill.pattern}" is not a valid regular expression (${(error as Error).message})`,
        );
      }
    }
    for (const reference of conditionFieldReferences(fill.when, [...at, "fields", field, "when"])) {
      if ("problem" in reference)
        problems.push(`${FLOW_FILE}: ${reference.pointer}: ${reference.problem}`);
      else if (
        !fields.has(reference.name) &&
        !(PREFILL_CONTEXT as readonly string[]).includes(reference.name)
      )
        problems.push(
          `${FLOW_FILE}: ${reference.pointer}: ${notAFieldMessage(reference.name, fields, PREFILL_CONTEXT)}`,
        );
    }
  }
  if (rule.check) problems.push(...lintDataCheck(rule, step.schema, fields, where));
  return problems;
}

const COMPARISONS = new Set(["name", "code", "exact"]);

function lintDataCheck(
  rule: PrefillRule,
  schema: Parameters<typeof collectPropertySchemas>[0],
  fields: ReturnType<typeof stepFieldNames>,
  where: (...segments: (string | number)[]) => string,
): string[] {
  const check = rule.check!;
  const problems: string[] = [];
  for (const [field, comparison] of Object.entries(check.compare ?? {})) {
    if (!Object.hasOwn(rule.fields, field))
      problems.push(
        `${where("check", "compare", field)}: "${field}" is not filled by the prefill rules, so there is nothing to compare it with; add it under "fields" or remove it`,
      );
    if (!COMPARISONS.has(comparison))
      problems.push(
        `${where("check", "compare", field)}: unknown comparison "${comparison}"; use "name", "code" or "exact"`,
      );
  }
  const properties = collectPropertySchemas(schema);
  const confirmation = properties.get(check.confirmedBy)?.[0];
  if (!fields.has(check.confirmedBy))
    problems.push(
      `${where("check", "confirmedBy")}: ${notAFieldMessage(check.confirmedBy, fields)}`,
    );
  else if (confirmation?.type !== "boolean" || confirmation.writeOnly !== true)
    problems.push(
      `${where("check", "confirmedBy")}: "${check.confirmedBy}" must be a boolean field marked "writeOnly": true (a confirmation is never stored)`,
    );
  const hasResult = [...properties.values()].some((schemas) =>
    schemas.some((property) => property["x-context"] === "documentDataCheck"),
  );
  if (!hasResult)
    problems.push(
      `${where("check")}: the step's schema has no field marked "x-context": "documentDataCheck" for the check's result; add one`,
    );
  return problems;
}
