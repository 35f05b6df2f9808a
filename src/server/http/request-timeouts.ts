/**
 * The HTTP server's bounds on a request's arrival (config/request-timeout-setting.ts). Fastify
 * turns Node's request timeout off by default; Node checks its timeouts every 30 s, so a short
 * limit would be kept late: the check runs ten times in one limit instead.
 */
import type { ServerOptions } from "node:http";

/** Node's own bound on the headers, kept when the limit on the whole request is longer. */
const HEADERS_TIMEOUT_MS = 60_000;

/** Fastify's options for them: its own, and those it hands to Node's `http.createServer`. */
export function requestTimeoutOptions(requestTimeoutMs: number): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 10)),
    },
  };
}
