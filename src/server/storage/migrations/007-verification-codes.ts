import { SqliteAdapter, type Kysely } from "kysely";

/**
 * One-time codes that prove a phone number or an e-mail address (spec §2 "Confirm phone",
 * "Confirm email"): stored as a keyed hash, never the code, with their expiry, wrong tries and
 * use. Messages in the outbox name the application they were sent for, so the dev outbox can
 * list an application's messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("verification_codes")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("application_id", "varchar(36)", (c) =>
      c.notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("channel", "varchar(8)", (c) => c.notNull())
    // E.164 phone number or lower-case e-mail address the code was sent to.
    .addColumn("destination", "varchar(254)", (c) => c.notNull())
    // What else the code vouches for: the phone number an e-mail code confirms.
    .addColumn("subject", "varchar(32)")
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("verification_codes_application")
    .on("verification_codes")
    .columns(["application_id", "channel", "id"])
    .execute();
  await db.schema
    .createIndex("verification_codes_expires_at")
    .on("verification_codes")
    .column("expires_at")
    .execute();
  await db.schema
    .alterTable("outbox_messages")
    .addColumn("application_id", "varchar(36)")
    .execute();
  await db.schema
    .createIndex("outbox_messages_application")
    .on("outbox_messages")
    .columns(["application_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_messages_application").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("application_id").execute();
  await db.schema.dropTable("verification_codes").execute();
}
