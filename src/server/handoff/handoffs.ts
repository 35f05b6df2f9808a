/** The desktop-to-phone hand-off: its codes and its progress, written together where they must be. */
import type { Kysely } from "kysely";
import { inTransaction } from "../storage/transaction.ts";
import type { DatabaseSchema } from "../storage/tables.ts";
import { HandoffCodes } from "./handoff-codes.ts";
import { HandoffProgressStore } from "./handoff-progress.ts";

export class Handoffs {
  readonly codes: HandoffCodes;
  readonly progress: HandoffProgressStore;

  /** `now`: the clock codes expire by (tests move it). */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    now: () => number = Date.now,
  ) {
    this.codes = new HandoffCodes(db, now);
    this.progress = new HandoffProgressStore(db, now);
  }

  /**
   * A new code for the application's hand-off, which starts again from nothing: earlier codes
   * are revoked, and nothing a previous phone did counts any more. `textedTo`: the number an SMS
   * carries the link to, which the desktop must confirm before the link opens.
   */
  async start(applicationId: string, textedTo?: string): Promise<string> {
    return inTransaction(this.db, async (trx) => {
      await this.progress.start(trx, applicationId);
      return this.codes.issue(trx, applicationId, textedTo);
    });
  }
}
