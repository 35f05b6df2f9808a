/**
 * Simulated applicants through the load balancer: several instances of the real server behind
 * HAProxy (deploy/haproxy.cfg, scripts/balancer/), on a PostgreSQL database of their own. Each
 * applicant goes through every step over HTTP as the browser would, without a browser: a new
 * session, the bot check solved, the registration (its password hashed), "upload later", personal
 * data, the phone (a code sent, read from the dev outbox, confirmed), the address, tax, currency,
 * risk, declarations and the review; then it starts a new application. An answer "busy, try
 * again" (503 or 429 with Retry-After) is waited out and sent again, as a person would. Printed
 * per run: finished applications and requests a second, p50 and p99 of each action (each try
 * timed), the busy answers, the database's connections (sampled from pg_stat_activity), and
 * every other answer that was not 200.
 *
 *   npm run bench:load                                   2 then 3 instances, 40 applicants, 30 s
 *   npm run bench:load -- --instances 2 --applicants 20 --seconds 10
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import pg from "pg";
import { startBalancedInstances } from "./balancer/balanced-instances.ts";
import { readCommandLine } from "./cli/command-line.ts";
import { UPLOAD_LATER, PHONE, REGISTRATION, WALK_LANGUAGE } from "./fuzz-server/valid-answers.ts";
import { percentile } from "./real-server.ts";

const commandLine = readCommandLine({
  command: "npm run bench:load",
  summary:
    "Simulated applicants going through every step over HTTP against several instances behind\nHAProxy: throughput, p50/p99 per action, database connections and errors, per instance count.",
  options: {
    instances: {
      type: "string",
      value: "LIST",
      default: "2,3",
      description: "instance counts to run one after the other, comma-separated (2-6 each)",
    },
    applicants: {
      type: "string",
      value: "N",
      default: "40",
      description: "applicants at once (1-500)",
    },
    seconds: { type: "string", value: "N", default: "30", description: "length of a run (5-300)" },
    postgres: {
      type: "string",
      value: "URL",
      default: "postgres://postgres@127.0.0.1:5432/postgres",
      description: "the PostgreSQL server the instances' database is made on (and dropped after)",
    },
    port: {
      type: "string",
      value: "N",
      default: "4480",
      description: "the balancer's port on 127.0.0.1",
    },
  },
});
const args = commandLine.values;
const applicants = commandLine.wholeNumber("applicants", 1, 500);
const seconds = commandLine.wholeNumber("seconds", 5, 300);
const port = commandLine.wholeNumber("port", 1024, 65535);
const instanceCounts = args.instances.split(",").map((text) => {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 2 || count > 6)
    commandLine.fail(`--instances takes counts from 2 to 6, not "${text}"`);
  return count;
});

/** The servers' limits per address are raised: every applicant comes from 127.0.0.1. */
const SERVER_ENV = {
  LOG_LEVEL: "warn",
  RATE_LIMIT_LOGIN_IP: "1000000/1m",
  RATE_LIMIT_GET_TOKEN_IP: "1000000/1m",
  RATE_LIMIT_NEW_ACCOUNT_IP: "1000000/1m",
  RATE_LIMIT_CODE_IP: "1000000/1m",
  RATE_LIMIT_HANDOFF_IP: "1000000/1m",
  // The bot check at a fortieth of its work: the load is the server's, not the solver's.
  BOT_CHECK_MAX_NUMBER: "50",
};

class Timings {
  readonly byAction = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  requests = 0;

  add(action: string, ms: number): void {
    this.requests++;
    const list = this.byAction.get(action) ?? [];
    list.push(ms);
    this.byAction.set(action, list);
  }

  readonly busyAnswers = new Map<string, number>();

  busy(action: string): void {
    this.busyAnswers.set(action, (this.busyAnswers.get(action) ?? 0) + 1);
  }

  fail(what: string): void {
    this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
  }
}

class Applicant {
  constructor(
    private readonly origin: string,
    private readonly timings: Timings,
  ) {}

  /**
   * One request, timed. An answer "busy, try again" (503 or 429 with Retry-After: the password
   * hashing's line is full) is waited out and sent again, as the page's user does; it is counted
   * apart, not as an error.
   */
  private async timed(action: string, url: string, init?: RequestInit): Promise<unknown> {
    for (;;) {
      const started = performance.now();
      const response = await fetch(url, init);
      const text = await response.text();
      this.timings.add(action, performance.now() - started);
      const retryAfter = Number(response.headers.get("retry-after"));
      if ((response.status === 503 || response.status === 429) && retryAfter > 0) {
        this.timings.busy(action);
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 10) * 1000));
        continue;
      }
      if (response.status !== 200) {
        this.timings.fail(`${action} ${response.status}`);
        throw new Error(`${action} answered ${response.status}`);
      }
      return JSON.parse(text) as unknown;
    }
  }

  private post(action: string, payload: Record<string, unknown>) {
    return this.timed(action, `${this.origin}/api/form/eu/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ languageCode: WALK_LANGUAGE, ...payload }),
    }) as Promise<Record<string, unknown>>;
  }

  private async solvedBotCheck(): Promise<string> {
    const challenge = (await this.timed(
      "altcha/challenge",
      `${this.origin}/api/altcha/challenge`,
    )) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  /** One whole application; throws at the first answer that is not 200. */
  async apply(): Promise<void> {
    const { token } = await this.post("get-token", {});
    for (const step of UPLOAD_LATER) {
      if (step.kind === "registration") {
        const email = `load.${randomBytes(8).toString("hex")}@example.com`;
        await this.post("new-account", {
          token,
          ...REGISTRATION,
          email,
          confirmEmail: email,
          recaptchaToken: await this.solvedBotCheck(),
        });
      } else if (step.kind === "phone") {
        const phoneNumber = `6${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;
        const phone = { token, ...PHONE, phoneNumber };
        await this.post("sms/desktop-sms", {
          ...phone,
          recaptchaToken: await this.solvedBotCheck(),
        });
        const { messages } = (await this.timed(
          "dev/outbox",
          `${this.origin}/dev/outbox/messages?recipient=${encodeURIComponent(`+48${phoneNumber}`)}`,
        )) as { messages: { body: string }[] };
        const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1] ?? "000000";
        await this.post("sms/desktop-sms-code", { ...phone, phoneVerificationCode2: code });
      } else {
        await this.post(step.action!, { token, ...step.data });
      }
    }
  }
}

interface ConnectionUse {
  samples: number;
  maxOpen: number;
  meanOpen: number;
  maxActive: number;
  meanActive: number;
}

/** Samples the instances' connections to their database every 250 ms until `stop`. */
function sampleConnections(adminUrl: string, databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  const open: number[] = [];
  const active: number[] = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ open: string; active: string }>(
        "select count(*) as open, count(*) filter (where state = 'active') as active from pg_stat_activity where datname = $1",
        [name],
      );
      open.push(Number(rows[0]!.open));
      active.push(Number(rows[0]!.active));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.end();
  })();
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
  return async (): Promise<ConnectionUse> => {
    running = false;
    await loop;
    return {
      samples: open.length,
      maxOpen: Math.max(0, ...open),
      meanOpen: mean(open),
      maxActive: Math.max(0, ...active),
      meanActive: mean(active),
    };
  };
}

async function run(instances: number): Promise<number> {
  const balanced = await startBalancedInstances({
    count: instances,
    adminUrl: args.postgres,
    port,
    env: SERVER_ENV,
  });
  try {
    const timings = new Timings();
    let finished = 0;
    const stopSampling = sampleConnections(args.postgres, balanced.databaseUrl);
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: applicants }, async () => {
        const applicant = new Applicant(balanced.origin, timings);
        while (performance.now() < until) {
          try {
            await applicant.apply();
            finished++;
          } catch (error) {
            if (!(error instanceof Error && / answered \d+$/.test(error.message)))
              timings.fail(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const connections = await stopSampling();
    console.log(
      `${instances} instances, ${applicants} applicants, ${elapsed.toFixed(1)} s: ` +
        `${(finished / elapsed).toFixed(2)} applications/s finished, ` +
        `${(timings.requests / elapsed).toFixed(0)} requests/s`,
    );
    console.log(
      `  ${"action".padEnd(34)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
    );
    for (const [action, list] of [...timings.byAction].sort((a, b) => a[0].localeCompare(b[0])))
      console.log(
        `  ${action.padEnd(34)} ${String(list.length).padStart(6)} ${percentile(list, 50).toFixed(1).padStart(8)} ${percentile(list, 99).toFixed(1).padStart(8)}`,
      );
    console.log(
      `  database connections: at most ${connections.maxOpen} open (mean ${connections.meanOpen.toFixed(1)}), ` +
        `at most ${connections.maxActive} active (mean ${connections.meanActive.toFixed(1)}), ${connections.samples} samples`,
    );
    const busy = [...timings.busyAnswers];
    console.log(
      busy.length === 0
        ? "  busy answers waited out: none"
        : `  busy answers waited out (Retry-After): ${busy.map(([what, count]) => `${what} ×${count}`).join(", ")}`,
    );
    const failures = [...timings.failures];
    console.log(
      failures.length === 0
        ? "  errors: none"
        : `  errors: ${failures.map(([what, count]) => `${what} ×${count}`).join(", ")}`,
    );
    return finished / elapsed;
  } finally {
    await balanced.stop();
  }
}

console.log(
  `bench:load: ${os.cpus().length} cores; instances ${instanceCounts.join(" then ")}; ` +
    `${applicants} applicants for ${seconds} s each`,
);
const rates: number[] = [];
for (const count of instanceCounts) rates.push(await run(count));
if (rates.length > 1)
  console.log(
    `applications/s by instances: ${instanceCounts.map((count, i) => `${count}: ${rates[i]!.toFixed(2)}`).join(", ")}`,
  );
