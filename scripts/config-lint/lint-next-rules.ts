/**
 * Checks the conditions of the flow's `next` rules against what the server gives them
 * (src/server/flow/flow-navigator.ts): `data`, the answers just sent, named by the fields of the
 * step's schema (or, for an action's rules, what that action gives); `steps`, the saved answers by
 * step, named by the flow's steps and their fields; and `device`. JSON Schema takes a misspelt
 * name without a word, and `properties` of a value that is never there holds for every answer: a
 * rule testing one would match them all.
 */
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { findRoute, type FlowRoute } from "../../src/shared/flow/flow-definition.ts";
import { closestName } from "./closest-name.ts";
import { propertyConditions, type Segments } from "./condition-parts.ts";
import { notAFieldMessage, type StepFieldNames, stepFieldNames } from "./field-names.ts";
import { FLOW_FILE } from "./lint-prefill.ts";
import type { FieldDeclaration } from "./schema-fields.ts";
import { conditionFieldReferences } from "./ui-field-references.ts";

/** What a rule's condition is tested against (flow-navigator.ts `NavigationState`). */
const RULE_STATE = ["data", "steps", "device"];

/**
 * The `data` the server gives the rules of an action that is not a step's own submit
 * (src/server/actions/identity-journey.ts `nextOf`).
 */
const ACTION_DATA: Readonly<Record<string, readonly string[]>> = {
  "upload-summary": [],
  "upload-try-again": ["journeysLeft"],
};

/** `"a", "b" and "c"`. */
function quoted(names: readonly string[]): string {
  const each = names.map((name) => `"${name}"`);
  return each.length > 1 ? `${each.slice(0, -1).join(", ")} and ${each.at(-1)!}` : each.join("");
}

/** The fields of a route's schemas, the desktop's and its mobile variant's, as one list. */
function routeFields(files: ProjectFiles, route: FlowRoute): StepFieldNames | undefined {
  const schemas = [route.schema, route.mobile?.schema]
    .filter((name, i, all): name is string => !!name && all.indexOf(name) === i)
    .flatMap((name) => {
      const step = files.steps.get(name);
      return step ? [stepFieldNames(step)] : [];
    });
  if (!schemas.length) return undefined;
  const declarations = new Map<string, readonly FieldDeclaration[]>();
  for (const schema of schemas)
    for (const [name, list] of schema.declarations)
      declarations.set(name, [...(declarations.get(name) ?? []), ...list]);
  return {
    schemaFile: schemas.map((schema) => schema.schemaFile).join(" or "),
    declarations,
    has: (name) => declarations.has(name),
  };
}

/** Why a name is not one of the known ones: the near miss it probably meant, or `otherwise`. */
function unknownName(name: string, what: string, known: readonly string[], otherwise: string) {
  const meant = closestName(name, known);
  return `"${name}" is not ${what}; ${meant ? `did you mean "${meant}"?` : otherwise}`;
}

/** The names a condition's parts test at `at`, each refused by `refuse` when it is unknown. */
function namesTested(
  condition: unknown,
  at: Segments,
  refuse: (name: string) => string | undefined,
): string[] {
  return conditionFieldReferences(condition, at).flatMap((reference) => {
    if ("problem" in reference) return [`${FLOW_FILE}: ${reference.pointer}: ${reference.problem}`];
    const problem = refuse(reference.name);
    return problem ? [`${FLOW_FILE}: ${reference.pointer}: ${problem}`] : [];
  });
}

function lintRuleCondition(
  files: ProjectFiles,
  key: string,
  when: unknown,
  at: Segments,
): string[] {
  const problems = namesTested(when, at, (name) =>
    RULE_STATE.includes(name)
      ? undefined
      : unknownName(
          name,
          "what a next rule's condition tests",
          RULE_STATE,
          `it tests ${quoted(RULE_STATE)}`,
        ),
  );
  const route = findRoute(files.flow, key);
  const fields = route && routeFields(files, route);
  const actionData = ACTION_DATA[key] ?? [];
  for (const data of propertyConditions(when, at, "data"))
    problems.push(
      ...namesTested(data.condition, data.at, (name) => {
        if (fields) return fields.has(name) ? undefined : notAFieldMessage(name, fields);
        return actionData.includes(name)
          ? undefined
          : unknownName(
              name,
              `what the server gives the rules of ${key}`,
              actionData,
              actionData.length ? `it gives them ${quoted(actionData)}` : "it gives them no data",
            );
      }),
    );
  const stepNames = files.flow.routes.filter((r) => r.schema).map((r) => r.name);
  for (const steps of propertyConditions(when, at, "steps")) {
    problems.push(
      ...namesTested(steps.condition, steps.at, (name) =>
        stepNames.includes(name)
          ? undefined
          : unknownName(
              name,
              `a step with a schema of ${FLOW_FILE}`,
              stepNames,
              "name a route of the flow that has a schema",
            ),
      ),
    );
    for (const name of stepNames) {
      const stepFields = routeFields(files, findRoute(files.flow, name)!)!;
      for (const saved of propertyConditions(steps.condition, steps.at, name))
        problems.push(
          ...namesTested(saved.condition, saved.at, (field) =>
            stepFields.has(field) ? undefined : notAFieldMessage(field, stepFields),
          ),
        );
    }
  }
  return problems;
}

export function lintNextRules(files: ProjectFiles): string[] {
  return Object.entries(files.flow.next).flatMap(([key, rules]) =>
    rules.flatMap((rule, i) =>
      rule.when === undefined
        ? []
        : lintRuleCondition(files, key, rule.when, ["next", key, i, "when"]),
    ),
  );
}
