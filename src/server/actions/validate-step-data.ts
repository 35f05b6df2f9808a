/** Validates a step's data with its schema and words the errors in the client's language. */
import type { Language } from "../../shared/brand/locales.ts";
import {
  messageKeysFor,
  messageParams,
  toFieldErrors,
  type FieldErrors,
  type ValidationIssue,
} from "../../shared/messages/validation-messages.ts";
import type { ProxyServices } from "./proxy-services.ts";

export function wordIssues(
  services: ProxyServices,
  language: Language,
  namespace: string,
  issues: readonly ValidationIssue[],
): FieldErrors {
  return toFieldErrors(issues, (issue) =>
    services.translate(language, messageKeysFor(namespace, issue), messageParams(issue)),
  );
}

export function validateStepData(
  services: ProxyServices,
  language: Language,
  schemaName: string,
  data: Record<string, unknown>,
): FieldErrors | undefined {
  const issues = services.validators.validate(schemaName, data);
  return issues.length ? wordIssues(services, language, schemaName, issues) : undefined;
}
