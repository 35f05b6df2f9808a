/** RJSF's validation errors as the engine's per-field issues. */
import type { RJSFValidationError } from "@rjsf/utils";
import {
  SUMMARY_KEYWORDS,
  withoutEchoedUnevaluated,
  type ValidationIssue,
} from "../../shared/messages/validation-messages.ts";

export function issuesFromRjsfErrors(errors: readonly RJSFValidationError[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    const keyword = error.name ?? "";
    if (SUMMARY_KEYWORDS.has(keyword)) continue;
    const params = (error.params ?? {}) as Record<string, unknown>;
    const fromParams =
      params.missingProperty ?? params.unevaluatedProperty ?? params.additionalProperty;
    const field =
      typeof fromParams === "string" && keyword !== "pattern"
        ? fromParams
        : (error.property ?? "").replace(/^\./, "").split(/[.[]/)[0];
    if (field) issues.push({ field, keyword, params });
  }
  return withoutEchoedUnevaluated(issues);
}
