/**
 * The server's rate limits. Limits per address or account (logins, registrations, new
 * applications, one-time codes) are counted in the database, one statement a hit, so every
 * instance counts against the same numbers at once: they stop guessing and floods spread over
 * many sessions. Limits per session (blur validations, step submissions, analytics events,
 * hand-overs) stop one client flooding and come with ordinary use, where a database write each
 * would cost more than the request it limits: on PostgreSQL each instance counts them in memory
 * and adds them to the shared counts five times a second (BatchedDatabaseCounters), so instances
 * behind a balancer count them together; on SQLite, one process, in memory (MemoryCounters).
 */
import { createHash } from "node:crypto";
import { SqliteAdapter, type Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";
import { BatchedDatabaseCounters } from "./batched-database-counters.ts";
import { DatabaseCounters } from "./database-counters.ts";
import { MemoryCounters } from "./memory-counters.ts";
import type { RateLimit, RateLimitSettings } from "./rate-limit-settings.ts";
import type { WindowCounterStore } from "./window-counter.ts";

/** What each limit counts: see RateLimitSettings. */
export type LimitName = keyof RateLimitSettings;

/** The limits counted in memory first and shared in batches: the per-session ones. */
export const IN_PROCESS_LIMITS: ReadonlySet<LimitName> = new Set<LimitName>([
  "validate",
  "submit",
  "analytics",
  "handover",
]);

export interface LimitVerdict {
  allowed: boolean;
  /** When refused: how long until the window closes and hits are allowed again. */
  retryAfterMs: number;
}

/** How often an instance deletes counters whose window closed long ago. */
const PURGE_INTERVAL_MS = 60_000;

export class RateLimiter {
  private nextPurgeAt = 0;
  private readonly shared: WindowCounterStore;
  private readonly local: WindowCounterStore;
  /** Told of every hit a limit refuses, for the metrics. */
  onRefused: (name: LimitName) => void = () => undefined;

  constructor(
    db: Kysely<DatabaseSchema>,
    readonly limits: RateLimitSettings,
    private readonly now: () => number = Date.now,
    stores: { shared?: WindowCounterStore; local?: WindowCounterStore } = {},
  ) {
    this.shared = stores.shared ?? new DatabaseCounters(db);
    this.local =
      stores.local ??
      (db.getExecutor().adapter instanceof SqliteAdapter
        ? new MemoryCounters()
        : new BatchedDatabaseCounters(db, { now }));
  }

  /** Counts one hit of `subject` against the limit and says whether it is within it. */
  async hit(name: LimitName, subject: string): Promise<LimitVerdict> {
    const { max, windowMs } = this.limits[name];
    const at = this.now();
    if (at >= this.nextPurgeAt) await this.purge(at);
    const counter = await this.storeOf(name).count(counterKey(name, subject), at, windowMs);
    if (counter.hits <= max) return { allowed: true, retryAfterMs: 0 };
    this.onRefused(name);
    return { allowed: false, retryAfterMs: Math.max(1, counter.windowStart + windowMs - at) };
  }

  /** Takes back one hit: the attempt it counted did not happen or does not count (a success). */
  async undo(name: LimitName, subject: string): Promise<void> {
    await this.storeOf(name).undo(counterKey(name, subject));
  }

  /** Forgets the counter: e.g. an account's failed logins after a successful one. */
  async reset(name: LimitName, subject: string): Promise<void> {
    await this.storeOf(name).reset(counterKey(name, subject));
  }

  /** Shares this instance's per-session counts with the other instances now, not at the next tick. */
  async sync(): Promise<void> {
    await this.local.sync?.();
  }

  private storeOf(name: LimitName): WindowCounterStore {
    return IN_PROCESS_LIMITS.has(name) ? this.local : this.shared;
  }

  /** Deletes counters whose window closed; `hit` calls it at most once a minute per instance. */
  private async purge(at: number): Promise<void> {
    this.nextPurgeAt = at + PURGE_INTERVAL_MS;
    const windows = Object.values<RateLimit>({ ...this.limits }).map((limit) => limit.windowMs);
    const before = at - Math.max(...windows);
    await Promise.all([this.shared.purge(before), this.local.purge(before)]);
  }
}

/**
 * The counter's key: the limit's name and a hash of the subject, so no address or email is
 * stored. The in-process limits are counted per session, whose subject is already the token's
 * hash and is never written anywhere: hashing it again would cost every blur check a digest.
 */
function counterKey(name: LimitName, subject: string): string {
  if (IN_PROCESS_LIMITS.has(name)) return `${name}:${subject}`;
  return `${name}:${createHash("sha256").update(subject).digest("hex")}`;
}
