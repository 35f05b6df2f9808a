/** Opens the application database: SQLite (WAL) by default, PostgreSQL when DATABASE_URL says so. */
import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { DatabaseSchema } from "./tables.ts";

export type Dialect = "sqlite" | "postgres";

export interface OpenedDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL URL without its password. */
  location: string;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string | undefined;
  /** Folder for the SQLite file. @default "./data" */
  dataDir: string;
}

export async function openDatabase({
  databaseUrl,
  dataDir,
}: DatabaseOptions): Promise<OpenedDatabase> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import("pg");
    // Counts, ids and timestamps are stored as BIGINT; read them back as numbers.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", location: databaseUrl.replace(/\/\/[^@/]*@/, "//***@") };
  }
  const { default: SqliteDatabase } = await import("better-sqlite3");
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "onboarding.sqlite");
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", location: file };
}
