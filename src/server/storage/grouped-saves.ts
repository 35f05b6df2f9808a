/**
 * Group commit of step saves for PostgreSQL: the saves that arrive in one turn of the event loop
 * go to the database together, as one call (`save_step_submissions`, migration 020), so they
 * share one round trip, one transaction and one flush of the log instead of paying for one each.
 * A save that arrives alone goes alone, without waiting for company.
 *
 * Each save's outcome is its own. A group's saves are sent ordered by application, so groups sent
 * side by side (by this instance or another) lock the applications' rows in the same order and
 * cannot deadlock. If the group's call fails for one save (an error inside the database, not a
 * refusal, which is an outcome), the group is rolled back whole and each of its saves is sent
 * again on its own, so only that save fails. A database that is unavailable fails the group at
 * once. Nothing resolves before the commit that holds it.
 *
 * @example
 * const saves = new GroupedSaves(saveOne, saveMany);
 * const { saved, version } = await saves.save(stepSave);
 */
import { isDatabaseUnavailable } from "./database-errors.ts";

/** One step's save: the arguments of `save_step_submission` (migration 019). */
export interface StepSave {
  applicationId: string;
  step: string;
  variant: string;
  /** The submission's JSON. */
  data: string;
  schemaHash: string;
  at: number;
  /** Save only if the answers are still at this version; null: without condition. */
  readAtVersion: number | null;
}

/** What `save_step_submission` answers: `saved` -2, -1, 0 or 1, and the answers' version. */
export interface SaveOutcome {
  saved: number;
  version: number | null;
}

/** @default 50 saves in one call at most; more that arrive together go in calls side by side. */
export const LARGEST_GROUP = 50;

interface Pending {
  save: StepSave;
  resolve: (outcome: SaveOutcome) => void;
  reject: (error: unknown) => void;
}

export class GroupedSaves {
  private pending: Pending[] = [];

  /**
   * `saveOne` sends one save; `saveMany` sends several in one call and answers their outcomes in
   * the order given.
   */
  constructor(
    private readonly saveOne: (save: StepSave) => Promise<SaveOutcome>,
    private readonly saveMany: (saves: readonly StepSave[]) => Promise<SaveOutcome[]>,
    private readonly largestGroup = LARGEST_GROUP,
  ) {}

  save(save: StepSave): Promise<SaveOutcome> {
    return new Promise<SaveOutcome>((resolve, reject) => {
      this.pending.push({ save, resolve, reject });
      // Everything that arrives before the event loop's next check phase joins this group.
      if (this.pending.length === 1) setImmediate(() => this.sendPending());
    });
  }

  private sendPending(): void {
    const waiting = this.pending.sort((a, b) =>
      a.save.applicationId < b.save.applicationId
        ? -1
        : a.save.applicationId > b.save.applicationId
          ? 1
          : 0,
    );
    this.pending = [];
    for (let start = 0; start < waiting.length; start += this.largestGroup)
      void this.send(waiting.slice(start, start + this.largestGroup));
  }

  private async send(group: Pending[]): Promise<void> {
    if (group.length === 1) return this.sendAlone(group[0]!);
    let outcomes: SaveOutcome[];
    try {
      outcomes = await this.saveMany(group.map((pending) => pending.save));
      if (outcomes.length !== group.length)
        throw new Error(`${outcomes.length} outcomes for a group of ${group.length} saves`);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        for (const { reject } of group) reject(error);
        return;
      }
      // One save's error rolled the whole group back: each goes again alone, for its own outcome.
      await Promise.all(group.map((pending) => this.sendAlone(pending)));
      return;
    }
    group.forEach(({ resolve }, i) => resolve(outcomes[i]!));
  }

  private async sendAlone({ save, resolve, reject }: Pending): Promise<void> {
    try {
      resolve(await this.saveOne(save));
    } catch (error) {
      reject(error);
    }
  }
}
