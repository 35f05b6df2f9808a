import { sql, type Kysely } from "kysely";

/**
 * The one row `/healthz` writes to prove that the database takes writes
 * (storage/database-health.ts): updated in place, it never grows the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_check")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("checked_at", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into health_check (id, checked_at) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("health_check").execute();
}
