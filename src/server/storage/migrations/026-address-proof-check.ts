import type { Kysely } from "kysely";

/**
 * The proof of address's check against the address the application answered, made when the
 * address step is sent (`address_check`, JSON: its result, the parts of the address the page
 * lacked, when it was made).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("identity_journeys").addColumn("address_check", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("identity_journeys").dropColumn("address_check").execute();
}
