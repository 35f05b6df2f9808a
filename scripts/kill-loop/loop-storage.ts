/**
 * Where the kill loop's server keeps its data, and how the loop reads it back while the server is
 * down: the SQLite file in the run's DATA_DIR, or a PostgreSQL database made for the loop (and
 * dropped at the end). Each answers which acknowledged writes the database does not hold.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { WriteKind } from "./kill-verdict.ts";

export interface Acknowledged {
  kind: WriteKind;
  /** Token hash, event route or submitted first name. */
  mark: string;
}

/** Where the data lives and how to read it back while the server is down. */
export interface Storage {
  env: Record<string, string>;
  /** Of these writes, the ones the database does not hold. */
  missing(applicationId: string, writes: Acknowledged[]): Promise<Acknowledged[]>;
  applicationOf(tokenHash: string): Promise<string | undefined>;
  close(): Promise<void>;
}

export function sqliteStorage(dataDir: string): Storage {
  const file = path.join(dataDir, "onboarding.sqlite");
  const read = <T>(work: (db: SqliteDatabase.Database) => T): T => {
    const db = new SqliteDatabase(file);
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    env: { DATABASE_URL: "" },
    missing: (applicationId, writes) =>
      Promise.resolve(
        read((db) => {
          const present = presentMarks(
            db.prepare("SELECT token_hash AS mark FROM sessions").all() as { mark: string }[],
            db
              .prepare("SELECT route AS mark FROM analytics_events WHERE application_id = ?")
              .all(applicationId) as { mark: string }[],
            db
              .prepare(
                "SELECT data FROM step_submissions WHERE application_id = ? AND step = 'personalDataConfirm'",
              )
              .all(applicationId) as { data: string }[],
          );
          return writes.filter((write) => !present[write.kind].has(write.mark));
        }),
      ),
    applicationOf: (tokenHash) =>
      Promise.resolve(
        read(
          (db) =>
            (
              db
                .prepare("SELECT application_id FROM sessions WHERE token_hash = ?")
                .get(tokenHash) as { application_id: string } | undefined
            )?.application_id,
        ),
      ),
    close: () => Promise.resolve(),
  };
}

export async function postgresStorage(adminUrl: string): Promise<Storage> {
  const name = `onboarding_kill_loop_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const read = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    env: { DATABASE_URL: url.toString() },
    missing: (applicationId, writes) =>
      read(async (client) => {
        const present = presentMarks(
          (await client.query<{ mark: string }>("SELECT token_hash AS mark FROM sessions")).rows,
          (
            await client.query<{ mark: string }>(
              "SELECT route AS mark FROM analytics_events WHERE application_id = $1",
              [applicationId],
            )
          ).rows,
          (
            await client.query<{ data: string }>(
              "SELECT data FROM step_submissions WHERE application_id = $1 AND step = 'personalDataConfirm'",
              [applicationId],
            )
          ).rows,
        );
        return writes.filter((write) => !present[write.kind].has(write.mark));
      }),
    applicationOf: (tokenHash) =>
      read(
        async (client) =>
          (
            await client.query<{ application_id: string }>(
              "SELECT application_id FROM sessions WHERE token_hash = $1",
              [tokenHash],
            )
          ).rows[0]?.application_id,
      ),
    close: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function presentMarks(
  sessions: { mark: string }[],
  events: { mark: string }[],
  submissions: { data: string }[],
): Record<WriteKind, Set<string>> {
  return {
    application: new Set(sessions.map((row) => row.mark)),
    event: new Set(events.map((row) => row.mark)),
    submission: new Set(
      submissions.map((row) => (JSON.parse(row.data) as { firstName: string }).firstName),
    ),
  };
}
