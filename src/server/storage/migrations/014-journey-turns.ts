import { sql, type Kysely } from "kysely";

/**
 * Journeys taken in turn: each journey's number within its application (`ordinal`, unique per
 * application, so starts asked for at once cannot pass the journeys an application may start);
 * the capture a journey is busy with (`capture_claim`, `capture_claimed_at`: a parallel upload is
 * refused before its photo is read); and which checks each capture ran, with their outcome
 * (`checks`, JSON; none for the captures kept before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("identity_journeys")
    .addColumn("ordinal", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The journeys kept so far are numbered in the order they started.
  await sql`
    UPDATE identity_journeys SET ordinal = (
      SELECT COUNT(*) FROM identity_journeys AS earlier
      WHERE earlier.application_id = identity_journeys.application_id
        AND (earlier.created_at < identity_journeys.created_at
          OR (earlier.created_at = identity_journeys.created_at AND earlier.id <= identity_journeys.id))
    )`.execute(db);
  await db.schema
    .createIndex("identity_journeys_application_ordinal")
    .on("identity_journeys")
    .columns(["application_id", "ordinal"])
    .unique()
    .execute();
  await db.schema
    .alterTable("identity_journeys")
    .addColumn("capture_claim", "varchar(36)")
    .execute();
  await db.schema
    .alterTable("identity_journeys")
    .addColumn("capture_claimed_at", "bigint")
    .execute();
  await db.schema.alterTable("journey_captures").addColumn("checks", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("journey_captures").dropColumn("checks").execute();
  await db.schema.alterTable("identity_journeys").dropColumn("capture_claimed_at").execute();
  await db.schema.alterTable("identity_journeys").dropColumn("capture_claim").execute();
  await db.schema.dropIndex("identity_journeys_application_ordinal").execute();
  await db.schema.alterTable("identity_journeys").dropColumn("ordinal").execute();
}
