/**
 * Applications' answers kept between their steps (PostgreSQL), so a step's submission is one
 * round trip: the save, which stores it only if the answers are still at the version they were
 * read at (migration 019). Another instance's save, or a document scan, raises the version; the
 * save then refuses, the entry is forgotten and the answers are read again. An entry is never
 * changed in place: a save by this instance replaces it with the answers plus what it stored.
 */
import type { StepRecord } from "./application-store/application-records.ts";

export interface ApplicationAnswers {
  /** The latest submission of every step, keyed by step. */
  readonly latest: ReadonlyMap<string, StepRecord>;
  /** Whether a document scan is recorded for the application. */
  readonly documentScanned: boolean;
  /** PostgreSQL: the answers' version when they were read. */
  readonly version?: number | undefined;
}

/** @default 10 000 applications kept at most; beyond it, the one used longest ago goes. */
export const ANSWERS_CACHE_CAPACITY = 10_000;

export class AnswersCache {
  /** In the order they were last used. */
  private readonly kept = new Map<string, ApplicationAnswers>();

  constructor(private readonly capacity = ANSWERS_CACHE_CAPACITY) {}

  get(applicationId: string): ApplicationAnswers | undefined {
    const answers = this.kept.get(applicationId);
    if (answers) {
      this.kept.delete(applicationId);
      this.kept.set(applicationId, answers);
    }
    return answers;
  }

  keep(applicationId: string, answers: ApplicationAnswers): void {
    this.kept.delete(applicationId);
    this.kept.set(applicationId, answers);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }

  /**
   * This instance saved `record` over the answers `readAt`, which are now at `version`: kept
   * with the record when `readAt` is what is kept (a concurrent save may have replaced it).
   */
  saved(
    applicationId: string,
    readAt: ApplicationAnswers,
    record: StepRecord,
    version: number,
  ): void {
    const current = this.kept.get(applicationId);
    if (current !== undefined && current !== readAt) return;
    if (version === readAt.version) {
      if (current === undefined) this.keep(applicationId, readAt);
      return;
    }
    const latest = new Map(readAt.latest);
    latest.set(record.step, record);
    this.keep(applicationId, { latest, documentScanned: readAt.documentScanned, version });
  }

  forget(applicationId: string): void {
    this.kept.delete(applicationId);
  }

  get size(): number {
    return this.kept.size;
  }
}
