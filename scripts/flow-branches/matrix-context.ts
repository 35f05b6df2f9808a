/**
 * What the applicant search and the matrix share: the project's files, the server's validators
 * and UI-schema rules (the same compiled schemas the server judges with), the steps each applicant
 * reaches and the side of a branch it takes there, and the values applicants gave for each field
 * (and its kin), from which new applicants take theirs.
 */
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import type { StepValidators } from "../../src/server/validation/step-validators.ts";
import {
  UiSchemaRules,
  type UiSchemaRefusal,
} from "../../src/server/validation/ui-schema-rules.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { findRoute } from "../../src/shared/flow/flow-definition.ts";
import { stepOf, stepsReached } from "./applicant-path.ts";
import type { Applicant } from "./base-applicants.ts";
import type { Branch, Side } from "./branches.ts";
import { answersAt, branchValues, validatedValues } from "./step-values.ts";

export interface MatrixContext {
  files: Pick<ProjectFiles, "dictionaries" | "steps" | "flow">;
  validators: StepValidators;
  /** The side of the branch the applicant takes; none where the applicant never reaches it. */
  sideOf(branch: Branch, applicant: Applicant): Side | undefined;
  /** What the step's UI schema refuses of the applicant's answers, as the server does. */
  uiRefusalOf(applicant: Applicant, step: string): UiSchemaRefusal | undefined;
  /** Values applicants gave for the field or its kin. */
  pool(field: string): unknown[];
}

/**
 * A field's kin: `secondTinNumber` and `firstTinNumber` take the same kind of value, and so do
 * `contactCity` and `city`.
 */
const kinOf = (field: string) => {
  const kin = field.replace(/^(first|second|third|contact)(?=[A-Z])/, "");
  return kin.charAt(0).toLowerCase() + kin.slice(1);
};

function valuePool(applicants: readonly Applicant[]): Map<string, unknown[]> {
  const pool = new Map<string, unknown[]>();
  for (const applicant of applicants)
    for (const answers of Object.values(applicant.answers))
      for (const [field, value] of Object.entries(answers)) {
        const kin = kinOf(field);
        const known = pool.get(kin) ?? [];
        if (!known.some((other) => JSON.stringify(other) === JSON.stringify(value)))
          known.push(value);
        pool.set(kin, known);
      }
  return pool;
}

export function matrixContext(
  files: MatrixContext["files"],
  validators: StepValidators,
  applicants: readonly Applicant[],
): MatrixContext {
  const compiled = new Map<JsonSchema, (data: unknown) => boolean>();
  const holds = (schema: JsonSchema, data: unknown) => {
    let check = compiled.get(schema);
    if (!check) compiled.set(schema, (check = validators.compileCondition(schema)));
    return check(data);
  };
  const uiRules = new UiSchemaRules(
    [...files.steps].map(([name, step]) => [name, step.uiSchema]),
    (schema) => validators.compileCondition(schema),
  );
  const uiRefusalOf = (applicant: Applicant, step: string) =>
    uiRules.refusalOf(step, validatedValues(files, applicant, step));
  const reachedBy = new WeakMap<Applicant, Set<string>>();
  const reached = (applicant: Applicant) => {
    let steps = reachedBy.get(applicant);
    if (!steps) {
      steps = stepsReached(
        {
          flow: files.flow,
          holds,
          valuesAt: (who, step) => validatedValues(files, who, step),
          answers: (who, step) => answersAt(files, who, step) !== undefined,
          refusedAt: (who, step) =>
            who.refused?.step === step ||
            validators.validate(step, validatedValues(files, who, step)).length > 0 ||
            uiRefusalOf(who, step) !== undefined,
        },
        applicant,
      );
      reachedBy.set(applicant, steps);
    }
    return steps;
  };
  const pool = valuePool(applicants);
  return {
    files,
    validators,
    sideOf(branch, applicant) {
      const route = branch.route === undefined ? undefined : findRoute(files.flow, branch.route);
      const step = route ? (stepOf(route, applicant.device) ?? branch.step) : branch.step;
      if (!reached(applicant).has(step)) return undefined;
      const values = branchValues(files, applicant, step);
      if (!branch.within.every((condition) => holds(condition, values))) return undefined;
      return holds(branch.when, values) ? "taken" : "notTaken";
    },
    uiRefusalOf,
    pool: (field) => pool.get(kinOf(field)) ?? [],
  };
}
