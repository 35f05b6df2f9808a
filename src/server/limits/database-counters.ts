/**
 * Window counters in the database, so every instance of the server counts against the same
 * numbers. One atomic statement counts a hit and answers the new total, so parallel requests
 * cannot all slip under a limit. Only the hash in the key is stored, never an address or email.
 */
import { sql, type Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";
import type { WindowCount, WindowCounterStore } from "./window-counter.ts";

export class DatabaseCounters implements WindowCounterStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async count(key: string, at: number, windowMs: number): Promise<WindowCount> {
    const closed = at - windowMs;
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key, window_start: at, hits: 1 })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          // Both sides read the row as it was: a closed window starts again at this hit.
          hits: sql<number>`case when rate_limits.window_start <= ${closed} then 1 else rate_limits.hits + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${closed} then ${at} else rate_limits.window_start end`,
        }),
      )
      .returning(["hits", "window_start"])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, windowStart: row.window_start };
  }

  async undo(key: string): Promise<void> {
    await this.db
      .updateTable("rate_limits")
      .set({ hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
      .where("key", "=", key)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("key", "=", key).execute();
  }

  async purge(before: number): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("window_start", "<=", before).execute();
  }
}
