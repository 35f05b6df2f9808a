import type { Kysely } from "kysely";
import { SqliteAdapter } from "kysely";

/**
 * Identity-document scans (spec §3): the values the scan read off the document, kept append-only
 * per application, from which personal data is prefilled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("document_scans")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("journey_id", "varchar(64)")
    .addColumn("high_level_result", "varchar(32)")
    .addColumn("document_values", "text", (c) => c.notNull())
    .addColumn("scanned_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("document_scans_application")
    .on("document_scans")
    .column("application_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_scans").execute();
}
