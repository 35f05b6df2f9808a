/**
 * Static files under a login flood: starts the real server with the built front end, measures
 * static-file latency idle, then again while 50 wrong logins run in parallel, and prints p50/p99
 * of both with how the logins were answered. Needs `npm run build` once.
 *
 *   npm run bench:login-flood
 *   npm run bench:login-flood -- --logins 50 --rate 50    (static requests per second)
 *   npm run bench:login-flood -- --default-limits    (the login rate limits as configured by
 *       default: most of the flood is then refused before any hashing)
 *
 * Without --default-limits the login limits are raised so every login reaches the password
 * hashing, which is what this measures.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { builtFrontEnd, newToken, percentile, postAction, startRealServer } from "./real-server.ts";

const { values: args } = parseArgs({
  options: {
    logins: { type: "string", default: "50" },
    rate: { type: "string", default: "50" },
    "idle-requests": { type: "string", default: "200" },
    "default-limits": { type: "boolean", default: false },
  },
});
const logins = bounded(args.logins, "logins", 1, 500);
const rate = bounded(args.rate, "rate", 1, 1000);
const idleRequests = bounded(args["idle-requests"], "idle-requests", 10, 10_000);
/** Upper bounds on the flood phase, whatever happens. */
const MAX_FLOOD_MS = 120_000;
const MAX_STATIC_REQUESTS = 20_000;

function bounded(value: string | undefined, name: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return parsed;
}

const dist = builtFrontEnd();
/** Files read from disk by the static server (the HTML page is kept in memory, so not it). */
const staticPaths = fs
  .readdirSync(path.join(dist, "assets"))
  .filter((file) => /\.(js|css)$/.test(file))
  .slice(0, 8)
  .map((file) => `/assets/${file}`);
if (staticPaths.length === 0) throw new Error("dist/assets holds no .js or .css file");

const raisedLimits = {
  RATE_LIMIT_LOGIN_ACCOUNT: "100000/1m",
  RATE_LIMIT_LOGIN_IP: "100000/1m",
  RATE_LIMIT_GET_TOKEN_IP: "100000/1m",
};
const server = await startRealServer({
  STATIC_DIR: dist,
  LOG_LEVEL: "warn",
  ...(args["default-limits"] ? {} : raisedLimits),
});

/** Milliseconds from `due` to the whole answer. */
async function timedGet(url: string, due: number): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - due;
}

/**
 * Static requests started at a fixed rate, whatever the answers (an open loop: a stalled server
 * cannot slow the sender down and hide its own stall), until `stop()` says so. Each latency is
 * counted from the moment its request was due.
 */
async function measureStatic(stop: (sent: number) => boolean): Promise<number[]> {
  const started: Promise<number>[] = [];
  const intervalMs = 1000 / rate;
  const begin = performance.now();
  while (!stop(started.length) && started.length < MAX_STATIC_REQUESTS) {
    const due = begin + started.length * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = `${server.origin}${staticPaths[started.length % staticPaths.length]}`;
    started.push(timedGet(url, due));
  }
  return Promise.all(started);
}

function figures(label: string, latencies: number[]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${label}: ${latencies.length} requests, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(
    percentile(latencies, 99),
  )}, max ${ms(Math.max(...latencies))}`;
}

try {
  // Warm the file cache and the connections first.
  await measureStatic((sent) => sent >= staticPaths.length * 2);
  const idle = await measureStatic((sent) => sent >= idleRequests);

  const tokens = await Promise.all(
    Array.from({ length: logins }, () => newToken(server.origin, "EN")),
  );
  const statuses = new Map<number, number>();
  let pending = logins;
  const floodStarted = performance.now();
  const flood = Promise.all(
    tokens.map(async (token, i) => {
      const answer = await postAction(server.origin, "new-login", {
        languageCode: "EN",
        token,
        loginEmail: `nobody.${i}@example.com`,
        loginPassword: "Wr0ng!pass",
        residenceCountry: "IE",
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      pending--;
    }),
  );
  const underFlood = await measureStatic(
    () => pending === 0 || performance.now() - floodStarted > MAX_FLOOD_MS,
  );
  await flood;
  const floodMs = performance.now() - floodStarted;

  console.log(`static files: ${staticPaths.length} files, ${rate} requests per second`);
  console.log(figures("idle", idle));
  console.log(figures(`during ${logins} parallel wrong logins`, underFlood));
  console.log(
    `logins: all answered in ${(floodMs / 1000).toFixed(1)} s; statuses ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")}${args["default-limits"] ? " (default limits)" : " (login limits raised)"}`,
  );
} finally {
  await server.stop();
}
