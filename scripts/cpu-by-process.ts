/**
 * Runs a command and prints the processor time and the minor page faults of every process on the
 * machine meanwhile, by kind (Chromium's renderers, the servers, the test runners, the databases;
 * see scripts/cpu-by-process/), with the command's wall time and how busy it kept the cores.
 * Where a run's time goes is then read from the machine, not guessed. Exits with the command's
 * status. Linux only (it reads /proc).
 *
 *   npm run bench:cpu -- "npx playwright test e2e/whole-application.e2e.ts"
 *   npm run bench:cpu -- --interval 250 "npx vitest run --project client"
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { readCommandLine } from "./cli/command-line.ts";
import { sampleProcessUsage } from "./cpu-by-process/proc-sampler.ts";

const commandLine = readCommandLine({
  command: "npm run bench:cpu",
  summary:
    "Runs a shell command and prints the processor time and the minor page faults of every\nprocess on the machine meanwhile, by kind (Chromium's renderers, the servers, the test\nrunners, the databases), with the wall time. Exits with the command's status. Linux only.",
  options: {
    interval: {
      type: "string",
      value: "MS",
      default: "500",
      description: "how often the processes are read (100-5000)",
    },
  },
  positionals: [{ name: "command", description: "the command, as one shell command line" }],
});
const interval = commandLine.wholeNumber("interval", 100, 5000);
const [command] = commandLine.positionals as [string];

const started = Date.now();
const sampler = sampleProcessUsage(interval);
const status = await new Promise<number>((resolve) => {
  const child = spawn(command, { shell: true, stdio: "inherit" });
  child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
const wallSeconds = (Date.now() - started) / 1000;
const totals = sampler.totals();
sampler.stop();

const busy = totals.reduce((sum, { seconds }) => sum + seconds, 0);
const faults = totals.reduce((sum, usage) => sum + usage.faults, 0);
const cores = os.availableParallelism();
const width = Math.max(...totals.map(({ kind }) => kind.length), "total".length);
const row = (kind: string, seconds: string, share: string, faultCount: string) =>
  `  ${kind.padEnd(width)} ${seconds.padStart(8)}  ${share.padStart(5)}  ${faultCount.padStart(11)}`;
const count = (n: number) => n.toLocaleString("en");
console.log(
  `\nprocessor time and page faults by process, while "${command}" ran ${wallSeconds.toFixed(1)} s:`,
);
console.log(row("", "s", "%", "faults"));
for (const { kind, seconds, faults: kindFaults } of totals)
  console.log(
    row(kind, seconds.toFixed(1), ((100 * seconds) / busy).toFixed(0), count(kindFaults)),
  );
console.log(row("total", busy.toFixed(1), "", count(faults)));
console.log(
  `  ${((100 * busy) / (wallSeconds * cores)).toFixed(0)} % of ${cores} cores busy; minor page faults only (/proc/PID/stat)`,
);
process.exit(status);
