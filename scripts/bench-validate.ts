/**
 * Load figure for the server's `validate` action: starts the proxy on 127.0.0.1 with a
 * throw-away SQLite database, then sends validated requests with autocannon for a bounded time.
 *
 *   npm run bench                       10 s, 10 connections
 *   npm run bench -- --seconds 5 --connections 20
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { readServerConfig } from "../src/server/config/server-config.ts";
import { createServices } from "../src/server/create-services.ts";
import { buildProxyServer } from "../src/server/http/proxy-server.ts";

function option(name: string, fallback: number, max: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return Math.min(value, max);
}

const seconds = option("seconds", 10, 60);
const connections = option("connections", 10, 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-bench-"));
const config = readServerConfig({
  DATA_DIR: dataDir,
  STATIC_DIR: "",
  DATABASE_URL: process.env.DATABASE_URL ?? "",
});
const { services, database } = await createServices(config);
const app = await buildProxyServer(services, {});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("server has no port");
const base = `http://127.0.0.1:${address.port}`;

const tokenAnswer = (await (
  await fetch(`${base}/api/form/pl/get-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ languageCode: "PL" }),
  })
).json()) as { token: string };

const body = JSON.stringify({
  token: tokenAnswer.token,
  languageCode: "PL",
  branchCode: "PL",
  step: "personalDataConfirm",
  fields: ["pesel", "documentNumber", "dateOfBirth"],
  data: {
    firstName: "Jan",
    lastName: "Kowalski",
    dateOfBirth: "1944-05-14",
    citizenship: "PL",
    documentType: 1,
    documentNumber: "ABA300000",
    noLimitExpiryDate: true,
    pesel: "44051401359",
  },
});

console.log(
  `bench: POST /api/form/pl/validate (personalDataConfirm, 3 fields) for ${seconds} s with ${connections} connections, ${database.dialect}`,
);
const result = await autocannon({
  url: `${base}/api/form/pl/validate`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
  duration: seconds,
  connections,
});
await app.close();
await database.db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `requests/s  average ${result.requests.average.toFixed(0)}, p50 ${result.requests.p50}, min ${result.requests.min}`,
);
console.log(
  `latency ms  average ${result.latency.average.toFixed(2)}, p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`,
);
console.log(
  `answers     ${result.requests.total} in total, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
);
if (result.non2xx || result.errors) process.exitCode = 1;
