/**
 * `npm run build:server` (the last part of `npm run build`): compiles the servers into
 * dist-server/ (scripts/build/compile-server.ts) and says what it wrote.
 */
import { PROJECT_ROOT } from "../src/server/config/project-root.ts";
import { compileServer, SERVER_OUT_DIR } from "./build/compile-server.ts";
import { readCommandLine } from "./cli/command-line.ts";

readCommandLine({
  command: "npm run build:server",
  summary:
    "Compiles the servers and the migration, backup and restore commands into dist-server/, which\nproduction runs with plain node (npm run build runs it last).",
  options: {},
});

const started = performance.now();
const { files, bytes } = await compileServer(PROJECT_ROOT);
process.stdout.write(
  `build:server: ${files.length} modules, ${Math.round(bytes / 1024)} KiB in ${SERVER_OUT_DIR}/ ` +
    `in ${Math.round(performance.now() - started)} ms; start it with node ${SERVER_OUT_DIR}/main.js\n`,
);
