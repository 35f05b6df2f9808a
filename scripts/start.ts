/**
 * `npm start`: builds the front end, then starts the onboarding server (src/server/main.ts) in
 * this process. Its command line is read first, so `--help` answers at once, without a build.
 */
import { spawnSync } from "node:child_process";
import { readOnboardingServerCommandLine } from "../src/server/config/server-command-lines.ts";

readOnboardingServerCommandLine("npm start");
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
await import("../src/server/main.ts");
