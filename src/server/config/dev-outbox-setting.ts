/**
 * Whether the server serves the dev outbox (`/dev/outbox`), which shows every code and phone
 * number the product sent: when `DEV_OUTBOX=true` asks for it, or by itself only where nobody
 * else can reach it, `npm start` on a loopback address with no proxy in front. A deployment
 * (`HOST=0.0.0.0`, a private address, `TRUST_PROXY`) never serves it unasked, whatever
 * `NODE_ENV` says: a deployment by the book sets no NODE_ENV.
 */
import net from "node:net";

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** `DEV_OUTBOX` (`true`, `false`, or unset: on loopback only), read with HOST and TRUST_PROXY. */
export function devOutboxWanted(env: NodeJS.ProcessEnv): boolean {
  const setting = env.DEV_OUTBOX?.trim() ?? "";
  if (setting === "true") return true;
  if (setting === "false") return false;
  if (setting !== "") throw new Error(`DEV_OUTBOX must be true or false, not "${setting}"`);
  // A proxy in front passes the public's requests on, from a loopback address too.
  const behindProxy = (env.TRUST_PROXY?.trim() ?? "") !== "";
  return isLoopbackHost(env.HOST || "127.0.0.1") && !behindProxy && env.NODE_ENV !== "production";
}

/**
 * Whether listening on `host` takes connections from this machine only.
 *
 * @example isLoopbackHost("127.0.0.1") // true
 * @example isLoopbackHost("0.0.0.0")   // false: every interface
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  const family = net.isIPv4(name) ? "ipv4" : net.isIPv6(name) ? "ipv6" : undefined;
  return family !== undefined && LOOPBACK.check(name, family);
}
