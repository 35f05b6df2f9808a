import type { Kysely } from "kysely";

/**
 * Tokens that hand a finished application over to the client zone (spec §7 autoLogin): stored
 * as their SHA-256 only, bound to the application, valid two minutes, used once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("handover_tokens")
    .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("handover_tokens_expires_at")
    .on("handover_tokens")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("handover_tokens").execute();
}
