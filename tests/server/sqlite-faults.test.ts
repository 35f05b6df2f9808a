/**
 * A SQLite database that fails under the server: a write lock held past busy_timeout, a full disk,
 * a database that takes no writes. The server answers 503 with Retry-After, never hangs or dies,
 * and recovers by itself. PostgreSQL's faults: postgres-faults.test.ts.
 */
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { expectServiceUnavailable } from "./service-unavailable.ts";
import { useTestDatabase } from "./test-database.ts";
import { registeredInStore, startServer, type Answer } from "./test-server.ts";

describe("SQLite write lock held past busy_timeout", () => {
  const testDatabase = useTestDatabase("sqlite");

  it("a write answers 503 with Retry-After in the payload's language; once released, writes succeed", async () => {
    const server = await startServer(testDatabase, {
      env: { DATABASE_STATEMENT_TIMEOUT_MS: "200" },
    });
    const other = new SqliteDatabase(path.join(server.dataDir, "onboarding.sqlite"));
    try {
      other.exec("BEGIN IMMEDIATE");
      expectServiceUnavailable(await server.post("get-token", { languageCode: "PL" }), "pl");
      other.exec("ROLLBACK");
      const answer = await server.post("get-token", { languageCode: "PL" });
      expect(answer.status).toBe(200);
      expect(typeof answer.body.token).toBe("string");
    } finally {
      other.close();
      await server.close();
    }
  });
});

describe("SQLite disk full", () => {
  const testDatabase = useTestDatabase("sqlite");

  it("a step submission answers 503 with Retry-After and saves nothing; once there is room, the same submission is saved", async () => {
    const server = await startServer(testDatabase);
    try {
      const { token } = await registeredInStore(server, "disk-full");
      const { db } = server.database;
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      // The database may not grow past its size now: the next page it needs is refused with
      // SQLITE_FULL, as on a full disk.
      await sql`pragma max_page_count = ${sql.raw(String(pages.rows[0]!.page_count))}`.execute(db);
      const submissions = () =>
        db
          .selectFrom("step_submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .execute();
      let refused: Answer | undefined;
      let choice = 1;
      for (let i = 0; i < 500 && !refused; i++) {
        choice = choice === 1 ? 2 : 1;
        const before = await submissions();
        const answer = await server.post("data-upload-choice", {
          languageCode: "PL",
          token,
          dataUploadChoice: choice,
        });
        if (answer.status === 200) continue;
        refused = answer;
        expect(await submissions()).toEqual(before);
      }
      expect(refused).toBeDefined();
      expectServiceUnavailable(refused!, "pl");

      await sql`pragma max_page_count = 1073741823`.execute(db);
      const saved = await server.post("data-upload-choice", {
        languageCode: "PL",
        token,
        dataUploadChoice: choice,
      });
      expect(saved.status).toBe(200);
      const state = await server.post("get-token", { languageCode: "PL", token });
      expect(state.body.state?.steps.dataUploadChoice?.dataUploadChoice).toBe(choice);
    } finally {
      await server.close();
    }
  });
});

describe("SQLite that takes no writes", () => {
  const testDatabase = useTestDatabase("sqlite");

  it("read-only: /healthz and a write answer 503 with Retry-After while every write fails, 200 once writes succeed again", async () => {
    const server = await startServer(testDatabase);
    const { db } = server.database;
    const health = () => server.app.inject({ method: "GET", url: "/healthz" });
    try {
      expect((await health()).statusCode).toBe(200);
      // Every write of the server's connection now fails, as on a file system remounted read-only.
      await sql`pragma query_only = 1`.execute(db);
      const refused = await health();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
      expectServiceUnavailable(await server.post("get-token", { languageCode: "PL" }), "pl");

      await sql`pragma query_only = 0`.execute(db);
      expect((await health()).statusCode).toBe(200);
      expect((await server.post("get-token", { languageCode: "PL" })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("full: /healthz answers 503 while the database cannot grow, 200 once it can; its checks grow nothing", async () => {
    const server = await startServer(testDatabase);
    const { db } = server.database;
    const health = () => server.app.inject({ method: "GET", url: "/healthz" });
    const pageCount = async () =>
      (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count;
    try {
      expect((await health()).statusCode).toBe(200);
      const pages = await pageCount();
      for (let i = 0; i < 200; i++) expect((await health()).statusCode).toBe(200);
      expect(await pageCount()).toBe(pages);

      // The database may not grow past its size now, as on a full disk.
      await sql`pragma max_page_count = ${sql.raw(String(pages))}`.execute(db);
      const refused = await health();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toMatch(/^[1-9]\d*$/);

      await sql`pragma max_page_count = 1073741823`.execute(db);
      expect((await health()).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
