/**
 * Every test of the project, as `npm test` runs them, phase by phase, each phase's time (and the
 * processor time the machine was busy meanwhile) printed as it ends and all of them in a table at
 * the end; the first phase that fails stops the run (the phases run side by side end together). The
 * front end's build runs beside the Vitest tests (it needs little of the machine while they wait on
 * databases and timers); the browser tests need the build and run last, with the fuzz beside their
 * start (they leave a fifth of the machine idle while they wait on timers).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { readCommandLine } from "./cli/command-line.ts";

const { values } = readCommandLine({
  command: "npm run test",
  summary:
    "Runs every test: the generated validators, Vitest (unit, component, server; on PostgreSQL\ntoo when TEST_DATABASE_URL is set) beside the front end's build, the bundle size budget, the\nfuzz of every route (on both databases with TEST_DATABASE_URL) and the Playwright browser tests.\nPrints each phase's time.",
  options: {
    "skip-e2e": { type: "boolean", description: "no browser tests (the fuzz is the last phase)" },
  },
});

interface Phase {
  name: string;
  command: string;
  args: string[];
}

const node = (script: string, ...args: string[]): Phase["args"] => [
  "--import",
  "tsx",
  script,
  ...args,
];

const started = Date.now();
const timings: { name: string; seconds: number; ok: boolean }[] = [];

function seconds(since: number): number {
  return Math.round((Date.now() - since) / 100) / 10;
}

/**
 * The machine's busy processor time so far in seconds (every process's, from /proc/stat: user,
 * nice, system, irq, softirq, steal), or undefined where there is no /proc/stat.
 */
function busySeconds(): number | undefined {
  try {
    const fields = fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n", 1)[0]!
      .split(/\s+/)
      .map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields.slice(1);
    // In clock ticks, which Linux counts 100 a second.
    return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
  } catch {
    return undefined;
  }
}

/** ", the processors busy N s (P % of C cores)" for a phase that took `took` seconds. */
function busyShare(busyBefore: number | undefined, took: number): string {
  const busyAfter = busySeconds();
  if (busyBefore === undefined || busyAfter === undefined || took <= 0) return "";
  const busy = Math.round(busyAfter - busyBefore);
  const cores = os.availableParallelism();
  return `, the processors busy ${busy} s (${Math.round((100 * busy) / (took * cores))} % of ${cores} cores)`;
}

function run(phase: Phase): Promise<boolean> {
  const at = Date.now();
  const busyBefore = busySeconds();
  console.log(`\ntest: ── ${phase.name}: ${phase.command} ${phase.args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { stdio: "inherit" });
    child.on("exit", (code, signal) => {
      const ok = code === 0;
      const took = seconds(at);
      timings.push({ name: phase.name, seconds: took, ok });
      console.log(
        `test: ── ${phase.name} ${ok ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${took} s${busyShare(busyBefore, took)}`,
      );
      resolve(ok);
    });
  });
}

function report(): void {
  console.log("\ntest: phase times");
  for (const { name, seconds: took, ok } of timings)
    console.log(`  ${name.padEnd(24)}${String(took).padStart(7)} s  ${ok ? "ok" : "FAILED"}`);
  console.log(`  ${"total".padEnd(24)}${String(seconds(started)).padStart(7)} s`);
}

/**
 * The onboarding pages, the widget's host API into their output, then the compiled server the
 * browser tests run (as `npm run build`).
 */
async function build(): Promise<boolean> {
  const quiet = ["--logLevel", "warn"];
  return (
    (await run({ name: "build", command: "npx", args: ["vite", "build", ...quiet] })) &&
    (await run({
      name: "build (embed)",
      command: "npx",
      args: ["vite", "build", "--config", "vite.embed.config.ts", ...quiet],
    })) &&
    (await run({ name: "build (server)", command: "node", args: node("scripts/build-server.ts") }))
  );
}

async function main(): Promise<boolean> {
  if (
    !(await run({ name: "validators", command: "node", args: node("scripts/gen-validators.ts") }))
  )
    return false;
  // Vitest and the build side by side; both must pass.
  const [unit, built] = await Promise.all([
    run({ name: "vitest", command: "npx", args: ["vitest", "run"] }),
    build(),
  ]);
  if (!unit || !built) return false;
  if (!(await run({ name: "size", command: "node", args: node("scripts/bundle-size.ts") })))
    return false;
  // The fuzz on each database and the browser tests side by side: the fuzz starts its own servers
  // on free ports, and fills what the browser tests leave idle. All must pass.
  const postgres = process.env.TEST_DATABASE_URL;
  const passed = await Promise.all([
    run({ name: "fuzz (SQLite)", command: "node", args: node("scripts/fuzz-server.ts") }),
    ...(postgres
      ? [
          run({
            name: "fuzz (PostgreSQL)",
            command: "node",
            args: node("scripts/fuzz-server.ts", "--postgres", postgres),
          }),
        ]
      : []),
    ...(values["skip-e2e"]
      ? []
      : [run({ name: "browser tests", command: "npx", args: ["playwright", "test"] })]),
  ]);
  return passed.every(Boolean);
}

const passed = await main();
report();
process.exit(passed ? 0 : 1);
