/**
 * Two instances of the server on one PostgreSQL database, as behind a load balancer: the desktop
 * talks to one, the phone to the other, so the hand-off can keep nothing in a process's memory.
 * With E2E_DATABASE_URL set, the run's own server (playwright.config.ts) is the desktop's and a
 * second process on the same database the phone's; without it, a database of its own is made on
 * the local PostgreSQL and both instances are started here. The instances share DATA_DIR, as a
 * deployment shares its keys (scan tokens, bot check) and its photo store.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { DATA_DIR, E2E_SERVER_ENV } from "../playwright.config.ts";
import { withPostgresClient } from "../scripts/balancer/balanced-instances.ts";
import { startCompiledServer, type ServerProcess } from "../tests/server/server-process.ts";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** What the run's own server is given (playwright.config.ts), for an instance started here. */
const SERVER_ENV: Record<string, string> = {
  ...E2E_SERVER_ENV,
  LOG_LEVEL: "info",
  STATIC_DIR: "dist",
};

export interface HandoffServers {
  /** The desktop's instance: http://127.0.0.1:<port>. */
  desktop: string;
  /** The phone's instance, on the same database. */
  phone: string;
  stop(): Promise<void>;
}

/**
 * The desktop's and the phone's instances. With `settings`, two instances of their own with them
 * added (a journey definition of the test's); else the run's own server is the desktop's where it
 * runs on PostgreSQL, and only the phone's is started.
 */
export async function startHandoffServers(
  runServer: string,
  settings?: Record<string, string>,
): Promise<HandoffServers> {
  const shared = process.env.E2E_DATABASE_URL;
  if (shared && !settings) {
    const phone = await startCompiledServer({ ...SERVER_ENV, DATABASE_URL: shared, DATA_DIR });
    return { desktop: runServer, phone: phone.origin, stop: () => phone.stop() };
  }
  const name = `onboarding_e2e_handoff_${randomBytes(6).toString("hex")}`;
  await withPostgresClient(LOCAL_POSTGRES, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-e2e-handoff-"));
  const env = { ...SERVER_ENV, ...settings, DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await withPostgresClient(LOCAL_POSTGRES, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first makes the tables, the second finds them made.
    started.push(await startCompiledServer(env));
    started.push(await startCompiledServer(env));
  } catch (error) {
    await stop();
    throw error;
  }
  return { desktop: started[0]!.origin, phone: started[1]!.origin, stop };
}
