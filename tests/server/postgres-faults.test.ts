/**
 * A PostgreSQL that fails under the server: one that never answers at start (opening it fails with
 * a clear error, and the server process says why and exits 1); and, with TEST_DATABASE_URL,
 * connections terminated while in use and a database that refuses connections, takes no writes or
 * stops answering, where the server answers 503 with Retry-After, never hangs or dies, and
 * recovers by itself. SQLite's faults: sqlite-faults.test.ts.
 */
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DATABASE_TIMEOUTS } from "../../src/server/config/database-settings.ts";
import { DatabaseStartError, openDatabase } from "../../src/server/storage/database.ts";
import { runServerProcessToExit, startServerProcess } from "./server-process.ts";
import { expectServiceUnavailable } from "./service-unavailable.ts";
import { startSilentListener, startStallableProxy } from "./stallable-proxy.ts";
import { storageTargets, useTestDatabase, withAdminClient } from "./test-database.ts";
import { makeTempDir, startServer } from "./test-server.ts";

/** Polls `check` every 100 ms until it holds; fails after `limitMs`. */
async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
