/**
 * Runs work in a transaction and, when it fails, rejects with the error that made it fail.
 * Kysely's own `transaction().execute` rejects with the rollback's error when the rollback fails
 * too, and SQLite ends a transaction by itself on some errors (SQLITE_FULL, SQLITE_IOERR): its
 * rollback then fails with "cannot rollback - no transaction is active", which would hide a full
 * disk behind an error nobody can act on.
 */
import type { Kysely, Transaction } from "kysely";

export async function inTransaction<Database, T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const trx = await db.startTransaction().execute();
  let result: T;
  try {
    result = await work(trx);
    await trx.commit().execute();
  } catch (error) {
    // Ends the transaction if it is still open, and gives its connection back either way.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
  return result;
}
