/** The one-time codes' settings (ServerConfig's `verification`): how long a code lives, how many wrong tries it takes. */
import { positiveWholeNumber } from "../config/environment-values.ts";

export interface VerificationSettings {
  /** How long a code is valid (`VERIFICATION_CODE_TTL_MINUTES`). @default 10 minutes */
  codeTtlMs: number;
  /** Wrong tries a code takes before it is dead (`VERIFICATION_MAX_TRIES`). @default 5 */
  maxTries: number;
}

export const DEFAULT_VERIFICATION_SETTINGS: VerificationSettings = {
  codeTtlMs: 10 * 60_000,
  maxTries: 5,
};

/** How long a code is valid, in the whole minutes its message states. */
export function codeValidityMinutes(settings: VerificationSettings): number {
  return Math.round(settings.codeTtlMs / 60_000);
}

export function readVerificationSettings(env: NodeJS.ProcessEnv): VerificationSettings {
  return {
    codeTtlMs:
      positiveWholeNumber(
        env.VERIFICATION_CODE_TTL_MINUTES,
        DEFAULT_VERIFICATION_SETTINGS.codeTtlMs / 60_000,
        "VERIFICATION_CODE_TTL_MINUTES",
      ) * 60_000,
    maxTries: positiveWholeNumber(
      env.VERIFICATION_MAX_TRIES,
      DEFAULT_VERIFICATION_SETTINGS.maxTries,
      "VERIFICATION_MAX_TRIES",
    ),
  };
}
