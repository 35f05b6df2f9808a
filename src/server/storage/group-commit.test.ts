import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit.ts";

interface Schema {
  rows: { id: Generated<number>; label: string };
}

let sqlite: SqliteDatabase.Database;
let db: Kysely<Schema>;
let commits: number;

beforeEach(async () => {
  sqlite = new SqliteDatabase(":memory:");
  commits = 0;
  db = new Kysely<Schema>({
    dialect: new SqliteDialect({
      database: {
        close: () => sqlite.close(),
        prepare: (text: string) => {
          if (text === "commit") commits++;
          return sqlite.prepare(text);
        },
      },
    }),
  });
  await sql`create table rows (id integer primary key, label text not null unique)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
});

const labels = async () =>
  (await db.selectFrom("rows").select("label").orderBy("id").execute()).map((row) => row.label);

describe("GroupCommit", () => {
  it("commits writes that arrive together once, each answered with its own value", async () => {
    const group = new GroupCommit(db);
    const answers = await Promise.all(
      ["a", "b", "c", "d", "e"].map((label) =>
        group.run(async (trx) => {
          await trx.insertInto("rows").values({ label }).execute();
          return label.toUpperCase();
        }),
      ),
    );
    expect(answers).toEqual(["A", "B", "C", "D", "E"]);
    expect(commits).toBe(1);
    expect(await labels()).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("rolls back a write that throws alone: it rejects, the others are kept", async () => {
    const group = new GroupCommit(db);
    const insert = (label: string) =>
      group.run((trx) => trx.insertInto("rows").values({ label }).execute());
    const outcomes = await Promise.allSettled([
      insert("first"),
      group.run(async (trx) => {
        await trx.insertInto("rows").values({ label: "half-done" }).execute();
        await trx.insertInto("rows").values({ label: "first" }).execute(); // not unique
      }),
      insert("last"),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await labels()).toEqual(["first", "last"]);
    expect(commits).toBe(1);
  });

  it("fails the whole group at once when the database cannot be written now", async () => {
    const group = new GroupCommit(db);
    const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    let laterWritesRun = 0;
    const outcomes = await Promise.allSettled([
      group.run((trx) => trx.insertInto("rows").values({ label: "before" }).execute()),
      group.run(() => Promise.reject(busy)),
      group.run(async () => {
        laterWritesRun++;
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
      busy,
      busy,
      busy,
    ]);
    expect(laterWritesRun).toBe(0);
    expect(await labels()).toEqual([]);
  });

  it("starts a new group for writes that arrive after a group was committed", async () => {
    const group = new GroupCommit(db);
    await group.run((trx) => trx.insertInto("rows").values({ label: "one" }).execute());
    await group.run((trx) => trx.insertInto("rows").values({ label: "two" }).execute());
    expect(commits).toBe(2);
    expect(await labels()).toEqual(["one", "two"]);
  });
});
