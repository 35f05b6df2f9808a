import type { Kysely } from "kysely";

/**
 * What the document checks keep to compare later photos and steps with: each capture's
 * findings (`findings`, JSON: its perceptual hash, and what a recognised card front read: its
 * state and numbers), the journey's check details in the widget spec's names and values
 * (`check_details`, JSON), and the comparison of the application's personal data with the
 * document (`data_check`, JSON: its result and each field that differs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("journey_captures").addColumn("findings", "text").execute();
  await db.schema.alterTable("identity_journeys").addColumn("check_details", "text").execute();
  await db.schema.alterTable("identity_journeys").addColumn("data_check", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("identity_journeys").dropColumn("data_check").execute();
  await db.schema.alterTable("identity_journeys").dropColumn("check_details").execute();
  await db.schema.alterTable("journey_captures").dropColumn("findings").execute();
}
