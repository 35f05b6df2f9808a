/**
 * SQLite transactions that take the write lock when they begin (`begin immediate`), not at their
 * first write. Kysely's SQLite driver begins every transaction with a plain `begin`, which reads
 * from a snapshot and asks for the lock only when it first writes: if another connection to the
 * file (a migration, a backup, a tool, a second process) committed in between, SQLite refuses that
 * write at once (SQLITE_BUSY_SNAPSHOT) instead of waiting out `busy_timeout`, and a registration
 * that read and then wrote would be answered "try again". Begun immediately, a transaction waits
 * up to `busy_timeout` for the other writer and then reads and writes what is current. The server
 * has one connection, so its own transactions ran one at a time before this as after.
 */
import type { SqliteDatabase } from "kysely";

/** The statement Kysely's SQLite driver begins a transaction with. */
const KYSELY_BEGIN = "begin";

export function withImmediateTransactions(database: SqliteDatabase): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql) => database.prepare(sql === KYSELY_BEGIN ? "begin immediate" : sql),
  };
}
