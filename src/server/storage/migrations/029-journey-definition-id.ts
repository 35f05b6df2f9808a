import type { Kysely } from "kysely";

/**
 * The journey definition a journey follows, by its id (src/server/journey/journey-catalogue.ts):
 * a brand may have several. Journeys started before followed the file's only one, "default".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("identity_journeys")
    .addColumn("definition_id", "text", (column) => column.notNull().defaultTo("default"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("identity_journeys").dropColumn("definition_id").execute();
}
