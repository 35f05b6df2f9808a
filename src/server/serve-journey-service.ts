/** The journey service as a process of its own runs it (src/server/journey-main.ts). */
import { readServerConfig } from "./config/server-config.ts";
import { createServices } from "./create-services.ts";
import { buildJourneyServer } from "./http/journey-server.ts";
import { listenForMetrics } from "./metrics/metrics-listener.ts";
import { watchedJourneyService } from "./metrics/watched-services.ts";

/** Starts the journey service and stops it cleanly on SIGINT and SIGTERM. */
export async function serveJourneyService(): Promise<void> {
  const config = readServerConfig();
  if (config.journey.allowedOrigins.length === 0)
    throw new Error(
      "JOURNEY_ALLOWED_ORIGINS is empty: name the onboarding pages' origins, e.g. https://open.broker.example",
    );
  const { services, database } = await createServices(config);
  const metrics = config.metrics ? watchedJourneyService(services, database) : undefined;
  const app = await buildJourneyServer(services, { logger: { level: config.logLevel }, metrics });
  const metricsListener =
    metrics && config.metrics ? await listenForMetrics(metrics, config.metrics) : undefined;
  const shutdown = async () => {
    await metricsListener?.close();
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  const address = await app.listen({ port: config.journey.port, host: config.host });
  app.log.info(`journey service on ${address}/ (${database.dialect}: ${database.location})`);
  if (metricsListener) app.log.info(`metrics on ${metricsListener.origin}/metrics`);
}
