/** Starts the product on one machine: `npm start`. */
import { readServerConfig } from "./config/server-config.ts";
import { createServices } from "./create-services.ts";
import { buildProxyServer } from "./http/proxy-server.ts";

const config = readServerConfig();
const { services, database } = await createServices(config);
const app = await buildProxyServer(services, {
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
});

const shutdown = async () => {
  await app.close();
  await database.db.destroy();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `onboarding on http://${config.host}:${config.port}/onboarding/ (${database.dialect}: ${database.location})`,
);
