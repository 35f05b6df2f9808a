import type { Kysely } from "kysely";

/**
 * The journey's user-input form, where its definition asks for one (`user_input`, JSON: the
 * answers of schemas/identityUserInput.schema.json as they were sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("identity_journeys").addColumn("user_input", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("identity_journeys").dropColumn("user_input").execute();
}
