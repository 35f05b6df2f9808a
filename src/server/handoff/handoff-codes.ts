/**
 * The hand-off's one-time codes (the `handoff` of the QR code's and the SMS's link): 256 random
 * bits, kept only as their SHA-256, bound to one application, valid ten minutes, good for one
 * phone, also when two phones try at once. A new code revokes the application's earlier unused
 * ones, so only the latest QR code or SMS link opens anything. An SMS's link opens nothing until
 * the desktop typed the code of the same message: a number typed wrong texts a stranger a link
 * that stays shut.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

export const HANDOFF_CODE_TTL_MS = 10 * 60 * 1000;
const CODE_BYTES = 32;

/**
 * Why a code opened nothing: the phone's page says which. "unconfirmed": an SMS's link whose
 * code the desktop has not typed yet (it opens once it has); "replaced": a newer code was shown
 * or texted since (that one opens); "finished": the code was used and the phone it opened has
 * sent its photos, so there is nothing left to do on a phone.
 */
export type HandoffRefusal =
  "used" | "expired" | "unknown" | "unconfirmed" | "replaced" | "finished";

export type Redeemed = { applicationId: string } | { refused: HandoffRefusal };

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

/** The number an SMS went to, as kept with its code: bound to the application. */
const numberHashOf = (applicationId: string, number: string) =>
  hashOf(`${applicationId}\n${number}`);

/** Codes we issue are 43 base64url characters; anything else is unknown before a look-up. */
export const looksLikeHandoffCode = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

export class HandoffCodes {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {}

  /**
   * A new code for the application, inside the caller's transaction; earlier ones are revoked.
   * `textedTo`: the number (E.164) an SMS carries it to; the code then waits for `confirmNumber`.
   */
  async issue(
    trx: Transaction<DatabaseSchema>,
    applicationId: string,
    textedTo?: string,
  ): Promise<string> {
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
        sms_number_hash: textedTo === undefined ? null : numberHashOf(applicationId, textedTo),
        number_confirmed_at: null,
      })
      .execute();
    return code;
  }

  /**
   * The application the code opens, once, on its brand's site; otherwise why not. The code is
   * used by one statement that states every condition (the brand and a texted number's
   * confirmation among them), so of two phones at once only one gets it, and a refusal uses
   * nothing up.
   */
  async redeem(code: unknown, brand: string): Promise<Redeemed> {
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
      .where((eb) =>
        eb.or([eb("sms_number_hash", "is", null), eb("number_confirmed_at", "is not", null)]),
      )
      .where("application_id", "in", (eb) =>
        eb.selectFrom("applications").select("id").where("brand", "=", brand),
      )
      .returning("application_id")
      .executeTakeFirst();
    if (used) return { applicationId: used.application_id };
    const row = await this.db
      .selectFrom("handoff_codes as c")
      .innerJoin("applications as a", "a.id", "c.application_id")
      .select([
        "c.application_id",
        "c.created_at",
        "c.used_at",
        "c.revoked_at",
        "c.expires_at",
        "a.brand",
      ])
      .where("c.code_hash", "=", codeHash)
      .executeTakeFirst();
    // A code of the other brand's site is not one this site knows: nothing of it is told.
    if (!row || row.brand !== brand) return { refused: "unknown" };
    if (row.used_at !== null)
      return { refused: (await this.finishedBy(row)) ? "finished" : "used" };
    // Revoked by a newer code (issued at the same moment): that one is the code to use. The code
    // itself may carry the same millisecond (issued, then the hand-off ended at once): not newer.
    if (
      row.revoked_at !== null &&
      (await this.issuedSince(row.application_id, row.revoked_at, codeHash))
    )
      return { refused: "replaced" };
    // Revoked as the hand-off ended (the desktop went on alone): as good as expired.
    if (row.revoked_at !== null || row.expires_at <= now) return { refused: "expired" };
    return { refused: "unconfirmed" };
  }

  /** Whether a code of the application, other than the one hashed `except`, came at or after `since`. */
  private async issuedSince(
    applicationId: string,
    since: number,
    except?: string,
  ): Promise<boolean> {
    let newer = this.db
      .selectFrom("handoff_codes")
      .select("code_hash")
      .where("application_id", "=", applicationId)
      .where("created_at", ">=", since);
    if (except !== undefined) newer = newer.where("code_hash", "!=", except);
    const found = await newer.executeTakeFirst();
    return found !== undefined;
  }

  /**
   * Whether the used code's hand-off is still the application's latest (no code issued after it,
   * which starts the hand-off again) and its phone sent the photos (done, not skipped).
   */
  private async finishedBy(code: { application_id: string; created_at: number }) {
    if (await this.issuedSince(code.application_id, code.created_at + 1)) return false;
    const progress = await this.db
      .selectFrom("handoffs")
      .select(["finished_at", "skipped_at"])
      .where("application_id", "=", code.application_id)
      .executeTakeFirst();
    return progress?.finished_at != null && progress.skipped_at === null;
  }

  /**
   * The desktop typed the code of the SMS sent to `number` (E.164): the application's live link
   * texted to that number opens from now on. A link texted to another number stays shut.
   */
  async confirmNumber(applicationId: string, number: string): Promise<void> {
    await this.db
      .updateTable("handoff_codes")
      .set({ number_confirmed_at: this.now() })
      .where("application_id", "=", applicationId)
      .where("sms_number_hash", "=", numberHashOf(applicationId, number))
      .where("number_confirmed_at", "is", null)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
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
