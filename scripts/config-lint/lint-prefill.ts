/**
 * Checks a route's `prefill` rules in the flow file: they fill fields of the route's schema, read
 * dictionaries that exist, have a source value, a pattern that compiles, and conditions that name
 * fields (or the context the server gives them).
 */
import type { PrefillRule } from "../../src/shared/flow/flow-definition.ts";
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
  return problems;
}
