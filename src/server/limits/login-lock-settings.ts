/** The login lock's settings (ServerConfig's `loginLock`), read from `LOGIN_LOCK` and `LOGIN_LOCK_MAX`. */
import { countPerWindow, duration } from "../config/environment-values.ts";

/**
 * An account's failed logins counted from every address together (NIST SP 800-63B: limit the
 * consecutive failures on one account): every `failures` of them in a row lock the account for
 * `firstLockMs`, each lock after that twice as long, never longer than `maxLockMs`, so guessing
 * slows down ever more while an attacker cannot keep the owner out for long at a time. A
 * successful login, or a day without a failure, starts the count again.
 */
export interface LoginLockSettings {
  /** `LOGIN_LOCK` `10/1m`: failures in a row per lock, and the first lock's length. */
  failures: number;
  firstLockMs: number;
  /** `LOGIN_LOCK_MAX` `1h`: the longest lock. */
  maxLockMs: number;
}

export const DEFAULT_LOGIN_LOCK: LoginLockSettings = {
  failures: 10,
  firstLockMs: 60_000,
  maxLockMs: 3600_000,
};

/** The lock as `LOGIN_LOCK` (`<failures>/<first lock>`) and `LOGIN_LOCK_MAX` set it. */
export function readLoginLockSettings(env: NodeJS.ProcessEnv): LoginLockSettings {
  const d = DEFAULT_LOGIN_LOCK;
  const { max, windowMs } = countPerWindow(
    env.LOGIN_LOCK,
    { max: d.failures, windowMs: d.firstLockMs },
    "LOGIN_LOCK",
  );
  const maxLockMs = duration(env.LOGIN_LOCK_MAX, d.maxLockMs, "LOGIN_LOCK_MAX");
  if (maxLockMs < windowMs)
    throw new Error("LOGIN_LOCK_MAX must not be shorter than LOGIN_LOCK's lock");
  return { failures: max, firstLockMs: windowMs, maxLockMs };
}
