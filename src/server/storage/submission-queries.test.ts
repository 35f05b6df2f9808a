import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenedDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { submissionQueries } from "./submission-queries.ts";

let dataDir: string;
let opened: OpenedDatabase;
let plans: SqliteDatabase.Database;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "submission-queries-"));
  opened = await openDatabase({ databaseUrl: undefined, dataDir });
  await migrateToLatest(opened.db as unknown as Kysely<unknown>);
  plans = new SqliteDatabase(opened.location, { readonly: true });
});

afterAll(async () => {
  plans.close();
  await opened.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** SQLite's plan for a query: one line per step, e.g. "SEARCH s USING INTEGER PRIMARY KEY (rowid=?)". */
function planOf(sql: string): string[] {
  const parameters = (sql.match(/\?/g) ?? []).map(() => null);
  return plans
    .prepare(`explain query plan ${sql}`)
    .all(...parameters)
    .map((row) => (row as { detail: string }).detail);
}

describe("submission queries on SQLite", () => {
  it("finds every step's latest submission through the index, never by reading every revision", () => {
    const plan = planOf(submissionQueries(opened.db).latestOfEveryStep.sql);
    // Reading the table, or the application's part of an index from end to end, grows with the
    // revisions; a primary-key search and index searches on (application, step) do not.
    expect(plan.filter((line) => /step_submissions|\bs\b|latest|following/.test(line))).toEqual([
      "SEARCH s USING INTEGER PRIMARY KEY (rowid=?)",
      "SEARCH step_submissions USING COVERING INDEX step_submissions_revision (application_id=?)",
      "SEARCH following USING COVERING INDEX step_submissions_revision (application_id=? AND step>?)",
      "SEARCH latest USING COVERING INDEX step_submissions_revision (application_id=? AND step=?)",
    ]);
    expect(plan.some((line) => /^SCAN (s|step_submissions|latest|following)\b/.test(line))).toBe(
      false,
    );
  });

  it("reads a step's latest revision from one index entry", () => {
    const plan = planOf(submissionQueries(opened.db).latestOfStep.sql);
    expect(plan).toEqual([
      "SEARCH step_submissions USING INDEX step_submissions_revision (application_id=? AND step=?)",
    ]);
  });
});
