/**
 * The servers' log: Fastify's request log, saying which request came and how it was answered,
 * with nothing in it that names a person or opens anything. A request is logged by its method,
 * its path with the query's values redacted (the phone's `?handoff=` code, an outbox recipient;
 * only values that say nothing, such as `mobile=true`, are kept) and the client's network, not
 * its address; headers and bodies are never logged. What PostgreSQL adds to an error's `detail`
 * ("Key (email)=(…) already exists") is redacted too.
 *
 * Every line of a request carries its `requestId`: the `X-Request-Id` the balancer set (a short
 * run of letters, digits, `-`, `_`, `.` or `:`), or one made here; the answer carries it back in
 * `X-Request-Id`, so a complaint about one answer finds its lines on every instance.
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import type { IncomingMessage } from "node:http";
import { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { expandIPv6 } from "../limits/client-address.ts";

export interface LogSettings {
  /** pino's level (`LOG_LEVEL`). */
  level: string;
  /** Where the lines go; standard output unless given. */
  stream?: { write(line: string): void };
}

/** Query parameters whose values are logged: none of them carries a secret or personal data. */
const LOGGED_QUERY_VALUES: ReadonlySet<string> = new Set(["mobile", "lang"]);

const REDACTED = "[redacted]";

export function loggerOptions(settings: LogSettings): FastifyServerOptions["logger"] {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactedUrl(request.url),
        remoteNetwork: networkOf(request.ip),
      }),
    },
    redact: { paths: ["err.detail", "err.cause.detail"], censor: REDACTED },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,80}$/;

/** The request's id: the balancer's `X-Request-Id` when it is a plain short one, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify options that name every request by its id, and the log's label for it. */
export const REQUEST_ID_OPTIONS = {
  genReqId: requestIdOf,
  logController: new LogController({ requestIdLogLabel: "requestId" }),
} satisfies FastifyServerOptions;

/** Sends each request's id back in `X-Request-Id`. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
}

/**
 * The URL with every query value redacted but those of LOGGED_QUERY_VALUES.
 *
 * @example redactedUrl("/eu-en/onboarding/document-selection?handoff=abc&mobile=true")
 *   // "/eu-en/onboarding/document-selection?handoff=[redacted]&mobile=true"
 */
export function redactedUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return LOGGED_QUERY_VALUES.has(name) ? pair : `${name}=${REDACTED}`;
    });
  return `${url.slice(0, start)}?${pairs.join("&")}`;
}

/**
 * The network an address belongs to, not the address, which is personal data: an IPv4 /24, an
 * IPv6 /48 (a site). Enough to see where a flood comes from.
 *
 * @example networkOf("203.0.113.77") // "203.0.113.0/24"
 */
export function networkOf(address: string): string {
  const ipv4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(address)?.[1];
  if (ipv4 && net.isIPv4(`${ipv4}.0`)) return `${ipv4}.0/24`;
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 3).join(":")}::/48`;
  return REDACTED;
}
