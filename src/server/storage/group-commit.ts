/**
 * Group commit for SQLite: writes that arrive together run in one transaction, each inside a
 * savepoint of its own, and are committed (and synced to disk) once. SQLite lets one writer in
 * at a time and syncs its log on every commit, so ten submissions arriving in the same turn of
 * the event loop otherwise wait for ten syncs one after another.
 *
 * Each write's outcome is its own: one that throws is rolled back to its savepoint and rejects,
 * and the others are kept. Nothing resolves before the commit that holds it; a failed commit
 * rejects every write in it. A database that cannot be written now (busy, locked, full) fails
 * the batch at once instead of making every write wait in turn.
 *
 * @example
 * const saves = new GroupCommit(db);
 * const saved = await saves.run((trx) => trx.insertInto("step_submissions").values(row).execute());
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { isDatabaseUnavailable } from "./database-errors.ts";
import { inTransaction } from "./transaction.ts";

type Write<Database, T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending<Database> {
  write: Write<Database, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class GroupCommit<Database> {
  private pending: Pending<Database>[] = [];

  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `write` in the next group's transaction; resolves once that transaction is committed. */
  run<T>(write: Write<Database, T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ write, resolve: resolve as (value: unknown) => void, reject });
      // Everything that arrives before the event loop's next check phase joins this group.
      if (this.pending.length === 1) setImmediate(() => void this.commitPending());
    });
  }

  private async commitPending(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    let outcomes: Outcome[];
    try {
      outcomes = await inTransaction(this.db, async (trx) => {
        const results: Outcome[] = [];
        for (const { write } of group) results.push(await runInSavepoint(trx, write));
        return results;
      });
    } catch (error) {
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}

async function runInSavepoint<Database>(
  trx: Transaction<Database>,
  write: Write<Database, unknown>,
): Promise<Outcome> {
  await sql`savepoint grouped_write`.execute(trx);
  try {
    const value = await write(trx);
    await sql`release savepoint grouped_write`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    // The whole group fails with it: the next write would only wait for the same lock or disk.
    if (isDatabaseUnavailable(error)) throw error;
    await sql`rollback to savepoint grouped_write`.execute(trx);
    await sql`release savepoint grouped_write`.execute(trx);
    return { ok: false, error };
  }
}
