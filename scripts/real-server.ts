/**
 * The real server, compiled as production runs it (dist-server/main.js, from `npm run build`),
 * as a child process on 127.0.0.1 with a throw-away DATA_DIR, for the scripts that measure it
 * from outside and the walk through the balancer: a free port, its address once it answers, and
 * a stop that removes the DATA_DIR.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");
const MAIN = path.join(PROJECT_ROOT, "dist-server/main.js");
const START_TIMEOUT_MS = 30_000;

export interface RealServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The server's process id (its CPU time: bench-server/process-cpu.ts). */
  pid: number;
  stop(): Promise<void>;
}

/** The built front end; without one, the script stops with a line saying how to build it. */
export function builtFrontEnd(): string {
  const dist = path.join(PROJECT_ROOT, "dist");
  stopUnlessBuilt(path.join(dist, "index.html"));
  return dist;
}

function stopUnlessBuilt(file: string): void {
  if (fs.existsSync(file)) return;
  const script = path.basename(process.argv[1] ?? "script", ".ts");
  const missing = path.relative(PROJECT_ROOT, file);
  process.stderr.write(`${script}: ${missing} is missing: run "npm run build" once first\n`);
  process.exit(1);
}

/** A port nothing listens on now: the server is given it, so its address is known beforehand. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Starts the compiled server with `env` added (API only unless STATIC_DIR is given) and waits until it
 * answers. `nodeArgs` go to Node before the script (a profile: `--cpu-prof`); `script` is another
 * entry (the TypeScript sources, with `--import tsx`).
 */
export async function startRealServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  script = MAIN,
): Promise<RealServer> {
  stopUnlessBuilt(script);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-script-"));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: "",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      CLEANUP_INTERVAL_MINUTES: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms: ${stderr}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, pid: child.pid!, stop };
}

/** POSTs a proxy action and answers its status and body (never throws on a 4xx/5xx). */
export async function postAction(
  origin: string,
  action: string,
  payload: unknown,
  version = "eu",
): Promise<{ status: number; body: string; retryAfter: string | null }> {
  const response = await fetch(`${origin}/api/form/${version}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: await response.text(),
    retryAfter: response.headers.get("retry-after"),
  };
}

/** A new session's token. */
export async function newToken(origin: string, languageCode = "EN"): Promise<string> {
  const answer = await postAction(origin, "get-token", { languageCode });
  if (answer.status !== 200) throw new Error(`get-token answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/** A registration's answers besides the e-mail and the bot check: an Irish resident's. */
export const REGISTRATION = {
  residenceCountry: "IE",
  password: "Str0ng!pass",
  termsAgreement: true,
} as const;

/**
 * A new session registered through the API on the European brand in English (residence IE, the
 * bot check solved, "upload later"), standing on personal data. Answers its token.
 */
export async function registeredSession(origin: string): Promise<string> {
  const token = await newToken(origin);
  const challenge = (await (await fetch(`${origin}/api/altcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const email = `script.${randomBytes(6).toString("hex")}@example.com`;
  const registered = await postAction(origin, "new-account", {
    languageCode: "EN",
    token,
    ...REGISTRATION,
    email,
    confirmEmail: email,
    recaptchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
  });
  const choice = await postAction(origin, "data-upload-choice", {
    languageCode: "EN",
    token,
    dataUploadChoice: 1,
  });
  if (registered.status !== 200 || choice.status !== 200)
    throw new Error(`registration failed: ${registered.body} ${choice.body}`);
  return token;
}

/** A counter written in letters (names take letters only): 0 → a, 25 → z, 26 → ba. */
export function letters(n: number): string {
  let text = "";
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** p-th percentile (0…100) of a list of numbers, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
