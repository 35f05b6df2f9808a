import type { Kysely } from "kysely";
import { SqliteAdapter } from "kysely";

/**
 * Room for every analytics event's name: the upload's `fileTypeValidation` (18 characters) did not
 * fit the 16 that migration 003 gave. SQLite does not hold a text column to its length, so only
 * PostgreSQL's column changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db.schema
    .alterTable("analytics_events")
    .alterColumn("event", (c) => c.setDataType("varchar(32)"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db.schema
    .alterTable("analytics_events")
    .alterColumn("event", (c) => c.setDataType("varchar(16)"))
    .execute();
}
