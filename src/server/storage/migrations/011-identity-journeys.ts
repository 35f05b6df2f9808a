import type { Kysely } from "kysely";
import { SqliteAdapter } from "kysely";

/**
 * Identity-document journeys (spec: identity journey §3): one per scan session an application
 * starts, each capture it received with its check scores, and the status reports the browser
 * sends about it (type 1 attempt, type 2 final).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("identity_journeys")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("state", "varchar(16)", (c) => c.notNull())
    .addColumn("action", "varchar(32)", (c) => c.notNull())
    .addColumn("attempts_left", "integer", (c) => c.notNull())
    .addColumn("high_level_result", "varchar(32)")
    .addColumn("document_type", "varchar(32)")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("ended_at", "bigint")
    .execute();
  await db.schema
    .createIndex("identity_journeys_application")
    .on("identity_journeys")
    .column("application_id")
    .execute();
  await db.schema
    .createTable("journey_captures")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("journey_id", "varchar(36)", (c) =>
      c.notNull().references("identity_journeys.id").onDelete("cascade"),
    )
    .addColumn("action", "varchar(32)", (c) => c.notNull())
    .addColumn("storage_key", "varchar(200)", (c) => c.notNull())
    .addColumn("high_level_result", "varchar(32)", (c) => c.notNull())
    .addColumn("document_type", "varchar(32)")
    .addColumn("document_side", "varchar(8)")
    .addColumn("issuing_country", "varchar(3)")
    .addColumn("scores", "text", (c) => c.notNull())
    .addColumn("reasons", "text", (c) => c.notNull())
    .addColumn("extracted", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("journey_captures_journey")
    .on("journey_captures")
    .column("journey_id")
    .execute();
  await db.schema
    .createTable("journey_status_reports")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("journey_id", "varchar(36)")
    .addColumn("type", "integer", (c) => c.notNull())
    .addColumn("report", "text", (c) => c.notNull())
    .addColumn("received_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("journey_status_reports_application")
    .on("journey_status_reports")
    .column("application_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("journey_status_reports").execute();
  await db.schema.dropTable("journey_captures").execute();
  await db.schema.dropTable("identity_journeys").execute();
}
