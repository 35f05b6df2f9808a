/** Reads and writes one-time verification codes (hashes only; see verification/one-time-code.ts). */
import type { Kysely } from "kysely";
import { ONE_ROW } from "./prepared-query.ts";
import type { DatabaseSchema } from "./tables.ts";

export interface StoredCode {
  id: number;
  destination: string;
  subject: string | null;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  failedAttempts: number;
  usedAt: number | null;
}

export interface NewCode {
  applicationId: string;
  channel: string;
  destination: string;
  subject?: string | undefined;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
}

export class VerificationStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insertCode(code: NewCode): Promise<number> {
    const row = await this.db
      .insertInto("verification_codes")
      .values({
        application_id: code.applicationId,
        channel: code.channel,
        destination: code.destination,
        subject: code.subject ?? null,
        code_hash: code.codeHash,
        created_at: code.createdAt,
        expires_at: code.expiresAt,
        failed_attempts: 0,
        used_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A code whose message could not be sent: it never existed, and is not counted as a send. */
  async deleteCode(id: number): Promise<void> {
    await this.db.deleteFrom("verification_codes").where("id", "=", id).execute();
  }

  /** The newest code of an application on a channel: only it can be used. */
  async latestCode(applicationId: string, channel: string): Promise<StoredCode | undefined> {
    const row = await this.db
      .selectFrom("verification_codes")
      .selectAll()
      .where("application_id", "=", applicationId)
      .where("channel", "=", channel)
      .orderBy("id", "desc")
      .limit(ONE_ROW)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        destination: row.destination,
        subject: row.subject,
        codeHash: row.code_hash,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        failedAttempts: row.failed_attempts,
        usedAt: row.used_at,
      }
    );
  }

  /** Codes sent to an application on a channel (to any destination), and to one destination. */
  async countCodes(applicationId: string, channel: string, destination?: string): Promise<number> {
    let query = this.db
      .selectFrom("verification_codes")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("application_id", "=", applicationId)
      .where("channel", "=", channel);
    if (destination !== undefined) query = query.where("destination", "=", destination);
    const row = await query.executeTakeFirstOrThrow();
    // A count is a bigint; database.ts reads PostgreSQL's bigints as numbers.
    return row.n;
  }

  /**
   * Counts a wrong try against a live code, at most `maxTries`: resolves the tries counted after
   * this one, or undefined when the code was already used or out of tries. One statement, so
   * parallel wrong tries cannot exceed the limit.
   */
  async recordWrongTry(id: number, maxTries: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable("verification_codes")
      .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
      .where("id", "=", id)
      .where("failed_attempts", "<", maxTries)
      .where("used_at", "is", null)
      .returning("failed_attempts")
      .executeTakeFirst();
    return row?.failed_attempts;
  }

  /** Uses the code up; resolves false when it was used before (a replay, or a parallel use). */
  async markUsed(id: number, at: number, maxTries: number): Promise<boolean> {
    const result = await this.db
      .updateTable("verification_codes")
      .set({ used_at: at })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .where("failed_attempts", "<", maxTries)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
