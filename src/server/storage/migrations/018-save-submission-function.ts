import { SqliteAdapter, sql, type Kysely } from "kysely";

/**
 * PostgreSQL: a step's save as one function, so it is one round trip instead of five (begin,
 * the application's row, the step's latest revision, the insert, commit), with the same rules as
 * `StepSubmissions.saveIn`: the application's row is written first, so concurrent saves of one
 * application take turns (each statement of a PL/pgSQL function in READ COMMITTED reads after
 * the row lock it waited for); a submission identical to the step's latest one (same variant,
 * schema hash and JSON value, whatever the keys' order) is not stored again; otherwise the next
 * revision is inserted. Answers -1 when the application is submitted for opening (nothing
 * written), 0 when the submission repeats the latest one, 1 when it was stored.
 *
 * A JSON text holding `\u0000` cannot become jsonb: such texts are compared as text (a repeat of
 * one may then be stored as a new revision, which changes no answer). SQLite keeps the
 * transaction in TypeScript: it has no functions, and its round trips are calls in the process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create or replace function save_step_submission(
      p_application_id varchar, p_step varchar, p_variant varchar, p_data text,
      p_schema_hash varchar, p_at bigint
    ) returns integer language plpgsql as $$
    declare
      latest_revision integer;
      latest_variant varchar;
      latest_schema_hash varchar;
      latest_data text;
    begin
      update applications set updated_at = p_at
        where id = p_application_id and submitted_at is null;
      if not found then
        return -1;
      end if;
      select revision, variant, schema_hash, data
        into latest_revision, latest_variant, latest_schema_hash, latest_data
        from step_submissions
        where application_id = p_application_id and step = p_step
        order by revision desc
        limit 1;
      if found and latest_variant = p_variant and latest_schema_hash = p_schema_hash and (
        latest_data = p_data or (
          strpos(latest_data, '\\u0000') = 0 and strpos(p_data, '\\u0000') = 0
          and latest_data::jsonb = p_data::jsonb
        )
      ) then
        return 0;
      end if;
      insert into step_submissions
        (application_id, step, variant, data, schema_hash, submitted_at, revision)
        values (p_application_id, p_step, p_variant, p_data, p_schema_hash, p_at,
          coalesce(latest_revision, 0) + 1);
      return 1;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop function if exists save_step_submission(varchar, varchar, varchar, text, varchar, bigint)`.execute(
    db,
  );
}
