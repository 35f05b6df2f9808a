/**
 * The database's settings: where the data lives (the SQLite file under `DATA_DIR`, or
 * PostgreSQL at `DATABASE_URL`), how long any wait on it may last, the clean-up job's pace, and
 * whether an empty postal code list gets the bundled sample. Read by storage/database.ts and
 * the maintenance job.
 */
import path from "node:path";
import { positiveWholeNumber, wholeNumber } from "./environment-values.ts";

/** Bounds on every database wait, so a database that stops answering never hangs a request. */
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

export interface DatabaseSettings {
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
    /** An application never registered, untouched this long and without a live session, is deleted. @default 30 days */
    abandonedApplicationMs: number;
  };
  /** `POSTAL_SAMPLE` (default true): an empty postal code list gets the bundled sample at start. */
  loadPostalSample: boolean;
  /**
   * `MIGRATE_ON_START` (default true): an instance applies the migrations it finds missing as it
   * starts; with `false` it applies none (`npm run migrate` does) and will not start on a
   * database that lacks any.
   */
  migrateOnStart: boolean;
}

/** A relative `DATA_DIR` is read from `cwd`. */
export function readDatabaseSettings(env: NodeJS.ProcessEnv, cwd: string): DatabaseSettings {
  return {
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    database: {
      connectTimeoutMs: positiveWholeNumber(
        env.DATABASE_CONNECT_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
        "DATABASE_CONNECT_TIMEOUT_MS",
      ),
      statementTimeoutMs: positiveWholeNumber(
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs,
        "DATABASE_STATEMENT_TIMEOUT_MS",
      ),
      idleTimeoutMs: positiveWholeNumber(
        env.DATABASE_IDLE_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.idleTimeoutMs,
        "DATABASE_IDLE_TIMEOUT_MS",
      ),
    },
    cleanup: {
      intervalMs:
        wholeNumber(env.CLEANUP_INTERVAL_MINUTES, 60, "CLEANUP_INTERVAL_MINUTES") * 60_000,
      abandonedApplicationMs:
        positiveWholeNumber(env.ABANDONED_APPLICATION_DAYS, 30, "ABANDONED_APPLICATION_DAYS") *
        86_400_000,
    },
    loadPostalSample: env.POSTAL_SAMPLE !== "false",
    migrateOnStart: env.MIGRATE_ON_START !== "false",
  };
}
