/**
 * Starts the journey service as a process of its own (`npm run serve:journey`), on `JOURNEY_PORT`.
 * Give it the onboarding server's `DATABASE_URL` and scan-token key (`JOURNEY_TOKEN_KEY`, or the
 * same `DATA_DIR`), and the onboarding pages' origins (`JOURNEY_ALLOWED_ORIGINS`); point the
 * onboarding server's `JOURNEY_SERVICE_URL` at it.
 */
import { readServerConfig } from "./config/server-config.ts";
import { createServices } from "./create-services.ts";
import { buildJourneyServer } from "./http/journey-server.ts";

async function start(): Promise<void> {
  const config = readServerConfig();
  if (config.journey.allowedOrigins.length === 0)
    throw new Error(
      "JOURNEY_ALLOWED_ORIGINS is empty: name the onboarding pages' origins, e.g. https://open.broker.example",
    );
  const { services, database } = await createServices(config);
  const app = await buildJourneyServer(services, { logger: { level: config.logLevel } });
  const shutdown = async () => {
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  const address = await app.listen({ port: config.journey.port, host: config.host });
  app.log.info(`journey service on ${address}/ (${database.dialect}: ${database.location})`);
}

try {
  await start();
} catch (error) {
  process.stderr.write(
    `journey service cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
