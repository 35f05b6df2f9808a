/**
 * The real server as the kill loop runs it: spawned on a free loopback port with the loop's
 * storage and limits high enough that no write is refused, waited for until /healthz answers,
 * and killed with SIGKILL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import type { Storage } from "./loop-storage.ts";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(PROJECT_ROOT, "src/server/main.ts");
const START_TIMEOUT_MS = 30_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  exited: Promise<void>;
}

export async function spawnServer(dataDir: string, storage: Storage): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...storage.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      STATIC_DIR: "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      // The loop measures durability, not the abuse limits: its writes must not be refused.
      RATE_LIMIT_GET_TOKEN_IP: "1000000/1h",
      RATE_LIMIT_DC_SESSION: "1000000/1h",
      RATE_LIMIT_SUBMIT_SESSION: "1000000/1h",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, origin: `http://127.0.0.1:${port}`, exited };
}

/** Resolves true once /healthz answers 200, false if the process exited first. */
export async function becameHealthy(server: RunningServer): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    try {
      if ((await fetch(`${server.origin}/healthz`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`the server did not become healthy within ${START_TIMEOUT_MS} ms`);
}

export async function kill(server: RunningServer): Promise<void> {
  server.child.kill("SIGKILL");
  await server.exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
