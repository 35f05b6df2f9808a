/**
 * The bot check's replay guard: a solved proof-of-work challenge is used once. Each is kept
 * until it expires, when the challenge itself is refused as expired.
 */
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../tables.ts";

export class UsedChallenges {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {}

  /** Records a solved proof-of-work challenge; false when it was used before (a replay). */
  async useChallenge(signature: string, expiresAt: number): Promise<boolean> {
    await this.db.deleteFrom("used_challenges").where("expires_at", "<", this.now()).execute();
    try {
      await this.db
        .insertInto("used_challenges")
        .values({ signature, expires_at: expiresAt })
        .execute();
      return true;
    } catch (error) {
      if (/unique|duplicate|constraint/i.test(String(error))) return false;
      throw error;
    }
  }
}
