import { SqliteAdapter, sql, type Kysely } from "kysely";
import { createVersionedSaveFunction } from "./019-answers-version.ts";

/**
 * A step's save writes less. The (application, step, id) index of step submissions goes: every
 * query of one application's steps is answered by the unique (application, step, revision) index,
 * and each save paid for both. On PostgreSQL, a save on the condition that the answers are still
 * at the caller's version writes the application's row once (its time and its version in one
 * UPDATE, whose condition holds the version) instead of twice, and numbers the revision in the
 * insert itself: one row version of the application instead of two, and three statements instead
 * of four. What `save_step_submission` answers is unchanged (see migration 019); the save without
 * a condition keeps its steps, as it must compare the submission with the latest one before it
 * may raise the version.
 *
 * `save_step_submissions` saves several applications' steps in one call, and so in one
 * transaction with one commit: each element of its arrays is one `save_step_submission`, answered
 * in the order given (`item`, from 1). The caller orders them by application, so two such calls
 * lock applications' rows in the same order and cannot deadlock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("step_submissions_application_step").execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create or replace function save_step_submission(
      p_application_id varchar, p_step varchar, p_variant varchar, p_data text,
      p_schema_hash varchar, p_at bigint, p_read_at_version bigint
    ) returns table (saved integer, version bigint) language plpgsql as $$
    declare
      current_version bigint;
      is_submitted boolean;
      latest_revision integer;
      latest_variant varchar;
      latest_schema_hash varchar;
      latest_data text;
    begin
      if p_read_at_version is not null then
        update applications
          set updated_at = p_at, answers_version = answers_version + 1
          where id = p_application_id and submitted_at is null
            and answers_version = p_read_at_version
          returning answers_version into current_version;
        if not found then
          select a.answers_version, a.submitted_at is not null
            into current_version, is_submitted
            from applications a where a.id = p_application_id;
          if not found or is_submitted then
            return query select -1, null::bigint;
          else
            return query select -2, current_version;
          end if;
          return;
        end if;
        -- Read at this version, the caller compared with the step's latest answer already.
        insert into step_submissions
          (application_id, step, variant, data, schema_hash, submitted_at, revision)
          select p_application_id, p_step, p_variant, p_data, p_schema_hash, p_at,
            coalesce(max(s.revision), 0) + 1
          from step_submissions s
          where s.application_id = p_application_id and s.step = p_step;
        return query select 1, current_version;
        return;
      end if;
      update applications set updated_at = p_at
        where id = p_application_id and submitted_at is null
        returning answers_version into current_version;
      if not found then
        return query select -1, null::bigint;
        return;
      end if;
      select s.revision, s.variant, s.schema_hash, s.data
        into latest_revision, latest_variant, latest_schema_hash, latest_data
        from step_submissions s
        where s.application_id = p_application_id and s.step = p_step
        order by s.revision desc
        limit 1;
      if found and latest_variant = p_variant and latest_schema_hash = p_schema_hash and (
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
  await sql`
    create or replace function save_step_submissions(
      p_application_ids varchar[], p_steps varchar[], p_variants varchar[], p_data text[],
      p_schema_hashes varchar[], p_ats bigint[], p_read_at_versions bigint[]
    ) returns table (item integer, saved integer, version bigint) language plpgsql as $$
    begin
      for i in 1 .. coalesce(array_length(p_application_ids, 1), 0) loop
        return query select i, s.saved, s.version
          from save_step_submission(p_application_ids[i], p_steps[i], p_variants[i], p_data[i],
            p_schema_hashes[i], p_ats[i], p_read_at_versions[i]) s;
      end loop;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql`drop function if exists save_step_submissions(varchar[], varchar[], varchar[], text[], varchar[], bigint[], bigint[])`.execute(
      db,
    );
  await db.schema
    .createIndex("step_submissions_application_step")
    .on("step_submissions")
    .columns(["application_id", "step", "id"])
    .execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await createVersionedSaveFunction(db);
}
