import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * Each submission of a step gets the next revision number of that step, unique per application
 * and step, so two concurrent saves can never both become "the next one". Also indexes the
 * expiry columns the clean-up job searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("step_submissions")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // Numbering a large table may take longer than a request may; this transaction only.
    await sql`set local statement_timeout = 0`.execute(db);
  }
  // Existing submissions are numbered in the order they were saved.
  await sql`
    update step_submissions set revision = numbered.revision
    from (
      select id, row_number() over (partition by application_id, step order by id) as revision
      from step_submissions
    ) as numbered
    where numbered.id = step_submissions.id`.execute(db);
  await db.schema
    .createIndex("step_submissions_revision")
    .on("step_submissions")
    .columns(["application_id", "step", "revision"])
    .unique()
    .execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  await db.schema
    .createIndex("applications_updated_at")
    .on("applications")
    .column("updated_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("applications_updated_at").execute();
  await db.schema.dropIndex("sessions_expires_at").execute();
  await db.schema.dropIndex("step_submissions_revision").execute();
  await db.schema.alterTable("step_submissions").dropColumn("revision").execute();
}
