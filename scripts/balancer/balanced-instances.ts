/**
 * Several instances of the real server behind HAProxy, configured by deploy/haproxy.cfg as a
 * deployment is: one PostgreSQL database of their own (created here, dropped by `stop`), one
 * DATA_DIR for the keys and photos they share, round-robin balancing of every request. For the
 * browser walk through the balancer (e2e/balanced-walk.e2e.ts) and `npm run bench:load`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PROJECT_ROOT, startRealServer, type RealServer } from "../real-server.ts";

export const HAPROXY_CONFIG = path.join(PROJECT_ROOT, "deploy/haproxy.cfg");
const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
const START_TIMEOUT_MS = 30_000;

export interface Instance {
  /** The balancer's name for it (X-Served-By): instance1, instance2 … */
  name: string;
  origin: string;
  pid: number;
  /** Ends the process at once (SIGKILL), as a crash or a lost machine does. */
  kill(): void;
}

export interface BalancedInstances {
  /** The balancer: http://127.0.0.1:<port> */
  origin: string;
  instances: Instance[];
  /** The instances' database. */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface BalancedOptions {
  /** 2 to 6 instances. */
  count: number;
  /** A PostgreSQL server the database is created on, e.g. postgres://postgres@127.0.0.1:5432/postgres */
  adminUrl: string;
  /** The balancer's port on 127.0.0.1. */
  port: number;
  /** Added to every instance's environment (rate limits, STATIC_DIR, …). */
  env?: Record<string, string>;
}

/** Runs `run` with a connection of its own to `url`, closed after. */
export async function withPostgresClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts `count` instances on a new database and HAProxy in front; resolves once all answer through it. */
export async function startBalancedInstances(options: BalancedOptions): Promise<BalancedInstances> {
  const { count, adminUrl, port } = options;
  if (count < 2 || count > 6) throw new Error("deploy/haproxy.cfg names 2 to 6 instances");
  if (!fs.existsSync(HAPROXY))
    throw new Error(`HAProxy is not installed at ${HAPROXY}: apt-get install -y haproxy`);
  const name = `onboarding_balanced_${randomBytes(6).toString("hex")}`;
  await withPostgresClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-balanced-"));
  const servers: RealServer[] = [];
  let balancer: ChildProcess | undefined;

  const stop = async () => {
    balancer?.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.stop()));
    await withPostgresClient(adminUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // The balancer is the only proxy: its X-Forwarded-For names the client.
      TRUST_PROXY: "127.0.0.1",
      // The walk reads the phone code from the dev outbox, through the balancer: a server
      // behind a proxy serves it only when asked to.
      DEV_OUTBOX: "true",
      ...options.env,
    };
    // One after the other: the first makes the tables, the others find them made.
    for (let i = 0; i < count; i++) servers.push(await startRealServer(env));
    const instanceEnv: Record<string, string> = {};
    servers.forEach(
      (server, i) => (instanceEnv[`INSTANCE_${i + 1}`] = new URL(server.origin).host),
    );
    let stderr = "";
    balancer = spawn(HAPROXY, ["-f", HAPROXY_CONFIG, "-db"], {
      env: {
        ...process.env,
        BALANCER_BIND: `127.0.0.1:${port}`,
        BALANCER_SERVED_BY: "1",
        ...instanceEnv,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    balancer.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    const names = servers.map((_, i) => `instance${i + 1}`);
    await everyInstanceAnswers(origin, names, balancer, () => stderr);
    const instances = servers.map((server, i) => ({
      name: names[i]!,
      origin: server.origin,
      pid: server.pid,
      kill: () => {
        try {
          process.kill(server.pid, "SIGKILL");
        } catch {
          // already gone
        }
      },
    }));
    return { origin, instances, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Asks the balancer's /healthz until every instance has answered once (each is checked UP). */
async function everyInstanceAnswers(
  origin: string,
  names: string[],
  balancer: ChildProcess,
  stderr: () => string,
): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (seen.size < names.length) {
    if (balancer.exitCode !== null)
      throw new Error(`HAProxy exited with ${balancer.exitCode}: ${stderr()}`);
    if (Date.now() > deadline)
      throw new Error(
        `only ${[...seen].join(", ") || "no instance"} answered through HAProxy within ${START_TIMEOUT_MS} ms: ${stderr()}`,
      );
    try {
      const response = await fetch(`${origin}/healthz`);
      const servedBy = response.headers.get("x-served-by");
      if (response.status === 200 && servedBy) seen.add(servedBy);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
