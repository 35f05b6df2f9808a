/**
 * Durability figure: starts the real server (src/server/main.ts, API only, a throw-away DATA_DIR),
 * sends writes, notes each one acknowledged (200), kills the process with SIGKILL at a random
 * moment, then checks in the database itself that every acknowledged write is there. Repeats.
 *
 *   npm run bench:kill                                  200 runs on SQLite
 *   npm run bench:kill -- --runs 50
 *   npm run bench:kill -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *       (a server it may create a database on; the database is dropped at the end)
 *
 * Writes: a new application (get-token), an analytics event (dc), and a personal-data submission
 * (a step submit with its transaction), each carrying a mark of its own. Prints runs, writes
 * acknowledged, acknowledged writes lost (must be 0) and the wall time; exits 1 if any was lost,
 * or if fewer writes of a kind were acknowledged than `--min-acknowledged` (by default one per
 * run under writes): a loop whose writes were all refused proves nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readCommandLine } from "./cli/command-line.ts";
import { killLoopFailures, type WriteKind } from "./kill-loop/kill-verdict.ts";
import { postgresStorage, sqliteStorage, type Acknowledged } from "./kill-loop/loop-storage.ts";
import { becameHealthy, kill, sleep, spawnServer } from "./kill-loop/server-process.ts";
import { letters, registeredSession } from "./real-server.ts";

/** Writers sending at the same time. */
const WRITERS = 4;
/** Longest time the server runs under writes before it is killed. */
const MAX_KILL_DELAY_MS = 1500;
/** Every this many runs, the kill lands during start-up instead. */
const START_UP_KILL_EVERY = 10;

const commandLine = readCommandLine({
  command: "npm run bench:kill",
  summary:
    "Starts the real server again and again, kills it with SIGKILL at random moments under writes,\nand checks in the database that every acknowledged write is there; exits 1 if one is lost.",
  options: {
    runs: { type: "string", value: "N", default: "200", description: "server starts (1-100000)" },
    postgres: {
      type: "string",
      value: "URL",
      default: process.env.KILL_LOOP_DATABASE_URL ?? "",
      description: "run on PostgreSQL, in a database created on this server and dropped after",
    },
    seed: {
      type: "string",
      value: "N",
      description: "the seed of the kill moments, to repeat a run (default: from the clock)",
    },
    "min-acknowledged": {
      type: "string",
      value: "N",
      description:
        "fewest acknowledged writes of each kind for the loop to pass (default: one per run under writes)",
    },
  },
});
const args = commandLine.values;
const runs = commandLine.wholeNumber("runs", 1, 100_000);
const seed = args.seed ? commandLine.wholeNumber("seed", 0, 2 ** 32 - 1) : Date.now() % 1_000_000;
/** Runs killed under writes (every START_UP_KILL_EVERY-th is killed during start-up). */
const runsUnderWrites = runs - Math.floor(runs / START_UP_KILL_EVERY);
const minAcknowledged = args["min-acknowledged"]
  ? commandLine.wholeNumber("min-acknowledged", 0, 100_000_000)
  : runsUnderWrites;

/** mulberry32: a small seeded generator, so a run can be repeated with --seed. */
function seededRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(seed);

async function post(
  origin: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}/api/form/eu/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An Irish resident's personal data; the first name carries the write's mark. */
function personalData(firstName: string): Record<string, unknown> {
  return {
    citizenship: "IE",
    documentType: 2,
    documentNumber: "PA1234567",
    noLimitExpiryDate: true,
    identificationNumber: "1234567T",
    firstName,
    lastName: "Kowalski",
    dateOfBirth: "1990-03-27",
  };
}

const KINDS: WriteKind[] = ["application", "event", "submission"];

/** Sends writes until the server stops answering; returns the acknowledged ones. */
async function writeUntilKilled(
  origin: string,
  token: string,
  run: number,
  counter: { next: number },
): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  const writer = async (writerIndex: number) => {
    for (let i = writerIndex; ; i += WRITERS) {
      const kind = KINDS[i % KINDS.length]!;
      const n = counter.next++;
      try {
        if (kind === "application") {
          const answer = await post(origin, "get-token", { languageCode: "EN" });
          if (answer.status === 200) {
            const tokenHash = createHash("sha256").update(String(answer.body.token)).digest("hex");
            acknowledged.push({ kind, mark: tokenHash });
          }
        } else if (kind === "event") {
          const route = `kl.${run}.${n}`;
          const answer = await post(origin, "dc", {
            languageCode: "EN",
            token,
            event: "route",
            route,
            browser: "KillLoop",
            device: "desktop",
            os: "Linux",
          });
          if (answer.status === 200) acknowledged.push({ kind, mark: route });
        } else {
          const firstName = `Kill${letters(n)}`;
          const answer = await post(origin, "personal-data-confirm", {
            languageCode: "EN",
            token,
            ...personalData(firstName),
          });
          if (answer.status === 200) acknowledged.push({ kind, mark: firstName });
        }
      } catch {
        return; // the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  return acknowledged;
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-kill-loop-"));
  const storage = args.postgres ? await postgresStorage(args.postgres) : sqliteStorage(dataDir);
  const totals: Record<WriteKind, number> = { application: 0, event: 0, submission: 0 };
  const lost: Acknowledged[] = [];
  const counter = { next: 0 };
  let token = "";
  let applicationId = "";
  try {
    for (let run = 1; run <= runs; run++) {
      const server = await spawnServer(dataDir, storage);
      if (run % START_UP_KILL_EVERY === 0) {
        // Killed at a random moment of its start-up (opening, migrating, listening).
        await sleep(random() * 2000);
        await kill(server);
      } else {
        if (!(await becameHealthy(server))) {
          throw new Error(`run ${run}: the server exited during start-up after a kill`);
        }
        if (!token) {
          token = await registeredSession(server.origin);
          applicationId = (await storage.applicationOf(hashOf(token)))!;
        }
        const killing = sleep(random() * MAX_KILL_DELAY_MS).then(() => kill(server));
        const acknowledged = await writeUntilKilled(server.origin, token, run, counter);
        await killing;
        for (const write of acknowledged) totals[write.kind]++;
        lost.push(...(await storage.missing(applicationId, acknowledged)));
      }
      if (run % 20 === 0) {
        process.stdout.write(
          `  run ${run}/${runs}: ${sum(totals)} acknowledged, ${lost.length} lost\n`,
        );
      }
    }
  } finally {
    await storage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `database                     ${args.postgres ? "PostgreSQL" : "SQLite (WAL, synchronous FULL)"}`,
  );
  console.log(
    `runs                         ${runs} (every ${START_UP_KILL_EVERY}th killed during start-up), seed ${seed}`,
  );
  console.log(
    `writes acknowledged          ${sum(totals)} (applications ${totals.application}, events ${totals.event}, step submissions ${totals.submission})`,
  );
  console.log(`acknowledged writes lost     ${lost.length}`);
  console.log(`wall time                    ${seconds} s`);
  if (lost.length) console.log(`lost: ${JSON.stringify(lost.slice(0, 20))}`);
  const failures = killLoopFailures({ acknowledged: totals, lost: lost.length, minAcknowledged });
  for (const failure of failures) console.log(failure);
  if (failures.length) process.exitCode = 1;
  else
    console.log(
      `passed: no acknowledged write lost, at least ${minAcknowledged} of each kind acknowledged (--min-acknowledged)`,
    );
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const sum = (totals: Record<WriteKind, number>) =>
  totals.application + totals.event + totals.submission;

await main();
