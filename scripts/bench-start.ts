/**
 * `npm run bench:start`: how long one instance takes to answer and how much memory it holds,
 * compiled (dist-server/main.js, as production runs it) against the TypeScript sources run
 * through tsx (as the tests run them). Each start is a fresh process on a fresh SQLite
 * DATA_DIR serving the built front end; the figures are medians of `--runs` starts.
 *
 *   npm run build && npm run bench:start -- --runs 5
 */
import fs from "node:fs";
import path from "node:path";
import { readCommandLine } from "./cli/command-line.ts";
import { builtFrontEnd, percentile, PROJECT_ROOT, startRealServer } from "./real-server.ts";

const commandLine = readCommandLine({
  command: "npm run bench:start",
  summary: "Start time and memory of one instance, compiled against run through tsx.",
  options: { runs: { type: "string", value: "N", default: "5", description: "starts of each" } },
});
const runs = commandLine.wholeNumber("runs", 1, 50);
const staticDir = builtFrontEnd();

interface Way {
  name: string;
  nodeArgs: string[];
  script: string;
}
const WAYS: Way[] = [
  { name: "compiled (node dist-server/main.js)", nodeArgs: [], script: "dist-server/main.js" },
  {
    name: "sources (node --import tsx)",
    nodeArgs: ["--import", "tsx"],
    script: "src/server/main.ts",
  },
];

/** The process's resident memory now, in MiB (Linux). */
function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/** The pages and calls a first visitor makes: the page, a session, the first step's data. */
async function warmUp(origin: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await (await fetch(`${origin}/eu-en/onboarding`)).text();
    const token = await fetch(`${origin}/api/form/eu/get-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ languageCode: "EN" }),
    });
    await token.text();
  }
}

const median = (values: number[]) => percentile(values, 50);
console.log(`bench:start: ${runs} starts of each, SQLite, the built front end served\n`);
console.log(
  `${"".padEnd(38)}${"ready (ms)".padStart(12)}${"RSS ready".padStart(12)}${"RSS after 20 visits".padStart(22)}`,
);
for (const way of WAYS) {
  const ready: number[] = [];
  const atReady: number[] = [];
  const afterVisits: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const server = await startRealServer(
      { STATIC_DIR: staticDir, RATE_LIMIT_GET_TOKEN_IP: "100000/1h" },
      way.nodeArgs,
      path.join(PROJECT_ROOT, way.script),
    );
    ready.push(performance.now() - started);
    atReady.push(residentMiB(server.pid));
    await warmUp(server.origin);
    afterVisits.push(residentMiB(server.pid));
    await server.stop();
  }
  console.log(
    `${way.name.padEnd(38)}${median(ready).toFixed(0).padStart(12)}` +
      `${`${median(atReady).toFixed(0)} MiB`.padStart(12)}${`${median(afterVisits).toFixed(0)} MiB`.padStart(22)}`,
  );
}
