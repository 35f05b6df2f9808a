import type { Kysely } from "kysely";

/**
 * What a session may do: "full" (the application's own browser) or "documents" (a phone the
 * hand-off opened, which may only take the document photos). Sessions before this are full.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("scope", "varchar(16)", (c) => c.notNull().defaultTo("full"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("scope").execute();
}
