/**
 * Step submissions: a step's save and the reads of an application's answers its checks need.
 * SQLite runs each save as a transaction of its own statements, committed with the saves that
 * arrive alongside (group-commit.ts). PostgreSQL runs it as one call of the migrations' function
 * (grouped-saves.ts sends the saves that arrive together in one call), on the condition that the
 * answers it was checked against, kept between steps (answers-cache.ts), are still the latest.
 */
import { SqliteAdapter, type Kysely, type Transaction } from "kysely";
import { AnswersCache, type ApplicationAnswers } from "../answers-cache.ts";
import { sameJson } from "../canonical-json.ts";
import { GroupCommit } from "../group-commit.ts";
import { GroupedSaves } from "../grouped-saves.ts";
import { submissionQueries, type SubmissionQueries } from "../submission-queries.ts";
import type { DatabaseSchema } from "../tables.ts";
import type { StepRecord } from "./application-records.ts";
import type { DocumentScans } from "./document-scans.ts";

/** The application was submitted for account opening: its answers take no more changes. */
export class ApplicationSubmittedError extends Error {
  constructor() {
    super("application already submitted for opening");
  }
}

/** A step's save found the application's answers changed since they were read: nothing was saved. */
export class AnswersChangedError extends Error {
  constructor() {
    super("the application's answers changed since they were read");
  }
}

/** save_step_submission's answers (migration 018): refused, a repeat, stored. */
const SAVE_REFUSED = -1;
/** save_step_submission: the answers changed since the version they were read at. */
const SAVE_ANSWERS_CHANGED = -2;
const SAVE_STORED = 1;

export class StepSubmissions {
  private readonly submissions: SubmissionQueries;

  /** PostgreSQL: applications' answers kept between their steps (answers-cache.ts). */
  private readonly answers = new AnswersCache();

  /** SQLite's submissions are committed in groups (see group-commit.ts). */
  private readonly groupCommit: GroupCommit<DatabaseSchema> | undefined;

  /** PostgreSQL's saves that arrive together, sent in one call (see grouped-saves.ts). */
  private readonly groupedSaves: GroupedSaves;

  /** `scans`: whether an application holds a document scan, which SQLite's answers tell. */
  constructor(
    db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
    private readonly scans: Pick<DocumentScans, "hasDocumentScan">,
  ) {
    this.groupCommit =
      db.getExecutor().adapter instanceof SqliteAdapter ? new GroupCommit(db) : undefined;
    this.submissions = submissionQueries(db);
    this.groupedSaves = new GroupedSaves(
      async (save) => {
        const [outcome] = await this.submissions.saveStepSubmission(
          save.applicationId,
          save.step,
          save.variant,
          save.data,
          save.schemaHash,
          save.at,
          save.readAtVersion,
        );
        if (!outcome) throw new Error("save_step_submission answered no row");
        return outcome;
      },
      async (saves) =>
        (
          await this.submissions.saveStepSubmissions(
            saves.map((save) => save.applicationId),
            saves.map((save) => save.step),
            saves.map((save) => save.variant),
            saves.map((save) => save.data),
            saves.map((save) => save.schemaHash),
            saves.map((save) => save.at),
            saves.map((save) => save.readAtVersion),
          )
        ).sort((a, b) => a.item - b.item),
    );
  }

  /**
   * Saves a step's submission and the application's last activity in one transaction. A
   * submission identical to the step's latest one (same variant, schema and data) is not stored
   * again: resolves false then, true when a record was added. Rejects with
   * ApplicationSubmittedError, saving nothing, once the application is submitted for opening.
   *
   * `readAt`: the answers (`answersOf`) the submission was checked against. On PostgreSQL the
   * save then happens only if they are still the latest; otherwise it rejects with
   * AnswersChangedError, saving nothing, and the caller reads them again.
   */
  async saveSubmission(
    applicationId: string,
    record: Omit<StepRecord, "submittedAt">,
    readAt?: ApplicationAnswers,
  ): Promise<boolean> {
    // Not `writing` (sessions.ts): of the application, a save changes only its last activity,
    // which no remembered session look-up holds, so they all stay true.
    if (!this.groupCommit) return this.saveInOneCall(applicationId, record, readAt);
    return this.groupCommit.run((trx) => this.saveIn(trx, applicationId, record));
  }

  /** PostgreSQL: the same save as `saveIn`, by the migrations' function, in one round trip. */
  private async saveInOneCall(
    applicationId: string,
    record: Omit<StepRecord, "submittedAt">,
    readAt: ApplicationAnswers | undefined,
  ): Promise<boolean> {
    const at = this.now();
    const row = await this.groupedSaves.save({
      applicationId,
      step: record.step,
      variant: record.variant,
      data: JSON.stringify(record.data),
      schemaHash: record.schemaHash,
      at,
      readAtVersion: readAt?.version ?? null,
    });
    if (row.saved === SAVE_REFUSED) throw new ApplicationSubmittedError();
    if (row.saved === SAVE_ANSWERS_CHANGED) {
      this.answers.forget(applicationId);
      throw new AnswersChangedError();
    }
    if (readAt?.version !== undefined && row.version != null)
      this.answers.saved(applicationId, readAt, { ...record, submittedAt: at }, row.version);
    // Saved without condition, over answers nobody checked: what is kept may be behind.
    else this.answers.forget(applicationId);
    return row.saved === SAVE_STORED;
  }

  private async saveIn(
    trx: Transaction<DatabaseSchema>,
    applicationId: string,
    record: Omit<StepRecord, "submittedAt">,
  ): Promise<boolean> {
    const at = this.now();
    const { touchApplication, latestOfStep, insertSubmission } = this.submissions;
    // Writing the application row first makes concurrent saves of one application take turns
    // from here to the commit: PostgreSQL locks the row, SQLite the database.
    const touched = await touchApplication.in(trx)(at, applicationId);
    if (touched.length === 0) throw new ApplicationSubmittedError();
    const [latest] = await latestOfStep.in(trx)(applicationId, record.step);
    if (
      latest &&
      isSameSubmission(
        {
          variant: latest.variant,
          schemaHash: latest.schema_hash,
          data: JSON.parse(latest.data) as Record<string, unknown>,
        },
        record,
      )
    ) {
      return false;
    }
    // The unique (application, step, revision) index refuses a second "next" revision.
    await insertSubmission.in(trx)(
      applicationId,
      record.step,
      record.variant,
      JSON.stringify(record.data),
      record.schemaHash,
      at,
      (latest?.revision ?? 0) + 1,
    );
    return true;
  }

  /**
   * An application's answers for a step's submission: the latest of every step and whether a
   * document scan is recorded. On PostgreSQL they may come from this instance's memory (unless
   * `fresh`), with the version they were read at; the save (`saveSubmission` with them as
   * `readAt`) finds out if they have changed since. On SQLite they are read each time.
   */
  async answersOf(
    applicationId: string,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<ApplicationAnswers> {
    if (this.groupCommit) {
      const [latest, documentScanned] = await Promise.all([
        this.latestSubmissions(applicationId),
        this.scans.hasDocumentScan(applicationId),
      ]);
      return { latest, documentScanned };
    }
    const kept = fresh ? undefined : this.answers.get(applicationId);
    if (kept) return kept;
    // The version first: a change after it and before the answers shows at the save.
    const [versioned] = await this.submissions.answersVersion(applicationId);
    const latest = await this.latestSubmissions(applicationId);
    const answers: ApplicationAnswers = {
      latest,
      documentScanned: versioned?.scanned ?? false,
      version: versioned?.answers_version,
    };
    if (versioned) this.answers.keep(applicationId, answers);
    return answers;
  }

  /** The latest submission of every step of an application, keyed by step. */
  async latestSubmissions(applicationId: string): Promise<Map<string, StepRecord>> {
    const rows = await this.submissions.latestOfEveryStep(applicationId);
    const latest = new Map<string, StepRecord>();
    for (const row of rows) {
      latest.set(row.step, {
        step: row.step,
        variant: row.variant,
        data: JSON.parse(row.data) as Record<string, unknown>,
        schemaHash: row.schema_hash,
        submittedAt: row.submitted_at,
      });
    }
    return latest;
  }
}

/** Whether a submission repeats another: same variant, schema and data, whatever the key order. */
export function isSameSubmission(
  a: Pick<StepRecord, "variant" | "schemaHash" | "data">,
  b: Pick<StepRecord, "variant" | "schemaHash" | "data">,
): boolean {
  return a.variant === b.variant && a.schemaHash === b.schemaHash && sameJson(a.data, b.data);
}
