/**
 * The real server (`src/server/main.ts`) as a child process, for what only a process can show:
 * that it stays alive, how it fails to start, what it prints. An entry in TypeScript runs through
 * tsx; a compiled one (`.js`, dist-server/) with plain Node.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(PROJECT_ROOT, "src/server/main.ts");
/** The journey service's own entry (`npm run serve:journey`). */
export const JOURNEY_MAIN = path.join(PROJECT_ROOT, "src/server/journey-main.ts");
/**
 * The entries as `npm run build` compiles them (`npm run serve`, `npm run serve:journey`): the
 * browser tests, which run after the build, start these.
 */
export const COMPILED_MAIN = path.join(PROJECT_ROOT, "dist-server/main.js");
export const COMPILED_JOURNEY_MAIN = path.join(PROJECT_ROOT, "dist-server/journey-main.js");

const nodeArgsFor = (entry: string) =>
  entry.endsWith(".ts") ? ["--import", "tsx", entry] : [entry];

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> once it listens. */
  origin: string;
  /** Everything it has written to stderr so far. */
  stderr(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 5 s. */
  stop(): Promise<void>;
}

/** Starts main.ts on 127.0.0.1 with a free port and resolves when it listens (within `timeoutMs`). */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
  entry = MAIN,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, nodeArgsFor(entry), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", STATIC_DIR: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let listening: string | undefined;
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not listen within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}: ${stderr}`));
    });
    child.stdout.on("data", (chunk: Buffer) => {
      if (listening) return;
      stdout += chunk.toString();
      listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (!listening) return;
      clearTimeout(timer);
      resolve({ child, origin: listening, stderr: () => stderr, stop });
    });
  });
}

/** Starts the compiled server (`npm run serve`), as the browser tests do after the build. */
export function startCompiledServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(env, undefined, COMPILED_MAIN);
}

/** Runs main.ts until it exits by itself; resolves its exit code, stderr and how long it ran. */
export function runServerProcessToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
  entry = MAIN,
): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, nodeArgsFor(entry), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", STATIC_DIR: "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server was still running after ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, ms: Date.now() - started });
    });
  });
}
