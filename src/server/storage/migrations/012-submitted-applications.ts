import type { Kysely } from "kysely";

/**
 * When an application was submitted for account opening (its first hand-over to the client
 * zone): from then on its answers are final, and its steps refuse changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("submitted_at", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("submitted_at").execute();
}
