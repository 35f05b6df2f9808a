import type { Kysely } from "kysely";

/** The marketing parameters a registration arrives with (tmsc cookie, session count and id, client id). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("marketing", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("marketing").execute();
}
