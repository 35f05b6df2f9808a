/**
 * A server of its own for the tests of a journey definition other than the project's (a
 * deployment's `JOURNEY_DEFINITION`): the built front end, a SQLite database and DATA_DIR of its
 * own, the run's settings, and the definition written to a file. The browser takes the steps with
 * the scan session, so the same built front end follows them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_SERVER_ENV } from "../playwright.config.ts";
import { startCompiledServer } from "../tests/server/server-process.ts";

export interface DefinitionServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

export async function startDefinitionServer(
  definition: unknown,
  /** Settings of the run beside the definition (a file each names lives in its DATA_DIR). */
  env: (dataDir: string) => Record<string, string> = () => ({}),
): Promise<DefinitionServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-e2e-definition-"));
  const file = path.join(dataDir, "identity-journey.json");
  fs.writeFileSync(file, JSON.stringify(definition));
  const server = await startCompiledServer({
    ...E2E_SERVER_ENV,
    LOG_LEVEL: "info",
    STATIC_DIR: "dist",
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    JOURNEY_DEFINITION: file,
    ...env(dataDir),
  });
  return {
    origin: server.origin,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
