import type { Kysely } from "kysely";

/**
 * The desktop-to-phone hand-off (spec §2 "Phone hand-off", §4 QR hand-off): one-time codes that
 * open a phone's documents-only session, stored as their SHA-256 only, bound to an application,
 * valid ten minutes, used once, revoked by a newer code or by "continue manually"; and where each
 * application's hand-off stands (scanned, the phone's journey, finished, skipped), which every
 * server instance reads from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("handoff_codes")
    .addColumn("code_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema
    .createIndex("handoff_codes_application_id")
    .on("handoff_codes")
    .column("application_id")
    .execute();
  await db.schema
    .createIndex("handoff_codes_expires_at")
    .on("handoff_codes")
    .column("expires_at")
    .execute();
  await db.schema
    .createTable("handoffs")
    .addColumn("application_id", "varchar(36)", (c) =>
      c.primaryKey().references("applications.id").onDelete("cascade"),
    )
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("scanned_at", "bigint")
    .addColumn("journey_id", "varchar(36)")
    .addColumn("finished_at", "bigint")
    .addColumn("skipped_at", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("handoffs").execute();
  await db.schema.dropTable("handoff_codes").execute();
}
