/**
 * `/healthz`, as the balancer asks it every second: 200 while the database takes writes
 * (storage/database-health.ts), 503 with Retry-After within a second otherwise. Its requests are
 * logged only at warn: a line a second per balancer would bury the log.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ProxyServices } from "../actions/proxy-services.ts";
import { withTimeout } from "../storage/database-errors.ts";
import { proveDatabaseWritable } from "../storage/database-health.ts";
import { HEALTH_CHECK_TIMEOUT_MS, RETRY_AFTER_SECONDS } from "./database-unavailable.ts";

/** Registers `/healthz`; `unhealthy` writes the 503's body. */
export function registerHealthCheck(
  app: FastifyInstance,
  services: ProxyServices,
  unhealthy: (reply: FastifyReply) => FastifyReply,
): void {
  const { config, store } = services;
  const sqliteDir = config.databaseUrl ? undefined : config.dataDir;
  app.get("/healthz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await withTimeout(
        proveDatabaseWritable(store.database, sqliteDir),
        HEALTH_CHECK_TIMEOUT_MS,
        "the database",
      );
      return { status: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check failed: the database takes no writes");
      return unhealthy(reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)));
    }
  });
}
