/**
 * SQLite's durability and the privacy of DATA_DIR: WAL with synchronous FULL, the folder 0700,
 * the database, its -wal and -shm files and the bot-check key 0600; and a DATABASE_URL of a kind
 * the product does not speak stops the start instead of falling back to SQLite.
 */
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseStartError, openDatabase } from "../../src/server/storage/database.ts";
import { runServerProcessToExit } from "./server-process.ts";
import { useTestDatabase } from "./test-database.ts";
import { makeTempDir, startServer, type TestServer } from "./test-server.ts";

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

describe("SQLite files", () => {
  const testDatabase = useTestDatabase("sqlite");
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A folder that does not exist yet, inside a temporary one removed after the test. */
  function newDataDir(): string {
    const parent = makeTempDir();
    cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
    return path.join(parent, "data");
  }

  async function serverOn(dataDir: string): Promise<TestServer> {
    const server = await startServer(testDatabase, { dataDir });
    cleanups.push(() => server.close());
    return server;
  }

  it("runs in WAL mode with synchronous FULL", async () => {
    const dataDir = newDataDir();
    const { db } = await openDatabase({ dataDir });
    cleanups.push(() => db.destroy());
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    const synchronous = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
    expect(journal.rows).toEqual([{ journal_mode: "wal" }]);
    expect(synchronous.rows).toEqual([{ synchronous: 2 }]); // 2 = FULL
  });

  it("creates DATA_DIR 0700 and the database, its -wal and -shm files and altcha.key 0600", async () => {
    const dataDir = newDataDir();
    const server = await serverOn(dataDir);
    await server.newToken("EN"); // a write, so the WAL files exist
    const file = path.join(dataDir, "onboarding.sqlite");
    expect(modeOf(dataDir).toString(8)).toBe("700");
    for (const name of [file, `${file}-wal`, `${file}-shm`, path.join(dataDir, "altcha.key")]) {
      expect([path.basename(name), modeOf(name).toString(8)]).toEqual([path.basename(name), "600"]);
    }
  });

  it("tightens an existing DATA_DIR and files of ours that others could read", async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, "onboarding.sqlite");
    // Another connection keeps the -wal and -shm files in place while the server starts.
    const other = new SqliteDatabase(file);
    cleanups.push(() => {
      other.close();
    });
    other.pragma("journal_mode = WAL");
    other.exec("create table kept_open (x integer)");
    const key = path.join(dataDir, "altcha.key");
    fs.writeFileSync(key, JSON.stringify({ signatureSecret: "a", keySignatureSecret: "b" }));
    const files = [file, `${file}-wal`, `${file}-shm`, key];
    for (const name of files) fs.chmodSync(name, 0o644);

    await serverOn(dataDir);
    expect(modeOf(dataDir).toString(8)).toBe("700");
    expect(files.map((name) => [path.basename(name), modeOf(name).toString(8)])).toEqual(
      files.map((name) => [path.basename(name), "600"]),
    );
  });

  it.each([
    "postgress://user:secret@127.0.0.1/db",
    "mysql://user:secret@127.0.0.1/db",
    "data.sqlite",
  ])(
    "refuses DATABASE_URL=%s with a clear message instead of running on SQLite",
    async (databaseUrl) => {
      const dataDir = newDataDir();
      const opening = openDatabase({ databaseUrl, dataDir });
      await expect(opening).rejects.toBeInstanceOf(DatabaseStartError);
      await expect(opening).rejects.toThrow(
        /^DATABASE_URL .* is not supported: use postgres:\/\/user@host:5432\/database for PostgreSQL, or leave it empty for SQLite/,
      );
      await expect(opening).rejects.not.toThrow("secret");
      expect(fs.existsSync(path.join(dataDir, "onboarding.sqlite"))).toBe(false);
    },
  );

  it("the server process refuses an unknown scheme on stderr and exits 1", async () => {
    const dataDir = newDataDir();
    const { code, stderr } = await runServerProcessToExit({
      DATA_DIR: dataDir,
      DATABASE_URL: "mysql://user:secret@127.0.0.1/db",
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'onboarding cannot start: DATABASE_URL starts with "mysql:", which is not supported',
    );
    expect(stderr).not.toContain("secret");
    expect(fs.existsSync(path.join(dataDir, "onboarding.sqlite"))).toBe(false);
  });
});
