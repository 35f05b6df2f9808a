import type { Kysely } from "kysely";

/**
 * A journey's open liveness challenge (journey/liveness/liveness-challenges.ts): the prompts the
 * server picked, how many the face has shown, the straight look the actions are measured from,
 * when the current prompt was given, and the frames kept as proof. One per journey; gone once its
 * attempt is counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("liveness_challenges")
    .addColumn("journey_id", "varchar(36)", (c) =>
      c.primaryKey().references("identity_journeys.id").onDelete("cascade"),
    )
    .addColumn("id", "varchar(36)", (c) => c.notNull())
    .addColumn("prompts", "text", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull())
    .addColumn("straight_look", "text")
    .addColumn("prompt_started_at", "bigint", (c) => c.notNull())
    .addColumn("frame_keys", "text", (c) => c.notNull())
    .addColumn("worst_distance", "real")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("liveness_challenges").execute();
}
