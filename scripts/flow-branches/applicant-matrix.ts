/**
 * The applicant matrix: every branch of the flow (branches.ts), and made-up applicants that take
 * each side of each one: the base applicants (made whole where a step asks for more), then for each side none of them takes, one found
 * by the search (applicant-search.ts). A side no applicant takes is listed, so a condition
 * compliance adds shows in the gallery and the browser matrix, or says why it cannot.
 */
import type { StepValidators } from "../../src/server/validation/step-validators.ts";
import { BASE_APPLICANTS, type Applicant } from "./base-applicants.ts";
import { findApplicant, madeWhole, withRefusalChecked } from "./applicant-search.ts";
import { readBranches, sideKey, SIDES, type Branch } from "./branches.ts";
import { matrixContext, type MatrixContext } from "./matrix-context.ts";

/**
 * The sides no applicant takes: the Spain disclaimer of the upload choice (desktop and phone)
 * shows to a resident of Spain, and registration refuses residents of Spain
 * (blockedResidenceCountries, which its schema and its blocking notice both read), so no
 * application the flow makes reaches the upload choice with that residence. The residence is
 * kept only as registration gives it; a login does not change it.
 */
export const SHOWN_ONLY_TO_REFUSED_RESIDENTS: readonly string[] = [
  "dataUploadChoice ui /ui:notices/0 (taken)",
  "dataUploadChoice_M ui /ui:notices/1 (taken)",
];

export interface ApplicantMatrix {
  branches: Branch[];
  applicants: Applicant[];
  /** Each side (`sideKey`) with the applicants that take it. */
  takenBy: Map<string, string[]>;
  /** The sides no applicant takes. */
  untaken: string[];
  context: MatrixContext;
}

export function applicantMatrix(
  files: MatrixContext["files"],
  validators: StepValidators,
  bases: readonly Applicant[] = BASE_APPLICANTS,
): ApplicantMatrix {
  const context = matrixContext(files, validators, bases);
  const branches = readBranches(files);
  // A field compliance made required is filled in for the bases too.
  const applicants = bases.map((base) => madeWhole(context, base));
  const takenBy = new Map<string, string[]>();
  const record = (applicant: Applicant) => {
    for (const branch of branches) {
      const side = context.sideOf(branch, applicant);
      if (!side) continue;
      const key = sideKey(branch, side);
      takenBy.set(key, [...(takenBy.get(key) ?? []), applicant.id]);
    }
  };
  applicants.forEach(record);
  // A side may need an applicant found for a later branch (a phone's notice, an applicant on a
  // phone): the sides still untaken are searched again while a pass finds one.
  for (let found = true; found;) {
    found = false;
    for (const branch of branches)
      for (const side of SIDES) {
        if (takenBy.has(sideKey(branch, side))) continue;
        const candidate = findApplicant(context, branch, side, applicants);
        if (!candidate) continue;
        const checked = withRefusalChecked(context, candidate);
        // Ids name applicants in reports and plans: one found twice by the same changes is numbered.
        const taken = applicants.filter((applicant) => applicant.id.startsWith(checked.id)).length;
        const named = taken ? { ...checked, id: `${checked.id} #${taken + 1}` } : checked;
        applicants.push(named);
        record(named);
        found = true;
      }
  }
  const untaken = branches.flatMap((branch) =>
    SIDES.map((side) => sideKey(branch, side)).filter((key) => !takenBy.has(key)),
  );
  return { branches, applicants, takenBy, untaken, context };
}
