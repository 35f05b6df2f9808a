/**
 * The password's rules are the `allOf` parts of its field schema, so the bullets, the strength
 * bar and the server's check cannot disagree.
 */
import { matchesCondition } from "../../src/engine/index.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";

export type StrengthLevel = "none" | "weak" | "medium" | "strong";

export interface PasswordAssessment {
  met: boolean[];
  /** 25 per rule met (for four rules). */
  percent: number;
  level: StrengthLevel;
}

export function passwordRulesOf(fieldSchema: JsonSchema): JsonSchema[] {
  return fieldSchema.allOf ?? [];
}

/** Red at one rule, amber at two or three, green at all four. */
export function assessPassword(password: string, rules: readonly JsonSchema[]): PasswordAssessment {
  const met = rules.map((rule) => password.length > 0 && matchesCondition(rule, password));
  const count = met.filter(Boolean).length;
  const percent = rules.length ? Math.round((count / rules.length) * 100) : 0;
  const level: StrengthLevel =
    count === 0 ? "none" : count === rules.length ? "strong" : count === 1 ? "weak" : "medium";
  return { met, percent, level };
}
