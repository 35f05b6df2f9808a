/**
 * `npm run migrate` applies the migrations on their own and says which; an instance started with
 * migrations off (`MIGRATE_ON_START=false`) refuses a database that lacks any, and starts on one
 * the command brought up to date. On SQLite and PostgreSQL.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/storage/database.ts";
import { MIGRATION_COUNT, MIGRATION_NAMES, migrateUpTo } from "../../src/server/storage/migrate.ts";
import { runServerProcessToExit, startServerProcess } from "./server-process.ts";
import { storageTargets, useTestDatabase, type TestDatabase } from "./test-database.ts";
import { makeTempDir } from "./test-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** `npm run migrate` with the database's settings; its printed line. */
async function migrate(database: TestDatabase, dataDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.databaseUrl, DATA_DIR: dataDir },
  });
  return stdout.trim();
}

describe.each(storageTargets)("npm run migrate on %s", (target) => {
  const database = useTestDatabase(target);
  const partial = useTestDatabase(target);
  const dataDirs: string[] = [];
  const dataDir = () => {
    const dir = makeTempDir();
    dataDirs.push(dir);
    return dir;
  };
  const emptyDataDir = dataDir();
  afterAll(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("an instance with migrations off refuses a database that lacks them, saying what to run", async () => {
    const exit = await runServerProcessToExit({
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: emptyDataDir,
      MIGRATE_ON_START: "false",
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(
      `the database lacks ${MIGRATION_COUNT} migration(s) (001-initial,`,
    );
    expect(exit.stderr).toContain("run npm run migrate first");
  });

  it("applies every migration and lists them, then finds nothing to do", async () => {
    const first = await migrate(database, emptyDataDir);
    expect(first).toMatch(
      new RegExp(
        `^migrate: applied ${MIGRATION_COUNT} of ${MIGRATION_COUNT} migrations: 001-initial, 002-marketing, `,
      ),
    );
    expect(first).toContain(MIGRATION_NAMES.at(-1));
    await expect(migrate(database, emptyDataDir)).resolves.toBe(
      `migrate: the database is up to date (${MIGRATION_COUNT} migrations)`,
    );
  });

  it("an instance with migrations off then starts on that database", async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: emptyDataDir,
      MIGRATE_ON_START: "false",
    });
    try {
      const health = await fetch(`${server.origin}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("applies only what a database at an older migration lacks", async () => {
    const dir = dataDir();
    const opened = await openDatabase({ databaseUrl: partial.databaseUrl, dataDir: dir });
    try {
      await migrateUpTo(opened.db as unknown as Kysely<unknown>, MIGRATION_NAMES.at(-3)!);
    } finally {
      await opened.db.destroy();
    }
    await expect(migrate(partial, dir)).resolves.toBe(
      `migrate: applied 2 of ${MIGRATION_COUNT} migrations: ${MIGRATION_NAMES.slice(-2).join(", ")}`,
    );
  });
});
