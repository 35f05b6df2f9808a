/**
 * Server figures against a yardstick, in one run: the real server (src/server/main.ts, a child
 * process on 127.0.0.1 with a throw-away database) and a bare Fastify + Ajv server
 * (bench-server/bare-fastify.ts) validating the same bodies with the same compiled schema, and
 * saving a valid submission as one durable row in a database of its own of the same kind. Each
 * scenario runs on both in turn, round after round, so drift hits both alike; the medians and
 * their ratio are printed. Where Linux's /proc can be read, so is each server's CPU time (user
 * and system) per answered request and the ratio of those: on a machine whose cores the load
 * generator shares, requests a second also measure how much CPU the generator left over.
 *
 *   validate   POST validate: three personal-data fields of a session, as blur sends them
 *   submit     POST personal-data-confirm of a registered session, the first name changing on
 *              every request so each one is validated and saved (a durable write); the yardstick
 *              validates and saves the same data as one row of the same kind of database
 *
 *   npm run bench                                   3 rounds, 10 s each, 10 connections, SQLite,
 *                                                   requests spread over 10 applications
 *   npm run bench -- --sessions 1                   every request of one application
 *   npm run bench -- --seconds 5 --rounds 1 --only validate
 *   npm run bench -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench -- --profile /tmp/profiles    the real server's CPU profile (.cpuprofile) there
 *
 * The session limits of the real server are raised: the figure is the work of an answered
 * request, not of a refusal.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuTimeOf } from "./bench-server/process-cpu.ts";
import { readCommandLine } from "./cli/command-line.ts";

const commandLine = readCommandLine({
  command: "npm run bench",
  summary:
    "Requests per second of the real server on validate and on a step submit, against a bare\nFastify + Ajv server doing the same work, with their ratio and CPU time a request.",
  options: {
    seconds: { type: "string", value: "N", default: "10", description: "length of a run (1-60)" },
    connections: {
      type: "string",
      value: "N",
      default: "10",
      description: "connections at once (1-100)",
    },
    rounds: {
      type: "string",
      value: "N",
      default: "3",
      description: "rounds of every scenario on both servers (1-10)",
    },
    sessions: {
      type: "string",
      value: "N",
      description: "applications the requests take turns among (default: one per connection)",
    },
    only: {
      type: "string",
      value: "LIST",
      default: "validate,submit",
      description: "the scenarios to run, comma-separated",
    },
    postgres: {
      type: "string",
      value: "URL",
      description: "run on PostgreSQL, in databases created on this server and dropped after",
    },
    profile: {
      type: "string",
      value: "DIR",
      description: "write the real server's CPU profile (.cpuprofile) there",
    },
  },
});
// The load generator, the database driver and the server are loaded once the command line is
// read: --help answers without them.
const [
  { default: autocannon },
  { default: pg },
  { letters, PROJECT_ROOT, registeredSession, startRealServer },
] = await Promise.all([import("autocannon"), import("pg"), import("./real-server.ts")]);
const args = commandLine.values;
const seconds = commandLine.wholeNumber("seconds", 1, 60);
const connections = commandLine.wholeNumber("connections", 1, 100);
const rounds = commandLine.wholeNumber("rounds", 1, 10);
/** Requests take turns among this many registered applications; one per connection unless set. */
const sessions = args.sessions ? commandLine.wholeNumber("sessions", 1, 100) : connections;
const scenarios = args.only.split(",");
for (const scenario of scenarios)
  if (scenario !== "validate" && scenario !== "submit")
    commandLine.fail(`--only takes validate and submit, not "${scenario}"`);

const WARM_UP_SECONDS = 2;

const COMMON = { languageCode: "EN", branchCode: "EU", cookie: "", isOanda: false, mobile: false };

function personalData(firstName: string): Record<string, unknown> {
  return {
    firstName,
    lastName: "Kowalski",
    dateOfBirth: "1990-03-27",
    citizenship: "IE",
    documentType: 2,
    documentNumber: "PA1234567",
    noLimitExpiryDate: true,
    identificationNumber: "1234567T",
  };
}

/** The yardstick, saving its submissions to `database` (sqlite:<file> or a PostgreSQL URL). */
async function startBare(
  database: string,
): Promise<{ origin: string; pid: number; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(PROJECT_ROOT, "scripts/bench-server/bare-fastify.ts")],
    {
      cwd: PROJECT_ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, BARE_DATABASE: database },
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => child.kill("SIGTERM"),
  };
}

/** A database of its own on the given PostgreSQL server, dropped by `drop`. */
async function postgresDatabase(adminUrl: string) {
  const name = `onboarding_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /**
     * The CPU time so far of each server process (backend) serving `applicationName` on this
     * database, by process id; empty where the server is not on this machine.
     */
    backendCpu: async (applicationName: string): Promise<Map<number, number>> => {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and application_name = $2",
        [name, applicationName],
      );
      const times = new Map<number, number>();
      for (const { pid } of rows) {
        const time = cpuTimeOf(pid);
        if (time) times.set(pid, time.userMs + time.systemMs);
      }
      return times;
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface Figure {
  requestsPerSecond: number;
  p99: number;
  unexpected: number;
  /** The server's CPU time (user + system) per answered request; undefined without /proc. */
  cpuMicros: number | undefined;
  /** The system (kernel) part of `cpuMicros`: sockets, mostly. */
  systemMicros: number | undefined;
  /** PostgreSQL's CPU time per answered request in the backends serving this server. */
  databaseMicros: number | undefined;
}

/** The load of one round against `url`, and the CPU time the server `pid` spent on it. */
async function load(
  url: string,
  pid: number,
  backendName: string,
  body: (n: number) => string,
  expectedStatus: number,
  duration = seconds,
): Promise<Figure> {
  const backendsBefore = await database?.backendCpu(backendName);
  const cpuBefore = cpuTimeOf(pid);
  let n = 0;
  let unexpected = 0;
  const result = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    duration,
    connections,
    requests: [{ setupRequest: (request) => ({ ...request, body: body(n++) }) }],
    setupClient: (client) => {
      client.on("response", (status: number) => {
        if (status !== expectedStatus) unexpected++;
      });
    },
  });
  const cpuAfter = cpuTimeOf(pid);
  const backendsAfter = await database?.backendCpu(backendName);
  let databaseMs: number | undefined;
  if (backendsBefore && backendsAfter?.size) {
    databaseMs = 0;
    for (const [backend, ms] of backendsAfter)
      databaseMs += ms - (backendsBefore.get(backend) ?? 0);
  }
  const cpuMs =
    cpuBefore &&
    cpuAfter &&
    cpuAfter.userMs + cpuAfter.systemMs - cpuBefore.userMs - cpuBefore.systemMs;
  const systemMs = cpuBefore && cpuAfter && cpuAfter.systemMs - cpuBefore.systemMs;
  const perRequest = (ms: number | undefined) =>
    ms !== undefined && result.requests.total > 0 ? (ms * 1000) / result.requests.total : undefined;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    unexpected: unexpected + result.errors + result.timeouts,
    cpuMicros: perRequest(cpuMs),
    systemMicros: perRequest(systemMs),
    databaseMicros: perRequest(databaseMs),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The median CPU time a request of the rounds, when every round could read it. */
function medianCpu(figures: Figure[]): number | undefined {
  const values = figures.map((f) => f.cpuMicros);
  return values.every((v) => v !== undefined) ? median(values) : undefined;
}

const cpuText = ({ cpuMicros, systemMicros, databaseMicros }: Figure) =>
  (cpuMicros === undefined
    ? ""
    : `  CPU ${cpuMicros.toFixed(0)} µs a request (system ${systemMicros?.toFixed(0)})`) +
  (databaseMicros === undefined ? "" : `, PostgreSQL ${databaseMicros.toFixed(0)} µs`);

const database = args.postgres ? await postgresDatabase(args.postgres) : undefined;
const product = await startRealServer(
  {
    DATABASE_URL: database?.url ?? "",
    RATE_LIMIT_VALIDATE_SESSION: "100000000/1m",
    RATE_LIMIT_DC_SESSION: "100000000/1m",
    RATE_LIMIT_SUBMIT_SESSION: "100000000/1m",
    RATE_LIMIT_GET_TOKEN_IP: "1000/1m",
    RATE_LIMIT_NEW_ACCOUNT_IP: "1000/1m",
  },
  args.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args.profile)}`] : [],
);
const bareDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bare-"));
const bare = await startBare(database?.url ?? `sqlite:${path.join(bareDirectory, "bare.sqlite")}`);
try {
  const tokens: string[] = [];
  for (let i = 0; i < sessions; i++) tokens.push(await registeredSession(product.origin));
  const validateBody = (n: number) =>
    JSON.stringify({
      ...COMMON,
      token: tokens[n % sessions],
      step: "personalDataConfirm",
      fields: ["firstName", "documentNumber", "dateOfBirth"],
      data: personalData("Anna"),
    });
  const submitBody = (n: number) =>
    JSON.stringify({
      ...COMMON,
      token: tokens[n % sessions],
      ...personalData(`Anna${letters(n)}`),
    });
  const targets = {
    validate: {
      product: { url: `${product.origin}/api/form/eu/validate`, body: validateBody },
      bare: { url: `${bare.origin}/validate`, body: validateBody },
    },
    submit: {
      product: { url: `${product.origin}/api/form/eu/personal-data-confirm`, body: submitBody },
      bare: { url: `${bare.origin}/submit`, body: submitBody },
    },
  };
  const pids = { product: product.pid, bare: bare.pid };
  /** The application_name each server's PostgreSQL connections carry. */
  const backendNames = { product: "onboarding", bare: "bench-bare" };
  console.log(
    `bench: ${rounds} round(s) of ${seconds} s, ${connections} connections, ` +
      `${sessions} session(s), ${database ? "PostgreSQL" : "SQLite"}; scenarios ${scenarios.join(", ")}`,
  );
  let failed = false;
  for (const scenario of scenarios) {
    const target = targets[scenario as keyof typeof targets];
    if (!target) throw new Error(`unknown scenario ${scenario}`);
    const samples: { product: Figure[]; bare: Figure[] } = { product: [], bare: [] };
    // Unmeasured: both servers' code is compiled by the JIT before the first round counts.
    for (const side of ["product", "bare"] as const)
      await load(
        target[side].url,
        pids[side],
        backendNames[side],
        target[side].body,
        200,
        WARM_UP_SECONDS,
      );
    for (let round = 1; round <= rounds; round++) {
      for (const side of ["product", "bare"] as const) {
        const figure = await load(
          target[side].url,
          pids[side],
          backendNames[side],
          target[side].body,
          200,
        );
        samples[side].push(figure);
        if (figure.unexpected) failed = true;
        console.log(
          `  ${scenario} round ${round} ${side.padEnd(7)} ${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
            `  p99 ${figure.p99} ms${cpuText(figure)}` +
            (figure.unexpected ? `  ${figure.unexpected} unexpected answers` : ""),
        );
      }
    }
    const ours = median(samples.product.map((f) => f.requestsPerSecond));
    const theirs = median(samples.bare.map((f) => f.requestsPerSecond));
    console.log(
      `${scenario.padEnd(8)} product ${ours.toFixed(0)} req/s (p99 ${median(samples.product.map((f) => f.p99))} ms), ` +
        `bare Fastify + Ajv ${theirs.toFixed(0)} req/s: ratio ${(ours / theirs).toFixed(2)}`,
    );
    const ourCpu = medianCpu(samples.product);
    const theirCpu = medianCpu(samples.bare);
    if (ourCpu !== undefined && theirCpu !== undefined)
      console.log(
        `${"".padEnd(8)} CPU a request: product ${ourCpu.toFixed(0)} µs, bare ${theirCpu.toFixed(0)} µs: ` +
          `ratio ${(theirCpu / ourCpu).toFixed(2)}`,
      );
  }
  if (failed) {
    console.log("some answers were not 200: the figures above are not of answered requests");
    process.exitCode = 1;
  }
} finally {
  bare.stop();
  fs.rmSync(bareDirectory, { recursive: true, force: true });
  await product.stop();
  await database?.drop();
}
