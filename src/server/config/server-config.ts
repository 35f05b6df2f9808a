/** Every setting the server reads from its environment, with the one-machine defaults. */
import path from "node:path";

export interface ServerConfig {
  /** @default 8080 */
  port: number;
  /** @default "127.0.0.1" */
  host: string;
  /** SQLite file, ALTCHA key and uploads live here. @default "./data" */
  dataDir: string;
  /** `postgres://…` to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  /** Bounds on every database wait, so a database that stops answering never hangs a request. */
  database: DatabaseTimeouts;
  /** The in-process job that deletes expired sessions and abandoned applications. */
  cleanup: {
    /** How often it runs; 0 turns it off. @default 60 minutes */
    intervalMs: number;
    /** An application with no login, untouched this long and without a live session, is deleted. @default 30 days */
    abandonedApplicationMs: number;
  };
  /** Built front end to serve; none in API-only tests. @default "./dist" */
  staticDir: string | undefined;
  /** How long a session token lives. @default 24 hours */
  sessionTtlMs: number;
  /** Pages the flow sends people to; not part of this product. */
  links: {
    generalApplyPl: string;
    generalApplyEu: string;
    externalApply: string;
    cookieSettings: string;
    remindPassword: string;
  };
  /** The registration's intro video (spec §2); no overlay is shown without one. */
  introVideo: {
    desktop: string | undefined;
    mobile: string | undefined;
    poster: string | undefined;
  };
  logLevel: string;
}

export interface DatabaseTimeouts {
  /** PostgreSQL: longest wait for a new connection, or for a free one of the pool. @default 5000 */
  connectTimeoutMs: number;
  /**
   * Longest a statement may run (PostgreSQL `statement_timeout`; the client itself gives up one
   * second later, when the server says nothing) or wait for a lock (SQLite `busy_timeout`).
   * @default 5000
   */
  statementTimeoutMs: number;
  /** PostgreSQL: an idle pooled connection is closed after this long. @default 30000 */
  idleTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
};

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not "${value}"`);
  return parsed;
}

/** A bound that must exist: 0 would mean "wait for ever". */
function positiveInt(value: string | undefined, fallback: number, name: string): number {
  const parsed = int(value, fallback, name);
  if (parsed === 0) throw new Error(`${name} must be greater than 0`);
  return parsed;
}

export function readServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  return {
    port: int(env.PORT, 8080, "PORT"),
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    database: {
      connectTimeoutMs: positiveInt(
        env.DATABASE_CONNECT_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
        "DATABASE_CONNECT_TIMEOUT_MS",
      ),
      statementTimeoutMs: positiveInt(
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs,
        "DATABASE_STATEMENT_TIMEOUT_MS",
      ),
      idleTimeoutMs: positiveInt(
        env.DATABASE_IDLE_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.idleTimeoutMs,
        "DATABASE_IDLE_TIMEOUT_MS",
      ),
    },
    cleanup: {
      intervalMs: int(env.CLEANUP_INTERVAL_MINUTES, 60, "CLEANUP_INTERVAL_MINUTES") * 60_000,
      abandonedApplicationMs:
        positiveInt(env.ABANDONED_APPLICATION_DAYS, 30, "ABANDONED_APPLICATION_DAYS") * 86_400_000,
    },
    staticDir: env.STATIC_DIR === "" ? undefined : path.resolve(cwd, env.STATIC_DIR || "dist"),
    sessionTtlMs: int(env.SESSION_TTL_HOURS, 24, "SESSION_TTL_HOURS") * 3600_000,
    links: {
      generalApplyPl: env.GENERAL_APPLY_URL_PL || "/apply/pl",
      generalApplyEu: env.GENERAL_APPLY_URL_EU || "/apply/eu",
      externalApply: env.EXTERNAL_APPLY_URL || "/apply/international",
      cookieSettings: env.COOKIE_SETTINGS_URL || "/cookie-settings",
      remindPassword: env.REMIND_PASSWORD_URL || "/remind-password",
    },
    introVideo: {
      desktop: env.INTRO_VIDEO_DESKTOP_URL || undefined,
      mobile: env.INTRO_VIDEO_MOBILE_URL || undefined,
      poster: env.INTRO_VIDEO_POSTER_URL || undefined,
    },
    logLevel: env.LOG_LEVEL || "info",
  };
}
