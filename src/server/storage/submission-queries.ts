/**
 * The prepared queries of step submissions: the ones every step's save and every application
 * state read run. Prepared once per database (see prepared-query.ts); the writes run in the
 * caller's transaction through `.in(trx)`.
 */
import { SqliteAdapter, sql, type Kysely } from "kysely";
import { ONE_ROW, preparedQuery, type PlaceholderOf } from "./prepared-query.ts";
import type { DatabaseSchema } from "./tables.ts";

export type SubmissionQueries = ReturnType<typeof submissionQueries>;

type SubmissionRow = DatabaseSchema["step_submissions"];

export function submissionQueries(db: Kysely<DatabaseSchema>) {
  // A loose index scan: the application's step names are walked on the (application, step,
  // revision) index one jump at a time, and each step's highest revision is one more jump. The
  // cost grows with the number of steps, not with how many times they were submitted: a "group by
  // step", or a join the planner may start from the submissions' side, reads every revision
  // (13 ms for one application with 5,000 of them). Each jump is an "order by … limit 1", which
  // PostgreSQL as well as SQLite answers from one index entry. The limits are literals (ONE_ROW):
  // with "limit $n", PostgreSQL's plan for any values guessed a tenth of the rows per jump.
  const savedSteps = (p: PlaceholderOf) =>
    db.withRecursive("saved_steps(step)", (cte) =>
      cte
        .selectFrom((eb) =>
          eb
            .selectFrom("step_submissions")
            .select("step")
            .where("application_id", "=", p(0))
            .orderBy("step")
            .limit(ONE_ROW)
            .as("first"),
        )
        .select("first.step")
        .unionAll((next) =>
          next
            .selectFrom("saved_steps")
            .select((eb) =>
              eb
                .selectFrom("step_submissions as following")
                .select("following.step")
                .where("following.application_id", "=", p(0))
                .whereRef("following.step", ">", "saved_steps.step")
                .orderBy("following.step")
                .limit(ONE_ROW)
                .$asScalar()
                .as("step"),
            )
            .where("saved_steps.step", "is not", null),
        ),
    );
  const latestOfEveryStep = preparedQuery<
    DatabaseSchema,
    Pick<SubmissionRow, "step" | "variant" | "data" | "schema_hash" | "submitted_at">,
    [string]
  >(db, (p) =>
    db.getExecutor().adapter instanceof SqliteAdapter
      ? savedSteps(p)
          .selectFrom("step_submissions as s")
          .where("s.id", "in", (eb) =>
            eb
              .selectFrom("saved_steps")
              .select((latest) =>
                latest
                  .selectFrom("step_submissions as latest")
                  .select("latest.id")
                  .where("latest.application_id", "=", p(0))
                  .whereRef("latest.step", "=", "saved_steps.step")
                  .orderBy("latest.revision", "desc")
                  .limit(ONE_ROW)
                  .$asScalar()
                  .as("id"),
              )
              .where("saved_steps.step", "is not", null),
          )
          .select(["s.step", "s.variant", "s.data", "s.schema_hash", "s.submitted_at"])
          .orderBy("s.id", "asc")
      : // PostgreSQL: a lateral join, which it can only run as one jump per step. Joined by id,
        // its plan for any values may hash the whole table instead, and keeps doing so: planned
        // while the table was small, it read all of it on every call (8 ms at 30,000 revisions).
        savedSteps(p)
          .selectFrom("saved_steps")
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom("step_submissions as latest")
                .select(["id", "step", "variant", "data", "schema_hash", "submitted_at"])
                .where("latest.application_id", "=", p(0))
                .whereRef("latest.step", "=", "saved_steps.step")
                .orderBy("latest.revision", "desc")
                .limit(ONE_ROW)
                .as("s"),
            (join) => join.onTrue(),
          )
          .select(["s.step", "s.variant", "s.data", "s.schema_hash", "s.submitted_at"])
          .orderBy("s.id", "asc"),
  );

  return {
    /** The latest row of every step of an application, in the order those rows were saved. */
    latestOfEveryStep,
    /**
     * (updatedAt, applicationId): the application's row, when it still takes changes (not
     * submitted for opening); no row otherwise.
     */
    touchApplication: preparedQuery<DatabaseSchema, { id: string }, [number, string]>(db, (p) =>
      db
        .updateTable("applications")
        .set({ updated_at: p<number>(0) })
        .where("id", "=", p(1))
        .where("submitted_at", "is", null)
        .returning("id"),
    ),
    /** (applicationId, step): the step's highest revision, as a list of at most one row. */
    latestOfStep: preparedQuery<
      DatabaseSchema,
      Pick<SubmissionRow, "revision" | "variant" | "schema_hash" | "data">,
      [string, string]
    >(db, (p) =>
      db
        .selectFrom("step_submissions")
        .select(["revision", "variant", "schema_hash", "data"])
        .where("application_id", "=", p(0))
        .where("step", "=", p(1))
        .orderBy("revision", "desc")
        .limit(ONE_ROW),
    ),
    /**
     * PostgreSQL only, (applicationId, step, variant, data, schemaHash, submittedAt,
     * readAtVersion): a step's whole save by the function migration 019 installs, on the
     * condition that the answers are still at `readAtVersion` (null: none); `saved` is -2, -1, 0
     * or 1 and `version` the answers' version after it (see there).
     */
    saveStepSubmission: preparedQuery<
      DatabaseSchema,
      { saved: number; version: number | null },
      [string, string, string, string, string, number, number | null]
    >(db, (p) =>
      db
        .selectFrom(
          sql<{
            saved: number;
            version: number | null;
          }>`save_step_submission(${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`.as(
            "result",
          ),
        )
        .select(["result.saved", "result.version"]),
    ),
    /**
     * PostgreSQL only, the arrays (applicationIds, steps, variants, data, schemaHashes,
     * submittedAts, readAtVersions): several saves of `saveStepSubmission` in one call and one
     * commit (migration 020), answered by `item`, the element's place from 1.
     */
    saveStepSubmissions: preparedQuery<
      DatabaseSchema,
      { item: number; saved: number; version: number | null },
      [string[], string[], string[], string[], string[], number[], (number | null)[]]
    >(db, (p) =>
      db
        .selectFrom(
          sql<{
            item: number;
            saved: number;
            version: number | null;
          }>`save_step_submissions(${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)})`.as(
            "result",
          ),
        )
        .select(["result.item", "result.saved", "result.version"]),
    ),
    /**
     * PostgreSQL only, (applicationId): the answers' version and whether a document scan is
     * recorded; read before the answers themselves, so a change between the two reads shows as
     * a newer version at the save.
     */
    answersVersion: preparedQuery<
      DatabaseSchema,
      { answers_version: number; scanned: boolean },
      [string]
    >(db, (p) =>
      db
        .selectFrom("applications")
        .select((eb) => [
          "answers_version",
          eb
            .exists(
              eb
                .selectFrom("document_scans")
                .select("document_scans.id")
                .whereRef("document_scans.application_id", "=", "applications.id"),
            )
            .as("scanned"),
        ])
        .where("id", "=", p(0)),
    ),
    /** (applicationId, step, variant, data, schemaHash, submittedAt, revision) */
    insertSubmission: preparedQuery<
      DatabaseSchema,
      unknown,
      [string, string, string, string, string, number, number]
    >(db, (p) =>
      db.insertInto("step_submissions").values({
        application_id: p<string>(0),
        step: p<string>(1),
        variant: p<string>(2),
        data: p<string>(3),
        schema_hash: p<string>(4),
        submitted_at: p<number>(5),
        revision: p<number>(6),
      }),
    ),
  };
}
