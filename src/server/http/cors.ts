/**
 * Cross-origin answers for a separate journey service: the onboarding pages' origins (and no
 * other) may call it with the scan token in `Authorization`. A preflight from an allowed origin
 * is answered 204 with what may be sent; any other origin gets no CORS header, so its browser
 * refuses the answer.
 */
import type { FastifyInstance } from "fastify";

const ALLOWED_METHODS = "GET, POST";
const ALLOWED_HEADERS = "Authorization, Content-Type";
/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function allowOrigins(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("vary", "Origin");
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header("access-control-allow-origin", origin);
    done();
  });
  app.options("/*", (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return reply.code(403).send();
    return reply
      .code(204)
      .header("access-control-allow-methods", ALLOWED_METHODS)
      .header("access-control-allow-headers", ALLOWED_HEADERS)
      .header("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  });
}
