/** How long a session lives, and how long this process may answer its look-up from memory. */
import { positiveWholeNumber, wholeNumber } from "./environment-values.ts";

/** One second: a page's burst of calls asks the database once. */
const DEFAULT_REMEMBER_SESSIONS_MS = 1000;

export interface SessionSettings {
  /** How long a session token lives at most, however active. @default 24 hours */
  sessionTtlMs: number;
  /**
   * `SESSION_IDLE_MINUTES`: a session unused this long ends, as an expired one does; activity
   * moves its end on (a write at most once a minute per session). @default 30 minutes
   */
  sessionIdleMs: number;
  /**
   * How long a session's look-up may be answered from this process's memory; its own writes
   * forget at once, another instance's are seen this late. @default 1000 on SQLite, 0 on PostgreSQL
   */
  rememberSessionsMs: number;
}

export function readSessionSettings(env: NodeJS.ProcessEnv): SessionSettings {
  return {
    sessionTtlMs: wholeNumber(env.SESSION_TTL_HOURS, 24, "SESSION_TTL_HOURS") * 3600_000,
    sessionIdleMs:
      positiveWholeNumber(env.SESSION_IDLE_MINUTES, 30, "SESSION_IDLE_MINUTES") * 60_000,
    rememberSessionsMs: wholeNumber(
      env.REMEMBER_SESSIONS_MS,
      DEFAULT_REMEMBER_SESSIONS_MS,
      "REMEMBER_SESSIONS_MS",
    ),
  };
}
