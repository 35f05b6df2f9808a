/**
 * How the server meets the network: where it listens, how long a request may take to arrive,
 * the built front end it serves, the proxies it trusts to name the client, and its log level.
 */
import path from "node:path";
import { wholeNumber } from "./environment-values.ts";
import { requestTimeoutSetting, type RequestTimeoutSetting } from "./request-timeout-setting.ts";

export interface HttpSettings extends RequestTimeoutSetting {
  /** @default 8080 */
  port: number;
  /** @default "127.0.0.1" */
  host: string;
  /** Built front end to serve; none in API-only tests. @default "./dist" */
  staticDir: string | undefined;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` names the client (`TRUST_PROXY`): a
   * number of hops, or a comma-separated list of addresses and CIDR ranges. Without it the
   * client is the address that connects, and behind a load balancer every client would share
   * its address limits. @default false (none)
   */
  trustProxy: false | number | string[];
  /** `LOG_LEVEL`: Fastify's. @default "info" */
  logLevel: string;
}

/** `2` (hops) or `10.0.0.1,10.1.0.0/16`; empty: no proxy is trusted. */
function trustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value.trim() === "") return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Relative directories are read from `cwd`. */
export function readHttpSettings(env: NodeJS.ProcessEnv, cwd: string): HttpSettings {
  return {
    port: wholeNumber(env.PORT, 8080, "PORT"),
    host: env.HOST || "127.0.0.1",
    ...requestTimeoutSetting(env),
    staticDir: env.STATIC_DIR === "" ? undefined : path.resolve(cwd, env.STATIC_DIR || "dist"),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || "info",
  };
}
