/**
 * The hand-over to the client zone (spec §4 final step, §7 autoLogin): a random token the
 * browser posts to the client zone, kept only as its hash, bound to one application, valid for
 * two minutes and good for one login, also when two arrive at once.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";

export const HANDOVER_TOKEN_TTL_MS = 2 * 60 * 1000;
const TOKEN_BYTES = 32;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export class HandoverTokens {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(applicationId: string): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    const now = this.now();
    await this.db
      .insertInto("handover_tokens")
      .values({
        token_hash: hashOf(token),
        application_id: applicationId,
        created_at: now,
        expires_at: now + HANDOVER_TOKEN_TTL_MS,
        used_at: null,
      })
      .execute();
    return token;
  }

  /** The application the token hands over, once; undefined when unknown, used or expired. */
  async redeem(token: string): Promise<string | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    const now = this.now();
    const row = await this.db
      .updateTable("handover_tokens")
      .set({ used_at: now })
      .where("token_hash", "=", hashOf(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning("application_id")
      .executeTakeFirst();
    return row?.application_id;
  }
}
