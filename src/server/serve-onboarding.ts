/** The onboarding server as one process runs it: services, HTTP, outbox delivery, clean-up. */
import { readServerConfig } from "./config/server-config.ts";
import { createServices } from "./create-services.ts";
import { buildProxyServer } from "./http/proxy-server.ts";
import { CleanupJob } from "./maintenance/cleanup-job.ts";
import { deleteExpiredData } from "./storage/expired-data.ts";
import { createSenders } from "./messaging/create-senders.ts";
import { startOutboxDelivery } from "./messaging/outbox-delivery.ts";
import { listenForMetrics } from "./metrics/metrics-listener.ts";
import { DEFAULT_HASH_COST } from "./security/password-hash.ts";
import { watchedServices } from "./metrics/watched-services.ts";

/** Starts the onboarding server and stops it cleanly on SIGINT and SIGTERM. */
export async function serveOnboarding(): Promise<void> {
  const config = readServerConfig();
  const { services, database } = await createServices(config);
  const metrics = config.metrics ? watchedServices(services, database) : undefined;
  const app = await buildProxyServer(services, {
    staticDir: config.staticDir,
    logger: { level: config.logLevel },
    metrics,
  });
  services.messages.onSendFailed = (error, channel) => {
    app.log.warn({ err: error, channel }, "a message could not be sent");
    metrics?.messageFailed(channel);
  };
  database.onConnectionError = (error) =>
    app.log.warn({ err: error }, "a pooled database connection failed; the pool replaces it");
  const stopDelivery =
    config.messaging.email === "outbox"
      ? () => Promise.resolve()
      : startOutboxDelivery(database.db, createSenders(config.messaging).email, app.log);

  const cleanup = new CleanupJob({
    intervalMs: config.cleanup.intervalMs,
    abandonedApplicationMs: config.cleanup.abandonedApplicationMs,
    deleteExpired: (limits) => deleteExpiredData(database.db, limits),
    log: app.log,
  });

  const metricsListener =
    metrics && config.metrics ? await listenForMetrics(metrics, config.metrics) : undefined;
  const shutdown = async () => {
    await metricsListener?.close();
    await cleanup.stop();
    await stopDelivery();
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());

  const address = await app.listen({ port: config.port, host: config.host });
  if (config.cleanup.intervalMs > 0) cleanup.start();
  app.log.info(`onboarding on ${address}/onboarding/ (${database.dialect}: ${database.location})`);
  if (metricsListener) app.log.info(`metrics on ${metricsListener.origin}/metrics`);
  if (config.passwordHashing.cost < DEFAULT_HASH_COST)
    app.log.warn(
      `passwords hashed at cost ${config.passwordHashing.cost}, below the production minimum of ${DEFAULT_HASH_COST}: for tests on this machine only`,
    );
}
