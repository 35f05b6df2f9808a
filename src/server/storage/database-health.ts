/**
 * What `/healthz` proves of the database: that it takes a write now, not only that it answers
 * a read (a read-only or full disk leaves reads working while every save fails). The write
 * updates one row in place (migration 024), so a check every second never grows the database;
 * a SQLite database must also have room to grow, or the next save that needs a page fails.
 */
import fs from "node:fs";
import { sql, SqliteAdapter, type Kysely } from "kysely";
import type { DatabaseSchema } from "./tables.ts";

/**
 * Room a SQLite database must have to grow, within its page limit and on its disk: less, and a
 * save soon fails with SQLITE_FULL.
 */
export const MIN_ROOM_TO_GROW_BYTES = 1024 * 1024;

/** The database cannot grow (its disk, or SQLite's page limit, is full). */
export class DatabaseFullError extends Error {
  constructor(roomBytes: number) {
    super(`the database has room for ${roomBytes} more bytes, less than it needs to take saves`);
    this.name = "DatabaseFullError";
  }
}

/**
 * Resolves once the database has taken a write and, on SQLite (the database file in
 * `sqliteDir`), has room to grow; rejects with what stopped it otherwise.
 */
export async function proveDatabaseWritable(
  db: Kysely<DatabaseSchema>,
  sqliteDir: string | undefined,
  at = Date.now(),
): Promise<void> {
  await db
    .insertInto("health_check")
    .values({ id: 1, checked_at: at })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: at }))
    .execute();
  if (sqliteDir !== undefined && db.getExecutor().adapter instanceof SqliteAdapter)
    await proveRoomToGrow(db, sqliteDir);
}

async function proveRoomToGrow(db: Kysely<DatabaseSchema>, dir: string): Promise<void> {
  const { rows } = await sql<{ page_count: number; max_page_count: number; page_size: number }>`
    select p.page_count, m.max_page_count, s.page_size
    from pragma_page_count() p, pragma_max_page_count() m, pragma_page_size() s`.execute(db);
  const pages = rows[0];
  const withinLimit = pages ? (pages.max_page_count - pages.page_count) * pages.page_size : 0;
  const disk = await fs.promises.statfs(dir);
  const room = Math.min(withinLimit, disk.bavail * disk.bsize);
  if (room < MIN_ROOM_TO_GROW_BYTES) throw new DatabaseFullError(room);
}
