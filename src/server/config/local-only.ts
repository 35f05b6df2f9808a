/**
 * Whether a server can be reached from this machine alone: it listens on a loopback address (the
 * default, `npm start`), no proxy in front passes the public's requests on (`TRUST_PROXY`), and
 * `NODE_ENV` does not say production. The settings meant for a developer's or a test's own server
 * hold only there: the dev outbox unasked, a password hash below the production minimum.
 */
import net from "node:net";

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Reads HOST, TRUST_PROXY and NODE_ENV. */
export function reachableFromThisMachineOnly(env: NodeJS.ProcessEnv): boolean {
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
