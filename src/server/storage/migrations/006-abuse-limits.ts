import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * What holds the server against abuse: rate-limit counters shared by every instance, the outbox
 * of messages to people (an attempt to register their email again), and the time an application
 * was registered, which a session claims once (a second registration email gets no login).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("rate_limits")
    // The limit's name and the SHA-256 of what it counts (an address, an account, a session).
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limits_window_start")
    .on("rate_limits")
    .column("window_start")
    .execute();

  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "integer", (c) =>
      isSqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("channel", "varchar(16)", (c) => c.notNull())
    .addColumn("recipient", "varchar(254)", (c) => c.notNull())
    .addColumn("kind", "varchar(64)", (c) => c.notNull())
    .addColumn("language", "varchar(4)", (c) => c.notNull())
    .addColumn("params", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema
    .createIndex("outbox_messages_unsent")
    .on("outbox_messages")
    .columns(["sent_at", "id"])
    .execute();

  await db.schema.alterTable("applications").addColumn("registered_at", "bigint").execute();
  // Applications registered before this column existed: their last change is the closest time known.
  await sql`update applications set registered_at = updated_at where email is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("registered_at").execute();
  await db.schema.dropTable("outbox_messages").execute();
  await db.schema.dropTable("rate_limits").execute();
}
