/**
 * Starts the journey service as a process of its own (`npm run serve:journey`), on `JOURNEY_PORT`.
 * Give it the onboarding server's `DATABASE_URL` and scan-token key (`JOURNEY_TOKEN_KEY`, or the
 * same `DATA_DIR`), and the onboarding pages' origins (`JOURNEY_ALLOWED_ORIGINS`); point the
 * onboarding server's `JOURNEY_SERVICE_URL` at it.
 */
import { readJourneyServiceCommandLine } from "./config/server-command-lines.ts";

// `--help` and an unknown option are answered before anything starts, and before the service's
// modules load.
readJourneyServiceCommandLine();
try {
  const { serveJourneyService } = await import("./serve-journey-service.ts");
  await serveJourneyService();
} catch (error) {
  process.stderr.write(
    `journey service cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
