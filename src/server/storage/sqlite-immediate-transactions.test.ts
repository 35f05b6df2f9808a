import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type SqliteDatabase as KyselySqlite } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inTransaction } from "./transaction.ts";
import { withImmediateTransactions } from "./sqlite-immediate-transactions.ts";

interface Schema {
  counters: { name: string; value: number };
}

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "immediate-"));
  file = path.join(dir, "db.sqlite");
  const setup = new SqliteDatabase(file);
  setup.pragma("journal_mode = WAL");
  setup.exec("create table counters (name text primary key, value integer not null)");
  setup.exec("insert into counters values ('a', 0), ('b', 0)");
  setup.close();
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The server's side: Kysely on a connection of its own that waits for locks, wrapped by `wrap`. */
function serverSide(wrap: (connection: SqliteDatabase.Database) => KyselySqlite): Kysely<Schema> {
  const connection = new SqliteDatabase(file, { timeout: 2000 });
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: wrap(connection) }) });
}

/**
 * A transaction that reads, lets another connection try to write meanwhile, then writes. The
 * other connection does not wait (busy_timeout 0): what it could do is returned.
 */
async function readThenWrite(db: Kysely<Schema>): Promise<{ committed: boolean; other: string }> {
  const other = new SqliteDatabase(file, { timeout: 0 });
  let otherOutcome = "";
  try {
    await inTransaction(db, async (trx) => {
      await trx.selectFrom("counters").selectAll().where("name", "=", "a").execute();
      try {
        other.prepare("update counters set value = value + 1 where name = 'b'").run();
        otherOutcome = "wrote";
      } catch (error) {
        otherOutcome = (error as { code?: string }).code ?? String(error);
      }
      await trx.updateTable("counters").set({ value: 1 }).where("name", "=", "a").execute();
    });
    return { committed: true, other: otherOutcome };
  } catch (error) {
    return { committed: false, other: `${otherOutcome}; ${(error as { code?: string }).code}` };
  } finally {
    other.close();
    await db.destroy();
  }
}

describe("withImmediateTransactions", () => {
  it("a transaction that reads and then writes is not refused for another connection's write in between", async () => {
    const outcome = await readThenWrite(
      serverSide((connection) => withImmediateTransactions(connection)),
    );
    // The other writer found the lock taken; the transaction committed.
    expect(outcome).toEqual({ committed: true, other: "SQLITE_BUSY" });
    const check = new SqliteDatabase(file, { readonly: true });
    expect(check.prepare("select value from counters where name = 'a'").get()).toEqual({
      value: 1,
    });
    check.close();
  });

  it("without it, the same transaction is refused at once (SQLITE_BUSY_SNAPSHOT)", async () => {
    const outcome = await readThenWrite(serverSide((connection) => connection));
    expect(outcome).toEqual({ committed: false, other: "wrote; SQLITE_BUSY_SNAPSHOT" });
  });

  it("leaves every other statement as it is, savepoints and commits included", async () => {
    const prepared: string[] = [];
    const connection = new SqliteDatabase(":memory:");
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({
        database: withImmediateTransactions({
          close: () => connection.close(),
          prepare: (text: string) => {
            prepared.push(text);
            return connection.prepare(text);
          },
        }),
      }),
    });
    await sql`create table counters (name text primary key, value integer not null)`.execute(db);
    await inTransaction(db, async (trx) => {
      await trx.insertInto("counters").values({ name: "a", value: 0 }).execute();
    });
    await db.destroy();
    expect(prepared.filter((text) => /^(begin|commit|rollback)/i.test(text))).toEqual([
      "begin immediate",
      "commit",
    ]);
  });
});
