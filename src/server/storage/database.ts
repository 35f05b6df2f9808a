/** Opens the application database: SQLite (WAL) by default, PostgreSQL when DATABASE_URL says so. */
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from "../config/database-settings.ts";
import { createOwnerOnlyFile, prepareDataDir, restrictFileToOwner } from "./data-dir.ts";
import { isDatabaseUnavailable, withTimeout } from "./database-errors.ts";
import { createPostgresPool } from "./postgres-pool.ts";
import { SessionChangeFeed, type SessionChanges } from "./session-change-feed.ts";
import { withImmediateTransactions } from "./sqlite-immediate-transactions.ts";
import { withStatementCache } from "./sqlite-statement-cache.ts";
import type { DatabaseSchema } from "./tables.ts";

export type Dialect = "sqlite" | "postgres";

export interface OpenedDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL URL without its password. */
  location: string;
  /**
   * Told when a pooled PostgreSQL connection fails while idle (the database restarted, an
   * administrator ended it). The pool replaces it; this is for the log. Replaceable once the
   * server's logger exists. @default writes a line to stderr
   */
  onConnectionError: (error: Error) => void;
  /**
   * PostgreSQL only: word of session and application writes among the instances sharing the
   * database, ended with the database (`db.destroy()`).
   */
  sessionChanges?: SessionChanges | undefined;
  /** PostgreSQL only: the pool's connections now and the requests waiting for one (metrics). */
  poolUse?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; nothing selects SQLite; any other scheme is refused. */
  databaseUrl?: string | undefined;
  /** Folder for the SQLite file. @default "./data" */
  dataDir: string;
  /** @default DEFAULT_DATABASE_TIMEOUTS */
  timeouts?: DatabaseTimeouts | undefined;
}

/** The database could not be opened at start: the message says why, for the operator. */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = "DatabaseStartError";
  }
}

/** Which database a DATABASE_URL names; throws for a scheme this product does not speak. */
export function dialectOf(databaseUrl: string | undefined): Dialect {
  if (!databaseUrl) return "sqlite";
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return "postgres";
  // Name the scheme only: the rest of the URL may hold a password.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(databaseUrl)?.[0];
  throw new DatabaseStartError(
    `DATABASE_URL ${scheme ? `starts with "${scheme}", which` : "is not a URL and"} is not supported: ` +
      "use postgres://user@host:5432/database for PostgreSQL, or leave it empty for SQLite under DATA_DIR",
  );
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  timeouts = DEFAULT_DATABASE_TIMEOUTS,
}: DatabaseOptions): Promise<OpenedDatabase> {
  return dialectOf(databaseUrl) === "postgres"
    ? openPostgres(databaseUrl!, timeouts)
    : openSqlite(dataDir, timeouts);
}

async function openPostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
): Promise<OpenedDatabase> {
  const { default: pg } = await import("pg");
  // Counts, ids and timestamps are stored as BIGINT; read them back as numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  const location = databaseUrl.replace(/\/\/[^@/]*@/, "//***@");
  const reporter: Pick<OpenedDatabase, "onConnectionError"> = {
    onConnectionError: (error) =>
      process.stderr.write(`database connection failed while idle: ${error.message}\n`),
  };
  const { pool, pgPool } = createPostgresPool({
    connectionString: databaseUrl,
    timeouts,
    onIdleConnectionError: (error) => reporter.onConnectionError(error),
  });
  // Fail at start, within the connect timeout, rather than on the first request.
  const bound = timeouts.connectTimeoutMs + timeouts.statementTimeoutMs;
  try {
    await withTimeout(pgPool.query("select 1"), bound, `PostgreSQL at ${location}`);
  } catch (error) {
    await pgPool.end().catch(() => undefined);
    throw new DatabaseStartError(startFailureMessage(location, timeouts, error), { cause: error });
  }
  const sessionChanges = new SessionChangeFeed({
    connectionString: databaseUrl,
    connectTimeoutMs: timeouts.connectTimeoutMs,
    send: async (channel) => {
      await pgPool.query("select pg_notify($1, '')", [channel]);
    },
    onError: (error) => reporter.onConnectionError(error),
  });
  await sessionChanges.start();
  const endPool = pool.end.bind(pool);
  pool.end = async () => {
    await sessionChanges.stop();
    await endPool();
  };
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  // The same object the pool reports to, so replacing onConnectionError later takes effect.
  const poolUse = () => ({
    total: pgPool.totalCount,
    idle: pgPool.idleCount,
    waiting: pgPool.waitingCount,
  });
  return Object.assign(reporter, {
    db,
    dialect: "postgres" as const,
    location,
    sessionChanges,
    poolUse,
  });
}

function startFailureMessage(location: string, timeouts: DatabaseTimeouts, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (/timeout|timed out|did not answer/i.test(reason)) {
    return `PostgreSQL at ${location} did not answer within ${timeouts.connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS): ${reason}`;
  }
  return isDatabaseUnavailable(error)
    ? `PostgreSQL at ${location} cannot be reached: ${reason}`
    : `PostgreSQL at ${location} refused to open: ${reason}`;
}

async function openSqlite(dataDir: string, timeouts: DatabaseTimeouts): Promise<OpenedDatabase> {
  const { default: SqliteDatabase } = await import("better-sqlite3");
  prepareDataDir(dataDir);
  const file = path.join(dataDir, "onboarding.sqlite");
  // SQLite creates the -wal and -shm files with the database file's mode, so 0600 carries over.
  createOwnerOnlyFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) restrictFileToOwner(companion);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit: an acknowledged write survives a power cut, not only a crash.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${timeouts.statementTimeoutMs}`);
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withImmediateTransactions(withStatementCache(sqlite)) }),
  });
  return { db, dialect: "sqlite", location: file, onConnectionError: () => undefined };
}
