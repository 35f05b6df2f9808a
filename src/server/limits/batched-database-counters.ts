/**
 * Window counters that every instance counts together, without a database write per hit: for the
 * limits of one session (blur validations, submissions, analytics, hand-overs), which come with
 * ordinary use and where a write each would cost more than the request they limit.
 *
 * Each instance counts its hits in memory and adds them to the shared row (rate_limits, the same
 * as DatabaseCounters') every `syncMs`, in one statement per window length, which answers every
 * counter's shared total. A verdict is that total as of the last sync plus this instance's hits
 * since. Several instances together let a session through at most the hits each makes in one
 * interval beyond its limit (an instance learns the others' hits when it next sends its own, or
 * at once on `sync`); a single instance counts exactly. While the database does not answer, hits
 * wait in memory and are added at the next sync that works.
 */
import { sql, type Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";
import { MEMORY_COUNTER_CAPACITY } from "./memory-counters.ts";
import type { WindowCount, WindowCounterStore } from "./window-counter.ts";

/** @default every 200 ms */
export const COUNTER_SYNC_MS = 200;
/** Keys per statement when `sync` reads back the totals it has nothing to send for. */
const READ_BACK_BATCH = 500;

interface Counter {
  windowMs: number;
  windowStart: number;
  /** The shared total as of the last sync. */
  shared: number;
  /** This instance's hits not yet added to the shared total. */
  unsent: number;
}

export class BatchedDatabaseCounters implements WindowCounterStore {
  /** In the order windows opened here: a restarted window moves to the end. */
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;
  /** Failed syncs in a row: the next waits twice as long each time, up to 10 s. */
  private failures = 0;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly options: {
      syncMs?: number;
      now?: () => number;
      capacity?: number;
      /** Told when a sync fails; its hits are sent with the next one. */
      onSyncError?: (error: unknown) => void;
    } = {},
  ) {}

  count(key: string, at: number, windowMs: number): Promise<WindowCount> {
    let counter = this.counters.get(key);
    if (!counter || counter.windowStart <= at - windowMs) {
      // A window closed here opens again; the shared row restarts it the same way when sent.
      this.counters.delete(key);
      counter = { windowMs, windowStart: at, shared: 0, unsent: 0 };
      this.counters.set(key, counter);
      const capacity = this.options.capacity ?? MEMORY_COUNTER_CAPACITY;
      if (this.counters.size > capacity) this.counters.delete(this.counters.keys().next().value!);
    }
    counter.unsent += 1;
    this.scheduleSync();
    return Promise.resolve({
      hits: counter.shared + counter.unsent,
      windowStart: counter.windowStart,
    });
  }

  /**
   * Takes back one of this instance's unsent hits; a hit already sent stays in the shared total
   * (no per-session limit takes hits back today) and is only taken off this instance's view.
   */
  undo(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter && counter.unsent > 0) counter.unsent -= 1;
    else if (counter && counter.shared > 0) counter.shared -= 1;
    return Promise.resolve();
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
    await this.db.deleteFrom("rate_limits").where("key", "=", key).execute();
  }

  /** Forgets this instance's closed counters; the shared rows go with DatabaseCounters' purge. */
  purge(before: number): Promise<void> {
    for (const [key, counter] of this.counters) {
      if (counter.windowStart > before) break;
      this.counters.delete(key);
    }
    return Promise.resolve();
  }

  /**
   * Brings this instance level with the shared rows now: adds its unsent hits to them and reads
   * back the shared total of every counter it holds, also of those it had nothing to send for
   * (their totals may have grown with the other instances' hits since it last sent).
   */
  async sync(): Promise<void> {
    await this.exclusive(async () => {
      const idle = [...this.counters].filter(([, counter]) => counter.unsent === 0);
      await this.send();
      await this.readBack(idle);
    });
  }

  /** Stops the timer; the hits not sent yet are dropped with the process. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private scheduleSync(): void {
    if (this.timer) return;
    const syncMs = this.options.syncMs ?? COUNTER_SYNC_MS;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.exclusive(() => this.send()).then(
          () => (this.failures = 0),
          (error: unknown) => {
            this.failures += 1;
            this.options.onSyncError?.(error);
            this.scheduleSync();
          },
        );
      },
      Math.min(syncMs * 2 ** this.failures, 10_000),
    );
    this.timer.unref();
  }

  /** One sync at a time: the next waits for the one under way, then sends what came since. */
  private async exclusive(work: () => Promise<void>): Promise<void> {
    while (this.syncing) await this.syncing;
    this.syncing = work().finally(() => (this.syncing = undefined));
    await this.syncing;
  }

  /** Reads the shared totals of counters that had nothing to send, in batches of keys. */
  private async readBack(idle: [string, Counter][]): Promise<void> {
    for (let start = 0; start < idle.length; start += READ_BACK_BATCH) {
      const batch = idle.slice(start, start + READ_BACK_BATCH);
      const rows = await this.db
        .selectFrom("rate_limits")
        .select(["key", "hits", "window_start"])
        .where(
          "key",
          "in",
          batch.map(([key]) => key),
        )
        .execute();
      const answered = new Map(rows.map((row) => [row.key, row]));
      for (const [key, counter] of batch) {
        const row = answered.get(key);
        // Only the window this instance last sent to: a row restarted or purged since says
        // nothing of it. Hits counted here while the rows were read are not in them yet.
        if (row?.window_start === counter.windowStart) counter.shared = row.hits;
      }
    }
  }

  private async send(): Promise<void> {
    const byWindow = new Map<number, [string, Counter, number][]>();
    for (const [key, counter] of this.counters) {
      if (counter.unsent === 0) continue;
      const batch = byWindow.get(counter.windowMs) ?? [];
      batch.push([key, counter, counter.unsent]);
      byWindow.set(counter.windowMs, batch);
    }
    const at = (this.options.now ?? Date.now)();
    for (const [windowMs, batch] of byWindow) {
      const closed = at - windowMs;
      const rows = await this.db
        .insertInto("rate_limits")
        .values(
          batch.map(([key, counter, unsent]) => ({
            key,
            window_start: counter.windowStart,
            hits: unsent,
          })),
        )
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            // A shared window that closed starts again with these hits, at this instance's start.
            hits: sql<number>`case when rate_limits.window_start <= ${closed} then excluded.hits else rate_limits.hits + excluded.hits end`,
            window_start: sql<number>`case when rate_limits.window_start <= ${closed} then excluded.window_start else rate_limits.window_start end`,
          }),
        )
        .returning(["key", "hits", "window_start"])
        .execute();
      const answered = new Map(rows.map((row) => [row.key, row]));
      for (const [key, counter, unsent] of batch) {
        const row = answered.get(key);
        counter.unsent -= unsent;
        if (!row) continue;
        counter.shared = row.hits;
        counter.windowStart = row.window_start;
      }
    }
  }
}
