/**
 * better-sqlite3 behind Kysely with its prepared statements kept: Kysely's SQLite driver asks the
 * database to prepare every query's SQL again, and preparing costs more than running the short
 * queries a request makes. Statements are kept by their SQL text, the least recently used
 * dropped beyond `capacity`. Kysely runs one query at a time on a connection, so a statement is
 * never asked for while another query still uses it.
 */
import type BetterSqlite3 from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** @default 256 statements: more than every query the server builds, with room for `in (…)` lists. */
export const STATEMENT_CACHE_CAPACITY = 256;

export function withStatementCache(
  database: BetterSqlite3.Database,
  capacity = STATEMENT_CACHE_CAPACITY,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      const kept = statements.get(sql);
      if (kept) {
        // Map keeps insertion order: moving a statement to the end marks it recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
