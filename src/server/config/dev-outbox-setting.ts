/**
 * Whether the server serves the dev outbox (`/dev/outbox`), which shows every code and phone
 * number the product sent: when `DEV_OUTBOX=true` asks for it, or by itself only where nobody
 * else can reach it, `npm start` on a loopback address with no proxy in front (local-only.ts). A
 * deployment (`HOST=0.0.0.0`, a private address, `TRUST_PROXY`) never serves it unasked, whatever
 * `NODE_ENV` says: a deployment by the book sets no NODE_ENV.
 */
import { reachableFromThisMachineOnly } from "./local-only.ts";

/** `DEV_OUTBOX` (`true`, `false`, or unset: on loopback only), read with HOST and TRUST_PROXY. */
export function devOutboxWanted(env: NodeJS.ProcessEnv): boolean {
  const setting = env.DEV_OUTBOX?.trim() ?? "";
  if (setting === "true") return true;
  if (setting === "false") return false;
  if (setting !== "") throw new Error(`DEV_OUTBOX must be true or false, not "${setting}"`);
  return reachableFromThisMachineOnly(env);
}
