import type { Kysely } from "kysely";
import { SqliteAdapter } from "kysely";

/** Analytics step events (spec §4, §7 'dc'): which step, on which browser, device and system. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("event", "varchar(16)", (c) => c.notNull())
    .addColumn("step", "integer")
    .addColumn("route", "varchar(64)", (c) => c.notNull())
    .addColumn("browser", "varchar(32)", (c) => c.notNull())
    .addColumn("device", "varchar(16)", (c) => c.notNull())
    .addColumn("os", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_application")
    .on("analytics_events")
    .column("application_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_events").execute();
}
