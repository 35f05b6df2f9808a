/**
 * The storage targets the server tests run against: always SQLite (a fresh temporary DATA_DIR per
 * server), and PostgreSQL too when TEST_DATABASE_URL names a server the tests may create databases
 * on. Each test file gets its own PostgreSQL database, dropped when the file is done.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

export type StorageTarget = "sqlite" | "postgres";

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

export const storageTargets: StorageTarget[] = adminUrl ? ["sqlite", "postgres"] : ["sqlite"];

if (!adminUrl) warnOncePerRun();

/**
 * Vitest runs every test file in its own worker process, so "once" means once per run: the first
 * worker to create the marker file (named after the Vitest main process) prints the warning.
 */
function warnOncePerRun(): void {
  const marker = path.join(os.tmpdir(), `onboarding-storage-targets-warned-${process.ppid}`);
  try {
    fs.writeFileSync(marker, "", { flag: "wx" });
  } catch {
    return;
  }
  console.warn(
    "storage tests run on SQLite only: set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL too",
  );
}

export interface TestDatabase {
  readonly target: StorageTarget;
  /** DATABASE_URL for a server: the file's PostgreSQL database, or "" for SQLite. */
  readonly databaseUrl: string;
}

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Registers beforeAll/afterAll hooks in the calling describe block that create (PostgreSQL) the
 * database its servers use, and drop it afterwards. Read `databaseUrl` inside tests or hooks only.
 */
export function useTestDatabase(target: StorageTarget): TestDatabase {
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;

  beforeAll(async () => {
    if (target === "sqlite") {
      databaseUrl = "";
      return;
    }
    if (!adminUrl) throw new Error("the postgres target needs TEST_DATABASE_URL");
    databaseName = `onboarding_test_${randomBytes(6).toString("hex")}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    if (!databaseName) return;
    const name = databaseName;
    databaseName = undefined;
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  return {
    target,
    get databaseUrl() {
      if (databaseUrl === undefined) throw new Error("the test database is not ready yet");
      return databaseUrl;
    },
  };
}
