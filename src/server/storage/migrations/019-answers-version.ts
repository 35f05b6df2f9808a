import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL: a number on the application that changes whenever its answers could have (a step
 * stored, a document scan recorded), so an instance may keep an application's answers in memory
 * and save the next step on the condition that they are still the latest: one round trip for a
 * step's submission instead of a read and a save.
 *
 * `save_step_submission` takes the version the caller's answers were read at (null: no
 * condition) and answers a row (saved, version): -1 the application is submitted for opening
 * (nothing written), -2 its answers changed since that version (nothing written), 0 the
 * submission repeats the step's latest one, 1 it was stored and the version went up by one.
 * With a version that holds, the caller has compared the submission with the step's latest
 * answer itself (it read them at that version), so the function does not compare them again. A
 * trigger raises the version when a document scan is recorded. SQLite gets the column and keeps
 * it at 0: one process reads its own answers cheaply and keeps none in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("answers_version", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop function if exists save_step_submission(varchar, varchar, varchar, text, varchar, bigint)`.execute(
    db,
  );
  await createVersionedSaveFunction(db);
  await sql`
    create or replace function raise_answers_version() returns trigger language plpgsql as $$
    begin
      update applications set answers_version = answers_version + 1 where id = new.application_id;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger document_scans_raise_answers_version after insert on document_scans
      for each row execute function raise_answers_version()`.execute(db);
}

/** This migration's `save_step_submission`; migration 020's `down` puts it back. */
export async function createVersionedSaveFunction(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function save_step_submission(
      p_application_id varchar, p_step varchar, p_variant varchar, p_data text,
      p_schema_hash varchar, p_at bigint, p_read_at_version bigint
    ) returns table (saved integer, version bigint) language plpgsql as $$
    declare
      current_version bigint;
      latest_revision integer;
      latest_variant varchar;
      latest_schema_hash varchar;
      latest_data text;
    begin
      update applications set updated_at = p_at
        where id = p_application_id and submitted_at is null
        returning answers_version into current_version;
      if not found then
        return query select -1, null::bigint;
        return;
      end if;
      if p_read_at_version is not null and p_read_at_version <> current_version then
        return query select -2, current_version;
        return;
      end if;
      select s.revision, s.variant, s.schema_hash, s.data
        into latest_revision, latest_variant, latest_schema_hash, latest_data
        from step_submissions s
        where s.application_id = p_application_id and s.step = p_step
        order by s.revision desc
        limit 1;
      -- Read at the current version, the caller compared with the step's latest answer already.
      if found and p_read_at_version is null
        and latest_variant = p_variant and latest_schema_hash = p_schema_hash and (
        latest_data = p_data or (
          strpos(latest_data, '\\u0000') = 0 and strpos(p_data, '\\u0000') = 0
          and latest_data::jsonb = p_data::jsonb
        )
      ) then
        return query select 0, current_version;
        return;
      end if;
      insert into step_submissions
        (application_id, step, variant, data, schema_hash, submitted_at, revision)
        values (p_application_id, p_step, p_variant, p_data, p_schema_hash, p_at,
          coalesce(latest_revision, 0) + 1);
      update applications set answers_version = current_version + 1 where id = p_application_id;
      return query select 1, current_version + 1;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`drop trigger if exists document_scans_raise_answers_version on document_scans`.execute(
      db,
    );
    await sql`drop function if exists raise_answers_version()`.execute(db);
    await sql`drop function if exists save_step_submission(varchar, varchar, varchar, text, varchar, bigint, bigint)`.execute(
      db,
    );
  }
  await db.schema.alterTable("applications").dropColumn("answers_version").execute();
}
