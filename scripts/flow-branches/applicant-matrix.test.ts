/**
 * The applicant matrix reads every condition of the schemas and the flow and finds a made-up
 * applicant for each side of each: the project's own conditions are all taken, by applicants the
 * server's validators accept (or, where no valid answers take a side, refuse for the fields the
 * condition reads); a condition compliance adds is found and taken without a line of code; a side
 * no applicant can reach is listed.
 */
import { describe, expect, it } from "vitest";
import {
  loadFlow,
  loadProjectFiles,
  loadSteps,
  type ProjectFiles,
} from "../../src/server/config/project-files.ts";
import { StepValidators } from "../../src/server/validation/step-validators.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { applicantMatrix, SHOWN_ONLY_TO_REFUSED_RESIDENTS } from "./applicant-matrix.ts";
import { findApplicant } from "./applicant-search.ts";
import { BASE_APPLICANTS } from "./base-applicants.ts";
import { sideKey } from "./branches.ts";
import { matrixContext } from "./matrix-context.ts";
import { validatedValues } from "./step-values.ts";

const projectFiles = loadProjectFiles();
const validatorsOf = (files: ProjectFiles) =>
  new StepValidators([...files.steps].map(([name, step]) => [name, step.schema]));

/** The project's files with one more `allOf` part in a step's schema. */
function withCondition(step: string, part: JsonSchema): ProjectFiles {
  const steps = new Map(projectFiles.steps);
  const files = steps.get(step)!;
  const schema = { ...files.schema, allOf: [...(files.schema.allOf ?? []), part] };
  steps.set(step, { ...files, schema });
  return { ...projectFiles, steps };
}

// Two tests search a whole matrix again (13 s on an idle two-core machine, over 20 s on a busy
// one): their time limit leaves room for a busy machine.
describe("the applicant matrix", { timeout: 90_000 }, () => {
  const matrix = applicantMatrix(projectFiles, validatorsOf(projectFiles));
  const issuesOf = (applicant: (typeof matrix.applicants)[number], step: string) =>
    matrix.context.validators.validate(step, validatedValues(projectFiles, applicant, step));

  it("reads the conditions of the schemas, the next and prefill rules, and the phone's variants", () => {
    const sources = new Set(matrix.branches.map((branch) => branch.source));
    expect(sources).toEqual(new Set(["schema", "ui schema", "next rule", "prefill", "device"]));
    const ids = matrix.branches.map((branch) => branch.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "taxOfficeDetails /allOf/6/then/allOf/6/then/allOf/0",
        "riskAssessment /allOf/0",
        "declarationAcceptance /allOf/0",
        "dataUploadChoice next rule 2",
        "personalDataConfirm prefill of pesel",
        "dataUploadChoice on a phone",
        "newAccount ui /ui:notices/1",
      ]),
    );
  });

  it("takes both sides of every branch of the project, but those shown only to refused residents", () => {
    expect(matrix.untaken).toEqual(SHOWN_ONLY_TO_REFUSED_RESIDENTS);
    expect(matrix.takenBy.size).toBe(
      matrix.branches.length * 2 - SHOWN_ONLY_TO_REFUSED_RESIDENTS.length,
    );
  });

  it("starts from valid applicants and makes only applicants the server accepts, or refuses where the branch is an error", () => {
    for (const applicant of BASE_APPLICANTS)
      for (const step of Object.keys(applicant.answers))
        expect(issuesOf(applicant, step)).toEqual([]);
    const refused = matrix.applicants.filter((applicant) => applicant.refused);
    for (const applicant of matrix.applicants) {
      for (const step of Object.keys(applicant.answers)) {
        const fields = issuesOf(applicant, step).map((issue) => issue.field);
        if (applicant.refused?.step === step) expect(fields).toEqual(applicant.refused.fields);
        else expect(fields).toEqual([]);
      }
    }
    // Each is refused for the answers changed to take its side, and for nothing else: a second
    // tax country added but not named, a prohibited citizenship…
    for (const applicant of refused)
      for (const field of applicant.refused!.fields)
        expect(applicant.id).toContain(`${applicant.refused!.step}.${field}=`);
    expect(refused.map((applicant) => applicant.refused)).toEqual(
      expect.arrayContaining([
        { step: "taxOfficeDetails", fields: ["addSecondTaxCountry"] },
        { step: "personalDataConfirm", fields: ["citizenship"] },
      ]),
    );
  });

  it("takes the Spain sides once compliance empties the list of refused residences", () => {
    const dictionaries = { ...projectFiles.dictionaries, blockedResidenceCountries: [] };
    const files = {
      ...projectFiles,
      dictionaries,
      steps: loadSteps(dictionaries),
      flow: loadFlow(dictionaries),
    };
    const context = matrixContext(files, validatorsOf(files), matrix.applicants);
    for (const key of SHOWN_ONLY_TO_REFUSED_RESIDENTS) {
      const branch = matrix.branches.find((branch) => sideKey(branch, "taken") === key)!;
      const found = findApplicant(context, branch, "taken", matrix.applicants);
      expect(found?.refused).toBeUndefined();
      expect(found?.id).toContain(`${branch.step}.residenceCountry="ES"`);
      expect(found!.answers.newAccount?.residenceCountry).toBe("ES");
    }
  });

  it("finds a field compliance adds for Polish citizens, and applicants on both its sides", () => {
    const files = withCondition("personalDataConfirm", {
      if: { properties: { citizenship: { const: "PL" } }, required: ["citizenship"] },
      then: {
        properties: { mothersMaidenName: { type: "string", minLength: 2, maxLength: 60 } },
        required: ["mothersMaidenName"],
      },
    });
    const added = applicantMatrix(files, validatorsOf(files));
    const id = `personalDataConfirm /allOf/${projectFiles.steps.get("personalDataConfirm")!.schema.allOf!.length}`;
    expect(added.untaken).toEqual(SHOWN_ONLY_TO_REFUSED_RESIDENTS);
    const taken = added.takenBy.get(`${id} (taken)`) ?? [];
    expect(taken.length).toBeGreaterThan(0);
    expect(added.takenBy.get(`${id} (notTaken)`)?.length).toBeGreaterThan(0);
    const polish = added.applicants.find((applicant) => applicant.id === taken[0])!;
    expect(polish.answers.personalDataConfirm?.mothersMaidenName).toEqual(expect.any(String));
  });

  it("lists a side no applicant reaches", () => {
    const files = withCondition("newLogin", {
      if: { properties: { loginEmail: { const: "nobody@example.com" } }, required: ["loginEmail"] },
      then: { required: ["loginPassword"] },
    });
    const id = `newLogin /allOf/${(projectFiles.steps.get("newLogin")!.schema.allOf ?? []).length}`;
    expect(applicantMatrix(files, validatorsOf(files)).untaken).toEqual([
      ...SHOWN_ONLY_TO_REFUSED_RESIDENTS,
      `${id} (taken)`,
      `${id} (notTaken)`,
    ]);
  });
});
