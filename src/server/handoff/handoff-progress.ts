/**
 * Where an application's hand-off to a phone stands, one row per application in the database:
 * the desktop and the phone may be served by different instances, so nothing is kept in memory.
 * A new code starts the hand-off again from nothing.
 */
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

export interface HandoffProgress {
  startedAt: number;
  scanned: boolean;
  /** The journey the phone started, if any. */
  journeyId: string | null;
  /** The phone said it is done (mobile-return-to-desktop, or it left its result pages). */
  finished: boolean;
  /** The phone skipped the upload. */
  skipped: boolean;
}

type Mark = "scanned_at" | "finished_at" | "skipped_at";

export class HandoffProgressStore {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {}

  /** Starts (or starts again) the application's hand-off, inside the caller's transaction. */
  async start(trx: Transaction<DatabaseSchema>, applicationId: string): Promise<void> {
    const fresh = {
      started_at: this.now(),
      scanned_at: null,
      journey_id: null,
      finished_at: null,
      skipped_at: null,
    };
    await trx
      .insertInto("handoffs")
      .values({ application_id: applicationId, ...fresh })
      .onConflict((conflict) => conflict.column("application_id").doUpdateSet(fresh))
      .execute();
  }

  async of(applicationId: string): Promise<HandoffProgress | undefined> {
    const row = await this.db
      .selectFrom("handoffs")
      .selectAll()
      .where("application_id", "=", applicationId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      startedAt: row.started_at,
      scanned: row.scanned_at !== null,
      journeyId: row.journey_id,
      finished: row.finished_at !== null,
      skipped: row.skipped_at !== null,
    };
  }

  /** Marks a moment of the hand-off once; a repeat keeps the first time. */
  async mark(applicationId: string, what: Mark): Promise<void> {
    await this.db
      .updateTable("handoffs")
      .set({ [what]: this.now() })
      .where("application_id", "=", applicationId)
      .where(what, "is", null)
      .execute();
  }

  /** The journey the phone works in (a new journey after "try again" replaces it). */
  async recordJourney(applicationId: string, journeyId: string): Promise<void> {
    await this.db
      .updateTable("handoffs")
      .set({ journey_id: journeyId })
      .where("application_id", "=", applicationId)
      .execute();
  }
}
