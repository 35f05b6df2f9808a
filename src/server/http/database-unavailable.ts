/**
 * The answer when the database cannot serve a request right now (down, unreachable, too slow):
 * 503 with Retry-After and a message in the payload's language, so the browser says "try again"
 * and nothing is taken for a bug of ours. The server recovers by itself when the database does.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { languageFromCode, type Language } from "../../shared/brand/locales.ts";
import type { ProxyServices } from "../actions/proxy-services.ts";

/** Long enough for a restarted database or a failover, short enough that nobody waits long. */
export const RETRY_AFTER_SECONDS = 5;

/** How long /healthz waits for the database before it says it is unavailable. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

export function sendDatabaseUnavailable(
  services: ProxyServices,
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  request.log.warn({ err: error }, "database unavailable");
  const message = services.translate(languageOfPayload(request.body), [
    "errors:serviceUnavailable",
  ]);
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .send({ status: "error", globalError: message });
}

function languageOfPayload(body: unknown): Language {
  const code =
    body && typeof body === "object"
      ? (body as { languageCode?: unknown }).languageCode
      : undefined;
  return (typeof code === "string" && languageFromCode(code)) || "en";
}
