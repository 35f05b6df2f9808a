/**
 * An applicant's values at a step as the server sees them: the answers with the context the
 * server fills into the step's `x-context` fields (language, residence, tax status, how the phone
 * was verified…), and the device, which decides a route's phone variant.
 */
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import type { Language } from "../../src/shared/brand/locales.ts";
import { contextFieldsOf } from "../../src/shared/schema/json-schema.ts";
import { residenceOfRegistration } from "../../src/shared/registration/registration-residence.ts";
import { taxResidenceFlag } from "../../src/shared/tax/tax-residence-flag.ts";
import type { Applicant } from "./base-applicants.ts";

/**
 * The context the server keeps of an applicant: the language and its country, the residence the
 * registration gave (confirmed, or chosen), the tax status from it and the citizenship, and what
 * the applicant's `context` says besides.
 */
export function contextOf(
  files: Pick<ProjectFiles, "dictionaries">,
  applicant: Applicant,
): Record<string, unknown> {
  const countryOfLanguage = files.dictionaries.residenceCountryOfLanguage as
    Record<Language, string> | undefined;
  const languageCountry = countryOfLanguage?.[applicant.language];
  const residenceCountry = residenceOfRegistration({
    ...applicant.answers.newAccount,
    languageCountry,
  });
  const citizenship = applicant.answers.personalDataConfirm?.citizenship as string | undefined;
  return {
    language: applicant.language,
    languageCountry,
    residenceCountry,
    documentUploaded: 0,
    sentSmsCount: 1,
    taxResidenceFlag: taxResidenceFlag(residenceCountry ?? null, citizenship),
    ...applicant.context,
  };
}

/**
 * Context values a client gives at registration, and how: the residence is the country chosen
 * there (which then is not a confirmation of the language's country).
 */
export const REGISTERED_CONTEXT: Readonly<
  Record<string, { step: string; field: string; instead: string }>
> = {
  residenceCountry: { step: "newAccount", field: "residenceCountry", instead: "residenceConfirm" },
};

/**
 * The applicant's answers at a step: its own, or on a phone's variant of a route without answers
 * of its own, the answers of the route's step (the same question asked on a phone).
 */
export function answersAt(
  files: Pick<ProjectFiles, "flow">,
  applicant: Applicant,
  step: string,
): Record<string, unknown> | undefined {
  const own = applicant.answers[step];
  if (own) return own;
  const route = files.flow.routes.find((candidate) => candidate.mobile?.schema === step);
  return route?.schema ? applicant.answers[route.schema] : undefined;
}

/** The step's data as the server validates it: the answers, the context in its context fields. */
export function validatedValues(
  files: Pick<ProjectFiles, "dictionaries" | "steps" | "flow">,
  applicant: Applicant,
  step: string,
): Record<string, unknown> {
  const schema = files.steps.get(step)?.schema;
  if (!schema) throw new Error(`no schema ${step}`);
  const context = contextOf(files, applicant);
  const values: Record<string, unknown> = { ...answersAt(files, applicant, step) };
  for (const [field, key] of contextFieldsOf(schema))
    if (context[key] !== undefined) values[field] = context[key];
  return values;
}

/** What a branch's condition reads: the validated values and the device. */
export function branchValues(
  files: Pick<ProjectFiles, "dictionaries" | "steps" | "flow">,
  applicant: Applicant,
  step: string,
): Record<string, unknown> {
  return { ...validatedValues(files, applicant, step), device: applicant.device };
}
