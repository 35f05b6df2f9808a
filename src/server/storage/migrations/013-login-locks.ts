import type { Kysely } from "kysely";

/**
 * Failed logins of an account counted from every address together, and the lock they put on it
 * (limits/login-lock.ts). Keyed by a SHA-256 of the email, never the email itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_locks")
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("locked_until", "bigint", (c) => c.notNull())
    .addColumn("last_attempt_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_locks_last_attempt_at")
    .on("login_locks")
    .column("last_attempt_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_locks").execute();
}
