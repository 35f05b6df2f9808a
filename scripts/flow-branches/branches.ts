/**
 * Every branch of the flow a client's answers take, read from the files compliance edits: each
 * `if` of each step's schema (an `if` inside another's `then` or `else` is reached only where
 * that one holds or fails), each `when` of its UI schema (a notice, a Continue that leads away, a
 * question, an effect), each `when` of the flow's next rules and prefill rules, and the phone's
 * variant of each route that has one. A branch has two sides, taken and not; the applicant
 * matrix (applicant-matrix.ts) finds a made-up applicant for each.
 */
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";

export type BranchSource = "schema" | "ui schema" | "next rule" | "prefill" | "device";

export interface Branch {
  /** Where it is written, e.g. `taxOfficeDetails /allOf/6/then/allOf/0`. */
  id: string;
  /** The step (schema name) whose values, with the server's context, decide it. */
  step: string;
  source: BranchSource;
  /** What must hold for the branch to be reached at all (the conditions it is nested in). */
  within: JsonSchema[];
  /** Its condition on the step's values. */
  when: JsonSchema;
  /** A device branch's route: a phone answers the route's phone variant's step there. */
  route?: string;
}

export type Side = "taken" | "notTaken";
export const SIDES: readonly Side[] = ["taken", "notTaken"];

/** The key of one side of one branch, as reports list it. */
export const sideKey = (branch: Branch, side: Side) => `${branch.id} (${side})`;

function schemaBranches(step: string, schema: JsonSchema): Branch[] {
  const branches: Branch[] = [];
  const walk = (node: unknown, pointer: string, within: JsonSchema[]) => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return;
    const schemaNode = node as JsonSchema & Record<string, unknown>;
    if (schemaNode.if && typeof schemaNode.if === "object") {
      const condition = schemaNode.if;
      branches.push({
        id: `${step} ${pointer || "/"}`,
        step,
        source: "schema",
        within,
        when: condition,
      });
      walk(schemaNode.then, `${pointer}/then`, [...within, condition]);
      walk(schemaNode.else, `${pointer}/else`, [...within, { not: condition }]);
    }
    for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
      const list = schemaNode[keyword];
      if (Array.isArray(list))
        list.forEach((item, i) => walk(item, `${pointer}/${keyword}/${i}`, within));
    }
  };
  walk(schema, "", []);
  return branches;
}

/** Every `when` of a UI schema, by where it is written. */
function uiSchemaBranches(step: string, uiSchema: Record<string, unknown>): Branch[] {
  const branches: Branch[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === "when" && value && typeof value === "object")
        branches.push({
          id: `${step} ui ${pointer}`,
          step,
          source: "ui schema",
          within: [],
          when: value as JsonSchema,
        });
      else walk(value, `${pointer}/${key}`);
    }
  };
  walk(uiSchema, "");
  return branches;
}

/** A next rule's `when` reads `{ data: … }`; only those about the step's answers are branches here. */
function answersCondition(when: JsonSchema): JsonSchema | undefined {
  const keys = Object.keys(when);
  const data = when.properties?.data;
  if (!data || keys.some((key) => key !== "properties" && key !== "required")) return undefined;
  return Object.keys(when.properties as object).length === 1 ? data : undefined;
}

export function readBranches(files: Pick<ProjectFiles, "flow" | "steps">): Branch[] {
  const branches: Branch[] = [];
  for (const [name, step] of files.steps)
    branches.push(...schemaBranches(name, step.schema), ...uiSchemaBranches(name, step.uiSchema));
  for (const route of files.flow.routes) {
    if (!route.schema) continue;
    const earlier: JsonSchema[] = [];
    (files.flow.next[route.name] ?? []).forEach((rule, i) => {
      const condition = rule.when && answersCondition(rule.when);
      if (!condition) return;
      branches.push({
        id: `${route.name} next rule ${i + 1}`,
        step: route.schema!,
        source: "next rule",
        within: [...earlier],
        when: condition,
      });
      earlier.push({ not: condition });
    });
    for (const [field, rule] of Object.entries(route.prefill?.fields ?? {})) {
      const when = (rule as { when?: JsonSchema }).when;
      if (when)
        branches.push({
          id: `${route.name} prefill of ${field}`,
          step: route.schema,
          source: "prefill",
          within: [],
          when,
        });
    }
    if (route.mobile)
      branches.push({
        id: `${route.name} on a phone`,
        step: route.schema,
        source: "device",
        route: route.name,
        within: [],
        when: { properties: { device: { const: "mobile" } }, required: ["device"] },
      });
  }
  return branches;
}
