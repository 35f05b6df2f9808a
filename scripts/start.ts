/**
 * `npm start`: builds the front end and the server (`npm run build`), then starts the compiled
 * onboarding server (dist-server/main.js) in this process, as `npm run serve` does. Its command
 * line is read first, so `--help` answers at once, without a build.
 */
import { spawnSync } from "node:child_process";
import { readOnboardingServerCommandLine } from "../src/server/config/server-command-lines.ts";

readOnboardingServerCommandLine("npm start");
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
await import(new URL("../dist-server/main.js", import.meta.url).href);
