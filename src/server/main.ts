/**
 * Starts the product on one machine: `npm run serve` (`npm start` builds the front end first). A
 * start that cannot succeed says why and exits 1.
 */
import { readOnboardingServerCommandLine } from "./config/server-command-lines.ts";

// `--help` and an unknown option are answered before anything starts, and before the server's
// modules load (seconds), so the help comes at once.
readOnboardingServerCommandLine("npm run serve");
try {
  const { serveOnboarding } = await import("./serve-onboarding.ts");
  await serveOnboarding();
} catch (error) {
  process.stderr.write(
    `onboarding cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
