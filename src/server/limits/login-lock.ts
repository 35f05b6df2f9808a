/**
 * The lock an account's failed logins put on it, counted from every address together: however
 * many addresses a guesser spreads over, every `failures` attempts in a row that do not succeed
 * lock the account, each lock twice as long as the one before, up to `maxLockMs`. An attempt is
 * counted before its password is checked, in one statement that also refuses it while the
 * account is locked, so parallel attempts cannot slip past a lock. The lock does not hold at the
 * addresses the owner registered or logged in from (owner-addresses.ts): a stranger cannot keep
 * the owner out by failing elsewhere, and the owner's login there lifts nothing for the stranger.
 * A successful login outside a lock forgets the count. Only a SHA-256 of the email is stored.
 */
import { createHash } from "node:crypto";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";
import type { LoginLockSettings } from "./login-lock-settings.ts";
import type { OwnerAddresses } from "./owner-addresses.ts";
import type { LimitVerdict } from "./rate-limiter.ts";

/** A day without a failed attempt starts an account's count again. */
export const LOGIN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 3600_000;

/** How often an instance deletes the counts of accounts quiet for a day. */
const PURGE_INTERVAL_MS = 60_000;

/** An attempt's verdict, and whether it was counted (one let in at the owner's address is not). */
export interface LoginAttemptVerdict extends LimitVerdict {
  counted: boolean;
}

const bigint = (value: number) => sql<number>`cast(${value} as bigint)`;

export class LoginLock {
  private nextPurgeAt = 0;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    readonly settings: LoginLockSettings,
    private readonly owners: OwnerAddresses,
    private readonly now: () => number = Date.now,
  ) {}

  /** The lock's length after `failures` attempts in a row, when they end a run; else 0. */
  lockAfter(failures: number): number {
    const { failures: perLock, firstLockMs, maxLockMs } = this.settings;
    if (failures === 0 || failures % perLock !== 0) return 0;
    const lockNumber = failures / perLock;
    return Math.min(maxLockMs, firstLockMs * 2 ** Math.min(lockNumber - 1, 40));
  }

  /**
   * Counts an attempt on the account from `address`, before its password is checked; refused
   * while the account is locked, unless the owner has been at that address. Such an attempt is
   * not counted: the address's own limits bound it (5 an account in 15 minutes by default).
   */
  async attempt(email: string, address: string): Promise<LoginAttemptVerdict> {
    const at = this.now();
    if (at >= this.nextPurgeAt) await this.purge(at);
    const key = keyOf(email);
    const failures = sql<number>`(case when login_locks.last_attempt_at <= ${bigint(
      at - LOGIN_FAILURES_FORGOTTEN_AFTER_MS,
    )} then 1 else login_locks.failures + 1 end)`;
    const counted = await this.db
      .insertInto("login_locks")
      .values({
        key,
        failures: 1,
        locked_until: at + this.lockAfter(1),
        last_attempt_at: at,
      })
      .onConflict((conflict) =>
        conflict
          .column("key")
          .doUpdateSet({
            failures,
            locked_until: this.lockedUntil(failures, at),
            last_attempt_at: bigint(at),
          })
          .where("login_locks.locked_until", "<=", bigint(at)),
      )
      .returning("failures")
      .executeTakeFirst();
    if (counted) return { allowed: true, retryAfterMs: 0, counted: true };
    if (await this.owners.isOwners(email, address))
      return { allowed: true, retryAfterMs: 0, counted: false };
    const lock = await this.db
      .selectFrom("login_locks")
      .select("locked_until")
      .where("key", "=", key)
      .executeTakeFirst();
    return {
      allowed: false,
      retryAfterMs: Math.max(1000, (lock?.locked_until ?? at) - at),
      counted: false,
    };
  }

  /**
   * The account's owner got in from `address`: it is theirs from now on, and the failures are
   * forgotten, unless a lock is in force (someone else is guessing: the lock holds for them).
   */
  async succeeded(email: string, address: string): Promise<void> {
    await this.db
      .deleteFrom("login_locks")
      .where("key", "=", keyOf(email))
      .where("locked_until", "<=", this.now())
      .execute();
    await this.owners.remember(email, address);
  }

  /** The account was registered from `address`: whoever registered it chose its password. */
  async registered(email: string, address: string): Promise<void> {
    await this.owners.remember(email, address);
  }

  /** Takes back an attempt that was not checked after all (hashing was busy), and its lock. */
  async withdraw(email: string): Promise<void> {
    await this.db
      .updateTable("login_locks")
      .set({
        locked_until: sql<number>`case when failures % ${this.settings.failures} = 0 then ${bigint(0)} else locked_until end`,
        failures: sql<number>`failures - 1`,
      })
      .where("key", "=", keyOf(email))
      .where("failures", ">", 0)
      .execute();
  }

  /**
   * The lock the new count puts on the account, as SQL: the lengths are few (they double up to
   * the longest), so the statement lists them and the database picks one as it counts.
   */
  private lockedUntil(failures: RawBuilder<number>, at: number): RawBuilder<number> {
    const { failures: perLock, maxLockMs } = this.settings;
    const branches: RawBuilder<unknown>[] = [];
    for (let lockNumber = 1; this.lockAfter(lockNumber * perLock) < maxLockMs; lockNumber++) {
      branches.push(
        sql`when ${failures} <= ${lockNumber * perLock} then ${bigint(at + this.lockAfter(lockNumber * perLock))}`,
      );
    }
    return sql<number>`case when ${failures} % ${perLock} <> 0 then ${bigint(0)} ${sql.join(
      branches,
      sql` `,
    )} else ${bigint(at + maxLockMs)} end`;
  }

  /**
   * Deletes the counts of accounts without an attempt for a day and no lock in force, and the
   * owners' addresses kept long enough.
   */
  private async purge(at: number): Promise<void> {
    this.nextPurgeAt = at + PURGE_INTERVAL_MS;
    await this.db
      .deleteFrom("login_locks")
      .where("last_attempt_at", "<=", at - LOGIN_FAILURES_FORGOTTEN_AFTER_MS)
      .where("locked_until", "<=", at)
      .execute();
    await this.owners.forgetOld(at);
  }
}

function keyOf(email: string): string {
  return `login-lock:${createHash("sha256").update(email.toLowerCase()).digest("hex")}`;
}
