/**
 * Times and counts of the identity-capture journey (widget spec §9, onboarding spec §4 and §9),
 * in one place so that the machine and its tests read the same values.
 */

/** A transfer with no completion after this long is reported as a type 1 status with isTimeout. */
export const ATTEMPT_TIMEOUT_MS = 30_000;

/** After the journey ends, the host waits this long before fetching the journey result. */
export const RESULT_FETCH_DELAY_MS = 1_000;

/** After the journey ends without a journey id, the host goes to uploadFailed this much later. */
export const NO_JOURNEY_FALLBACK_MS = 10_000;

/** Pause between two scan-token requests. */
export const TOKEN_RETRY_INTERVAL_MS = 3_000;

/** Scan-token requests after the first one; when the last fails the host goes to uploadException. */
export const TOKEN_RETRIES = 4;
