/**
 * The hand-off's one-time codes (the `handoff` of the QR code's and the SMS's link): 256 random
 * bits, kept only as their SHA-256, bound to one application, valid ten minutes, good for one
 * phone, also when two phones try at once. A new code revokes the application's earlier unused
 * ones, so only the latest QR code or SMS link opens anything.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

export const HANDOFF_CODE_TTL_MS = 10 * 60 * 1000;
const CODE_BYTES = 32;

/** Why a code opened nothing: the phone's page says which. */
export type HandoffRefusal = "used" | "expired" | "unknown";

export type Redeemed = { applicationId: string } | { refused: HandoffRefusal };

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

/** Codes we issue are 43 base64url characters; anything else is unknown before a look-up. */
export const looksLikeHandoffCode = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

export class HandoffCodes {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {}

  /** A new code for the application, inside the caller's transaction; earlier ones are revoked. */
  async issue(trx: Transaction<DatabaseSchema>, applicationId: string): Promise<string> {
    const code = randomBytes(CODE_BYTES).toString("base64url");
    const now = this.now();
    await this.revokeIn(trx, applicationId, now);
    await trx
      .insertInto("handoff_codes")
      .values({
        code_hash: hashOf(code),
        application_id: applicationId,
        created_at: now,
        expires_at: now + HANDOFF_CODE_TTL_MS,
        used_at: null,
        revoked_at: null,
      })
      .execute();
    return code;
  }

  /**
   * The application the code opens, once; otherwise why not. The code is used by one statement
   * that states every condition, so of two phones at once only one gets it.
   */
  async redeem(code: unknown): Promise<Redeemed> {
    if (!looksLikeHandoffCode(code)) return { refused: "unknown" };
    const now = this.now();
    const codeHash = hashOf(code);
    const used = await this.db
      .updateTable("handoff_codes")
      .set({ used_at: now })
      .where("code_hash", "=", codeHash)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now)
      .returning("application_id")
      .executeTakeFirst();
    if (used) return { applicationId: used.application_id };
    const row = await this.db
      .selectFrom("handoff_codes")
      .select(["used_at", "revoked_at", "expires_at"])
      .where("code_hash", "=", codeHash)
      .executeTakeFirst();
    if (!row) return { refused: "unknown" };
    // A revoked code (a newer one was issued, or the desktop went on alone) is as good as expired.
    return { refused: row.used_at !== null ? "used" : "expired" };
  }

  /** Revokes every unused code of the application. */
  async revoke(applicationId: string): Promise<void> {
    await this.revokeIn(this.db, applicationId, this.now());
  }

  private async revokeIn(
    db: Kysely<DatabaseSchema>,
    applicationId: string,
    now: number,
  ): Promise<void> {
    await db
      .updateTable("handoff_codes")
      .set({ revoked_at: now })
      .where("application_id", "=", applicationId)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
  }
}
