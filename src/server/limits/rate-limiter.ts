/**
 * Rate limits kept in the database, so every instance of the server counts against the same
 * numbers. Each counter is one row: the hits since its window opened, the window opening with the
 * first hit and lasting the limit's length ("5 per 15 minutes": 5 hits, then nothing until 15
 * minutes after the first). One atomic statement counts a hit and answers the new total, so
 * parallel requests cannot all slip under the limit.
 */
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { RateLimit, RateLimitSettings } from "../config/server-config.ts";
import type { DatabaseSchema } from "../storage/tables.ts";

/** What each limit counts: see RateLimitSettings. */
export type LimitName = keyof RateLimitSettings;

export interface LimitVerdict {
  allowed: boolean;
  /** When refused: how long until the window closes and hits are allowed again. */
  retryAfterMs: number;
}

/** How often an instance deletes counters whose window closed long ago. */
const PURGE_INTERVAL_MS = 60_000;

export class RateLimiter {
  private nextPurgeAt = 0;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    readonly limits: RateLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit of `subject` against the limit and says whether it is within it. */
  async hit(name: LimitName, subject: string): Promise<LimitVerdict> {
    const { max, windowMs } = this.limits[name];
    const at = this.now();
    await this.purgeNowAndThen(at);
    const closed = at - windowMs;
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key: counterKey(name, subject), window_start: at, hits: 1 })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          // Both sides read the row as it was: a closed window starts again at this hit.
          hits: sql<number>`case when rate_limits.window_start <= ${closed} then 1 else rate_limits.hits + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${closed} then ${at} else rate_limits.window_start end`,
        }),
      )
      .returning(["hits", "window_start"])
      .executeTakeFirstOrThrow();
    if (row.hits <= max) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: Math.max(1, row.window_start + windowMs - at) };
  }

  /** Takes back one hit: the attempt it counted did not happen or does not count (a success). */
  async undo(name: LimitName, subject: string): Promise<void> {
    await this.db
      .updateTable("rate_limits")
      .set({ hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
      .where("key", "=", counterKey(name, subject))
      .execute();
  }

  /** Forgets the counter: e.g. an account's failed logins after a successful one. */
  async reset(name: LimitName, subject: string): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("key", "=", counterKey(name, subject)).execute();
  }

  /** Deletes counters whose window closed, at most once a minute per instance. */
  private async purgeNowAndThen(at: number): Promise<void> {
    if (at < this.nextPurgeAt) return;
    this.nextPurgeAt = at + PURGE_INTERVAL_MS;
    const windows = Object.values<RateLimit>({ ...this.limits }).map((limit) => limit.windowMs);
    const longest = Math.max(...windows);
    await this.db
      .deleteFrom("rate_limits")
      .where("window_start", "<=", at - longest)
      .execute();
  }
}

/** The counter's row key: the limit's name and a hash, so no address or email is stored. */
function counterKey(name: LimitName, subject: string): string {
  return `${name}:${createHash("sha256").update(subject).digest("hex")}`;
}
