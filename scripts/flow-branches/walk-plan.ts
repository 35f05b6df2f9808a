/**
 * Which applicant of the matrix shows which side of which branch: each side goes to the first
 * applicant that takes it, and each applicant's steps with sides are listed in the flow's order
 * (on its device's routes). What the server decides itself (how the phone was verified, whether a
 * payment provider is configured, the texts sent so far) a walk through the API cannot choose: an
 * applicant that differs from the base applicants there says so, and is not walked.
 */
import type { FlowDefinition, FlowRoute } from "../../src/shared/flow/flow-definition.ts";
import type { ApplicantMatrix } from "./applicant-matrix.ts";
import { stepOf } from "./applicant-path.ts";
import { SERVER_CONTEXT, type Applicant } from "./base-applicants.ts";
import { sideKey, SIDES } from "./branches.ts";

export interface PlannedStep {
  step: string;
  route: FlowRoute;
  /** The sides (`sideKey`) the applicant is the first to take here. */
  sides: string[];
}

export interface PlannedWalk {
  applicant: Applicant;
  steps: PlannedStep[];
  /** What the server would have to decide otherwise than on its defaults: none for a walk. */
  serverDecided: string[];
}

export function serverDecidedFor(applicant: Applicant): string[] {
  const keys = new Set([...Object.keys(applicant.context), ...Object.keys(SERVER_CONTEXT)]);
  return [...keys]
    .filter((key) => applicant.context[key] !== SERVER_CONTEXT[key])
    .map((key) => `${key}=${JSON.stringify(applicant.context[key])}`);
}

export function walkPlan(matrix: ApplicantMatrix, flow: FlowDefinition): PlannedWalk[] {
  const sidesOf = new Map<Applicant, Map<string, string[]>>();
  for (const branch of matrix.branches)
    for (const side of SIDES) {
      const key = sideKey(branch, side);
      const firstId = matrix.takenBy.get(key)?.[0];
      const first = matrix.applicants.find((applicant) => applicant.id === firstId);
      if (!first) continue;
      const steps = sidesOf.get(first) ?? new Map<string, string[]>();
      const step = branch.route
        ? (stepOf(
            flow.routes.find((route) => route.name === branch.route)!,
            first.device,
          ) ?? branch.step)
        : branch.step;
      steps.set(step, [...(steps.get(step) ?? []), key]);
      sidesOf.set(first, steps);
    }
  return [...sidesOf].map(([applicant, sides]) => {
    const seen = new Set<string>();
    const steps = flow.routes.flatMap((route) => {
      const step = stepOf(route, applicant.device);
      if (!step || !sides.has(step) || seen.has(step)) return [];
      seen.add(step);
      return [{ step, route, sides: sides.get(step)! }];
    });
    return { applicant, steps, serverDecided: serverDecidedFor(applicant) };
  });
}
