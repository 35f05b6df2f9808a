/**
 * The rate limits' settings (ServerConfig's `rateLimits`): each limit's default and the
 * `RATE_LIMIT_*` variable that changes it, as `<count>/<window>` with the window in s, m or h
 * (`5/15m`). RateLimiter counts against them.
 */
import { countPerWindow } from "../config/environment-values.ts";

/** `max` hits per window of `windowMs`; the window opens with the first hit. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Rate limits, each set as `<count>/<window>` with the window in s, m or h (`5/15m`). Counted in
 * the database, so instances behind one load balancer share them. A request over a limit is
 * answered 429 with `Retry-After` and a message saying in how many minutes to try again.
 */
export interface RateLimitSettings {
  /** Failed logins on one account from one address (`RATE_LIMIT_LOGIN_ACCOUNT`). @default 5 per 15 minutes */
  loginAccount: RateLimit;
  /** Failed logins from one address, whatever the account (`RATE_LIMIT_LOGIN_IP`). @default 20 per 15 minutes */
  loginAddress: RateLimit;
  /** New applications, i.e. get-token without a token, from one address (`RATE_LIMIT_GET_TOKEN_IP`). @default 60 per 10 minutes */
  newApplication: RateLimit;
  /** Registration calls (new-account) from one address (`RATE_LIMIT_NEW_ACCOUNT_IP`). @default 20 per hour */
  registration: RateLimit;
  /** Blur validations (validate) of one session (`RATE_LIMIT_VALIDATE_SESSION`). @default 120 per minute */
  validate: RateLimit;
  /** Analytics events (dc) of one session (`RATE_LIMIT_DC_SESSION`). @default 60 per 10 minutes */
  analytics: RateLimit;
  /** Step submissions of one session (`RATE_LIMIT_SUBMIT_SESSION`). @default 60 per 10 minutes */
  submit: RateLimit;
  /** Hand-overs to the client zone (errors-report) of one session (`RATE_LIMIT_HANDOVER_SESSION`). @default 10 per 10 minutes */
  handover: RateLimit;
  /** Hand-off codes a phone exchanges (mobile-handoff) from one address (`RATE_LIMIT_HANDOFF_IP`). @default 20 per 10 minutes */
  handoff: RateLimit;
  /** One-time codes sent to one phone number or e-mail address (`RATE_LIMIT_CODE_DESTINATION`). @default 3 per 15 minutes */
  codeDestination: RateLimit;
  /** One-time codes sent for one application, per channel (`RATE_LIMIT_CODE_APPLICATION`). @default 10 per 24 hours */
  codeApplication: RateLimit;
  /** One-time codes sent at the request of one address (`RATE_LIMIT_CODE_IP`). @default 30 per hour */
  codeAddress: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAccount: { max: 5, windowMs: 15 * 60_000 },
  loginAddress: { max: 20, windowMs: 15 * 60_000 },
  newApplication: { max: 60, windowMs: 10 * 60_000 },
  registration: { max: 20, windowMs: 60 * 60_000 },
  validate: { max: 120, windowMs: 60_000 },
  analytics: { max: 60, windowMs: 10 * 60_000 },
  submit: { max: 60, windowMs: 10 * 60_000 },
  handover: { max: 10, windowMs: 10 * 60_000 },
  handoff: { max: 20, windowMs: 10 * 60_000 },
  codeDestination: { max: 3, windowMs: 15 * 60_000 },
  codeApplication: { max: 10, windowMs: 24 * 3600_000 },
  codeAddress: { max: 30, windowMs: 3600_000 },
};

export function readRateLimitSettings(env: NodeJS.ProcessEnv): RateLimitSettings {
  const d = DEFAULT_RATE_LIMITS;
  return {
    loginAccount: countPerWindow(
      env.RATE_LIMIT_LOGIN_ACCOUNT,
      d.loginAccount,
      "RATE_LIMIT_LOGIN_ACCOUNT",
    ),
    loginAddress: countPerWindow(env.RATE_LIMIT_LOGIN_IP, d.loginAddress, "RATE_LIMIT_LOGIN_IP"),
    newApplication: countPerWindow(
      env.RATE_LIMIT_GET_TOKEN_IP,
      d.newApplication,
      "RATE_LIMIT_GET_TOKEN_IP",
    ),
    registration: countPerWindow(
      env.RATE_LIMIT_NEW_ACCOUNT_IP,
      d.registration,
      "RATE_LIMIT_NEW_ACCOUNT_IP",
    ),
    validate: countPerWindow(
      env.RATE_LIMIT_VALIDATE_SESSION,
      d.validate,
      "RATE_LIMIT_VALIDATE_SESSION",
    ),
    analytics: countPerWindow(env.RATE_LIMIT_DC_SESSION, d.analytics, "RATE_LIMIT_DC_SESSION"),
    submit: countPerWindow(env.RATE_LIMIT_SUBMIT_SESSION, d.submit, "RATE_LIMIT_SUBMIT_SESSION"),
    handover: countPerWindow(
      env.RATE_LIMIT_HANDOVER_SESSION,
      d.handover,
      "RATE_LIMIT_HANDOVER_SESSION",
    ),
    handoff: countPerWindow(env.RATE_LIMIT_HANDOFF_IP, d.handoff, "RATE_LIMIT_HANDOFF_IP"),
    codeDestination: countPerWindow(
      env.RATE_LIMIT_CODE_DESTINATION,
      d.codeDestination,
      "RATE_LIMIT_CODE_DESTINATION",
    ),
    codeApplication: countPerWindow(
      env.RATE_LIMIT_CODE_APPLICATION,
      d.codeApplication,
      "RATE_LIMIT_CODE_APPLICATION",
    ),
    codeAddress: countPerWindow(env.RATE_LIMIT_CODE_IP, d.codeAddress, "RATE_LIMIT_CODE_IP"),
  };
}
