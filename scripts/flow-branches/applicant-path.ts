/**
 * The steps an applicant reaches, as the server leads them: from the flow's first route, each
 * step's next rule that holds for its answers names the next route, until a screen (no schema), a
 * step the applicant has no answers for, or one the server refuses (its validators, or what the
 * step's UI schema refuses: a blocking notice, a redirect to another site). A step the next rules
 * never lead to is entered from a screen (a link, a button), and counts as reached by an applicant
 * with answers for it.
 */
import {
  findRoute,
  type FlowDefinition,
  type FlowRoute,
} from "../../src/shared/flow/flow-definition.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import type { Applicant } from "./base-applicants.ts";

export interface PathRules {
  flow: FlowDefinition;
  holds(condition: JsonSchema, data: unknown): boolean;
  /** The step's values as the server validates them. */
  valuesAt(applicant: Applicant, step: string): Record<string, unknown>;
  /** Whether the server refuses the applicant's answers at the step. */
  refusedAt(applicant: Applicant, step: string): boolean;
  /** Whether the applicant has answers for the step. */
  answers(applicant: Applicant, step: string): boolean;
}

const MAX_STEPS = 40;

/** The schema a route asks an applicant's device for. */
export function stepOf(route: FlowRoute, device: Applicant["device"]): string | undefined {
  return device === "mobile" ? (route.mobile?.schema ?? route.schema) : route.schema;
}

/** The routes no next rule leads to, but the first: entered from a screen. */
export function routesEnteredFromScreens(flow: FlowDefinition): FlowRoute[] {
  const targets = new Set(
    Object.values(flow.next).flatMap((rules) => rules.flatMap((rule) => rule.goto ?? [])),
  );
  return flow.routes.filter(
    (route) => route.schema && route.name !== flow.initialRoute && !targets.has(route.name),
  );
}

export function stepsReached(rules: PathRules, applicant: Applicant): Set<string> {
  const reached = new Set<string>();
  let at: string | undefined = rules.flow.initialRoute;
  for (let count = 0; at && count < MAX_STEPS; count++) {
    const route = findRoute(rules.flow, at);
    const step = route && stepOf(route, applicant.device);
    if (!route || !step || !rules.answers(applicant, step) || reached.has(step)) break;
    reached.add(step);
    if (rules.refusedAt(applicant, step)) break;
    const data = rules.valuesAt(applicant, step);
    const rule = (rules.flow.next[route.name] ?? []).find(
      (candidate) => !candidate.when || rules.holds(candidate.when, { data }),
    );
    at = rule?.goto;
  }
  for (const route of routesEnteredFromScreens(rules.flow)) {
    const step = stepOf(route, applicant.device);
    if (step && rules.answers(applicant, step)) reached.add(step);
  }
  return reached;
}
