/**
 * A database that fails under the server: PostgreSQL connections terminated while in use, a
 * PostgreSQL that stops answering, one that never answers at start, and a SQLite write lock held
 * too long. The server answers 503 with Retry-After, never hangs or dies, and recovers by itself.
 */
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DATABASE_TIMEOUTS } from "../../src/server/config/database-settings.ts";
import { DatabaseStartError, openDatabase } from "../../src/server/storage/database.ts";
import { runServerProcessToExit, startServerProcess } from "./server-process.ts";
import { startSilentListener, startStallableProxy } from "./stallable-proxy.ts";
import { storageTargets, useTestDatabase, withAdminClient } from "./test-database.ts";
import {
  makeTempDir,
  message,
  registeredInStore,
  startServer,
  type Answer,
} from "./test-server.ts";

/** Polls `check` every 100 ms until it holds; fails after `limitMs`. */
async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectServiceUnavailable(answer: Answer, language: string): void {
  expect(answer.status).toBe(503);
  expect(answer.response.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
  expect(answer.body).toEqual({
    status: "error",
    globalError: message(language, "errors:serviceUnavailable"),
  });
}

describe("start-up against a database that never answers", () => {
  let silent: Awaited<ReturnType<typeof startSilentListener>>;
  beforeAll(async () => {
    silent = await startSilentListener();
  });
  afterAll(async () => {
    await silent?.close();
  });

  it("openDatabase fails with a clear error within the connect timeout", async () => {
    const dataDir = makeTempDir();
    const started = Date.now();
    try {
      const opening = openDatabase({
        databaseUrl: `postgres://onboarding:secret@127.0.0.1:${silent.port}/onboarding`,
        dataDir,
        timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, connectTimeoutMs: 1000 },
      });
      await expect(opening).rejects.toBeInstanceOf(DatabaseStartError);
      await expect(opening).rejects.toThrow(
        `PostgreSQL at postgres://***@127.0.0.1:${silent.port}/onboarding did not answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS)`,
      );
      expect(Date.now() - started).toBeLessThan(1000 + 2000);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("the server process says why on stderr and exits 1, without the password", async () => {
    const dataDir = makeTempDir();
    try {
      const { code, stderr } = await runServerProcessToExit({
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://onboarding:secret@127.0.0.1:${silent.port}/onboarding`,
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
      });
      expect(code).toBe(1);
      expect(stderr).toContain(
        `onboarding cannot start: PostgreSQL at postgres://***@127.0.0.1:${silent.port}/onboarding did not answer within 1000 ms`,
      );
      expect(stderr).not.toContain("secret");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

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

if (storageTargets.includes("postgres")) {
  describe("PostgreSQL faults", () => {
    const testDatabase = useTestDatabase("postgres");

    /** Ends every other connection to the test database, as an administrator or a restart would. */
    async function terminateServerConnections(): Promise<number[]> {
      const client = new pg.Client({ connectionString: testDatabase.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(
          `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        const pids = rows.map((row) => row.pid);
        // pg_terminate_backend only signals; wait until the backends have gone.
        await waitUntil(async () => {
          const left = await client.query(
            "SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])",
            [pids],
          );
          return left.rowCount === 0;
        }, 10_000);
        return pids;
      } finally {
        await client.end();
      }
    }

    it("connections terminated while in use: the process lives, no 500, the next requests succeed", async () => {
      const dataDir = makeTempDir();
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: testDatabase.databaseUrl,
      });
      const post = async (payload: Record<string, unknown>) => {
        const response = await fetch(`${server.origin}/api/form/eu/get-token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(payload),
        }).catch((error: unknown) => {
          const { exitCode, signalCode } = server.child;
          throw new Error(
            `no answer (server exit code ${exitCode}, signal ${signalCode}): ${server.stderr().slice(-2000)}`,
            { cause: error },
          );
        });
        return {
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: (await response.json()) as { token?: string },
        };
      };
      try {
        const { body } = await post({ languageCode: "EN" });
        const token = body.token!;
        const statuses = new Set<number>();
        let terminated = 0;
        for (let round = 0; round < 5; round++) {
          // Reads and writes in flight while their connections are ended under them.
          const inFlight = Array.from({ length: 20 }, (_, i) =>
            post(i % 2 ? { languageCode: "EN", token } : { languageCode: "EN" }),
          );
          terminated += (await terminateServerConnections()).length;
          for (const answer of await Promise.all(inFlight)) {
            statuses.add(answer.status);
            if (answer.status === 503) expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
          }
          // And once more while they sit idle in the pool.
          terminated += (await terminateServerConnections()).length;
        }
        expect(terminated).toBeGreaterThan(0);
        expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);

        expect(server.child.exitCode).toBeNull();
        expect(server.child.signalCode).toBeNull();
        for (let i = 0; i < 10; i++) {
          const answer = await post({ languageCode: "EN", token });
          expect(answer.status).toBe(200);
          expect(answer.body.token).toBe(token);
        }
        expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
        expect(server.stderr()).not.toMatch(/Unhandled|uncaught/i);
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    /**
     * Runs `statement` as the administrator, then ends every server connection opened before it,
     * so that each connection left has the database's new settings. The server may reconnect at
     * once; those new connections are kept.
     */
    async function alterDatabase(statement: (name: string) => string): Promise<void> {
      const name = new URL(testDatabase.databaseUrl).pathname.slice(1);
      await withAdminClient(async (client) => {
        await client.query(statement(name));
        const changedAt = (await client.query<{ now: Date }>("SELECT clock_timestamp() AS now"))
          .rows[0]!.now;
        await waitUntil(async () => {
          const ended = await client.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = $1 AND backend_start <= $2 AND pid <> pg_backend_pid()`,
            [name, changedAt],
          );
          return ended.rowCount === 0;
        }, 10_000);
      });
    }

    it("a database that stops accepting connections (SQLSTATE 55000): actions and /healthz answer 503 with Retry-After, never 500; they succeed again once it accepts them", async () => {
      const server = await startServer(testDatabase);
      const health = () => server.app.inject({ method: "GET", url: "/healthz" });
      try {
        const token = await server.newToken("PL");
        await alterDatabase((name) => `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        for (let i = 0; i < 10; i++) {
          expectServiceUnavailable(
            await server.post("get-token", { languageCode: "PL", token }),
            "pl",
          );
          expectServiceUnavailable(await server.post("get-token", { languageCode: "EN" }), "en");
        }
        expect((await health()).statusCode).toBe(503);

        await alterDatabase((name) => `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await waitUntil(async () => (await health()).statusCode === 200, 15_000);
        const resumed = await server.post("get-token", { languageCode: "PL", token });
        expect(resumed.status).toBe(200);
        expect(resumed.body.token).toBe(token);
      } finally {
        await alterDatabase((name) => `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await server.close();
      }
    });

    it("a database that takes no writes (a hot standby, read-only): writes and /healthz answer 503 with Retry-After; both recover once it takes writes", async () => {
      const server = await startServer(testDatabase);
      const health = () => server.app.inject({ method: "GET", url: "/healthz" });
      try {
        const token = await server.newToken("PL");
        await alterDatabase(
          (name) => `ALTER DATABASE ${name} SET default_transaction_read_only = on`,
        );
        for (let i = 0; i < 5; i++) {
          expectServiceUnavailable(await server.post("get-token", { languageCode: "EN" }), "en");
          const refused = await health();
          expect(refused.statusCode).toBe(503);
          expect(refused.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
        }
        // Reading still works.
        expect((await server.post("get-token", { languageCode: "PL", token })).status).toBe(200);

        await alterDatabase((name) => `ALTER DATABASE ${name} RESET default_transaction_read_only`);
        await waitUntil(async () => (await health()).statusCode === 200, 15_000);
        expect((await server.post("get-token", { languageCode: "EN" })).status).toBe(200);
      } finally {
        await alterDatabase((name) => `ALTER DATABASE ${name} RESET default_transaction_read_only`);
        await server.close();
      }
    });

    it("a PostgreSQL that stops answering: /healthz 503 within 2 s, actions 503 with Retry-After; both recover without a restart", async () => {
      const databaseUrl = new URL(testDatabase.databaseUrl);
      const proxy = await startStallableProxy({
        host: databaseUrl.hostname,
        port: Number(databaseUrl.port || 5432),
      });
      databaseUrl.host = `127.0.0.1:${proxy.port}`;
      const server = await startServer(testDatabase, {
        env: {
          DATABASE_URL: databaseUrl.toString(),
          DATABASE_CONNECT_TIMEOUT_MS: "1000",
          DATABASE_STATEMENT_TIMEOUT_MS: "1000",
        },
      });
      const health = () => server.app.inject({ method: "GET", url: "/healthz" });
      try {
        const token = await server.newToken("PL");
        expect((await health()).statusCode).toBe(200);

        proxy.stall();
        let started = Date.now();
        const stalledHealth = await health();
        expect(stalledHealth.statusCode).toBe(503);
        expect(Date.now() - started).toBeLessThan(2000);

        started = Date.now();
        expectServiceUnavailable(
          await server.post("get-token", { languageCode: "PL", token }),
          "pl",
        );
        expectServiceUnavailable(await server.post("get-token", { languageCode: "EN" }), "en");
        expect(Date.now() - started).toBeLessThan(2 * 10_000);

        proxy.resume();
        await waitUntil(async () => (await health()).statusCode === 200, 15_000);
        const resumed = await server.post("get-token", { languageCode: "PL", token });
        expect(resumed.status).toBe(200);
        expect(resumed.body.token).toBe(token);
        expect((await server.post("get-token", { languageCode: "EN" })).status).toBe(200);
      } finally {
        proxy.resume();
        await server.close();
        await proxy.close();
      }
    });
  });
}
