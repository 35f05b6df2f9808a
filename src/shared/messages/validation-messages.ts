/**
 * Turns validation errors (Ajv's on the server, RJSF's in the browser) into per-field issues,
 * and names the locale keys a message for an issue is looked up under, most specific first.
 */

export interface ValidationIssue {
  field: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Field name to the messages shown under it, as the proxy answers (spec §3 "Responses"). */
export type FieldErrors = Record<string, string[]>;

/** Keywords that only repeat an error reported by a nested keyword (or by their own expansion). */
export const SUMMARY_KEYWORDS: ReadonlySet<string> = new Set([
  "if",
  "allOf",
  "anyOf",
  "oneOf",
  "$ref",
  "x-sameAs",
]);

/** Keywords whose error names the field in a parameter rather than in the path. */
const PROPERTY_PARAM: Record<string, string> = {
  required: "missingProperty",
  unevaluatedProperties: "unevaluatedProperty",
  additionalProperties: "additionalProperty",
};

interface AjvLikeError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export function issuesFromAjvErrors(errors: readonly AjvLikeError[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    const segments = error.instancePath.split("/").filter(Boolean);
    const named = PROPERTY_PARAM[error.keyword];
    const fromParams = named ? error.params[named] : undefined;
    const field = typeof fromParams === "string" ? fromParams : (segments[0] ?? "");
    if (!field) continue;
    issues.push({ field, keyword: error.keyword, params: error.params });
  }
  return withoutEchoedUnevaluated(issues);
}

/**
 * A field declared in a conditional part that fails its check is also reported as unevaluated
 * (a failed part's annotations do not count); its own error says enough.
 */
export function withoutEchoedUnevaluated(issues: ValidationIssue[]): ValidationIssue[] {
  const failedFields = new Set(
    issues.filter((i) => i.keyword !== "unevaluatedProperties").map((i) => i.field),
  );
  return issues.filter((i) => i.keyword !== "unevaluatedProperties" || !failedFields.has(i.field));
}

/**
 * The keys to try for a message, in order: the step's own wording for the field, then the
 * shared wording for the keyword. `format` and `type` narrow by their parameter.
 *
 * @example messageKeysFor("newAccount", { field: "email", keyword: "pattern", params: {} })
 *   // ["newAccount:fields.email.errors.pattern", "errors:pattern"]
 */
export function messageKeysFor(namespace: string, issue: ValidationIssue): string[] {
  const variant =
    issue.keyword === "format"
      ? issue.params.format
      : issue.keyword === "type"
        ? issue.params.type
        : undefined;
  const keys: string[] = [];
  const fieldBase = `${namespace}:fields.${issue.field}.errors.${issue.keyword}`;
  if (typeof variant === "string") keys.push(`${fieldBase}.${variant}`);
  keys.push(fieldBase);
  if (typeof variant === "string") keys.push(`errors:${issue.keyword}.${variant}`);
  keys.push(`errors:${issue.keyword}`);
  return keys;
}

/** Message parameters a locale string may use, e.g. `{{limit}}`. */
export function messageParams(issue: ValidationIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(issue.params)) {
    if (typeof value === "string" || typeof value === "number") params[key] = value;
  }
  return params;
}

/** Groups issues into the per-field answer, one message per distinct issue, first issue first. */
export function toFieldErrors(
  issues: readonly ValidationIssue[],
  message: (issue: ValidationIssue) => string,
): FieldErrors {
  // A Map, because field names come from the client: "toString" or "constructor" are fields too,
  // not members every object inherits.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const text = message(issue);
    const list = errors.get(issue.field) ?? [];
    errors.set(issue.field, list);
    if (!list.includes(text)) list.push(text);
  }
  return Object.fromEntries(errors);
}
