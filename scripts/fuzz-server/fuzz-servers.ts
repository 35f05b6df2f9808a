/**
 * The servers the fuzz sends to, built in this process from the product's own code on a
 * throw-away database (SQLite in a temporary folder, or a PostgreSQL database created for the
 * run and dropped after): the onboarding server with the built front end, and the journey
 * service on its own. Each lists the routes it answers and counts, by route, the requests that
 * reached it; errors the servers log (a 500's cause) are kept for the report. Every abuse limit
 * is raised, so bad input reaches the checks behind them, and passwords are hashed at a test's
 * cost.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { ProxyServices } from "../../src/server/actions/proxy-services.ts";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import type { RateLimitSettings } from "../../src/server/limits/rate-limit-settings.ts";
import { createServices } from "../../src/server/create-services.ts";
import { buildJourneyServer } from "../../src/server/http/journey-server.ts";
import { buildProxyServer } from "../../src/server/http/proxy-server.ts";
import { closeOcr } from "../../src/server/journey/checks/index.ts";
import { servedRoutes, type ServedRoute } from "./route-list.ts";

/** scrypt's cost here: 4 MiB and a few milliseconds, as the server tests use. */
const FUZZ_HASH_COST = 12;

/** The onboarding pages' origin, allowed by the journey service. */
export const PAGES_ORIGIN = "https://onboarding.example";

export interface FuzzTarget {
  name: string;
  origin: string;
  routes: ServedRoute[];
  /** Requests each route answered, by `METHOD url`. */
  answered: Map<string, number>;
}

export interface FuzzServers {
  onboarding: FuzzTarget;
  journey: FuzzTarget;
  services: ProxyServices;
  database: string;
  /** What the servers logged as errors: one line each, with the cause's stack. */
  serverErrors: string[];
  stop(): Promise<void>;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Lines a server's logger writes (pino: JSON), the cause of each error kept. */
function errorLog(into: string[]) {
  return {
    write(line: string) {
      try {
        const entry = JSON.parse(line) as {
          msg?: string;
          err?: { stack?: string; message?: string };
        };
        into.push(entry.err?.stack ?? entry.err?.message ?? entry.msg ?? line);
      } catch {
        into.push(line);
      }
    },
  };
}

async function listen(
  name: string,
  app: FastifyInstance,
): Promise<{ target: FuzzTarget; app: FastifyInstance }> {
  const answered = new Map<string, number>();
  app.addHook("onResponse", (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (url !== undefined) {
      const key = routeKey(request.method, url);
      answered.set(key, (answered.get(key) ?? 0) + 1);
    }
    done();
  });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  return { target: { name, origin, routes: servedRoutes(app), answered }, app };
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `onboarding_fuzz_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function raised(limits: RateLimitSettings): RateLimitSettings {
  return Object.fromEntries(
    Object.keys(limits).map((name) => [name, { max: 1_000_000_000, windowMs: 60_000 }]),
  ) as unknown as RateLimitSettings;
}

export async function startFuzzServers(options: {
  staticDir: string;
  postgres?: string | undefined;
}): Promise<FuzzServers> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-fuzz-"));
  const database = options.postgres ? await createDatabase(options.postgres) : undefined;
  const read = readServerConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir,
    DATABASE_URL: database?.url ?? "",
    CLEANUP_INTERVAL_MINUTES: "0",
    JOURNEY_ALLOWED_ORIGINS: PAGES_ORIGIN,
  });
  const config = {
    ...read,
    rateLimits: raised(read.rateLimits),
    passwordHashing: { concurrency: 2, maxWaiting: 100_000, cost: FUZZ_HASH_COST },
  };
  const serverErrors: string[] = [];
  const logger = { level: "error", stream: errorLog(serverErrors) };
  const created = await createServices(config);
  const onboarding = await listen(
    "onboarding server",
    await buildProxyServer(created.services, { staticDir: config.staticDir, logger }),
  );
  const journey = await listen(
    "journey service",
    await buildJourneyServer(created.services, { logger }),
  );
  return {
    onboarding: onboarding.target,
    journey: journey.target,
    services: created.services,
    database: created.database.dialect === "postgres" ? "PostgreSQL" : "SQLite",
    serverErrors,
    stop: async () => {
      await onboarding.app.close();
      await journey.app.close();
      await closeOcr();
      await created.database.db.destroy();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
