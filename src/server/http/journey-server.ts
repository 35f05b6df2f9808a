/**
 * The journey service on its own (`npm run serve:journey`): the IDscan-shaped API at the root of
 * its origin, the health check, and cross-origin answers for the onboarding pages' origins. It
 * shares the database and the scan tokens' key with the onboarding server.
 */
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { isLanguage } from "../../shared/brand/locales.ts";
import type { ProxyServices } from "../actions/proxy-services.ts";
import { registerJourneyRoutes } from "../journey/journey-routes.ts";
import { liveScanClaims } from "../journey/live-scan-claims.ts";
import { registerRequestMetrics } from "../metrics/request-metrics.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";
import { isDatabaseUnavailable } from "../storage/database-errors.ts";
import { allowOrigins } from "./cors.ts";
import { API_SECURITY_HEADERS } from "./security-headers.ts";
import { RETRY_AFTER_SECONDS } from "./database-unavailable.ts";
import { registerHealthCheck } from "./health-check.ts";
import {
  answerWithRequestId,
  loggerOptions,
  REQUEST_ID_OPTIONS,
  type LogSettings,
} from "./request-logging.ts";
import { requestTimeoutOptions } from "./request-timeouts.ts";

/**
 * The API headers of the onboarding server's answers, for answers read from other origins: they
 * send no referrer, and are readable by the same site only.
 */
const API_HEADERS = {
  ...API_SECURITY_HEADERS,
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-site",
};

export interface JourneyServerOptions {
  /** The log's settings; no log without them. */
  logger?: LogSettings | undefined;
  /** Where every answer is counted and timed; none without it. */
  metrics?: ServerMetrics | undefined;
}

export async function buildJourneyServer(
  services: ProxyServices,
  options: JourneyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestTimeoutOptions(services.config.requestTimeoutMs),
    logger: options.logger ? loggerOptions(options.logger) : false,
    ...REQUEST_ID_OPTIONS,
  });
  answerWithRequestId(app);
  if (options.metrics) registerRequestMetrics(app, options.metrics);
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers(API_HEADERS);
    done(null, payload);
  });
  allowOrigins(app, services.config.journey.allowedOrigins);
  // An answer the journey's routes did not give says its code and, for the page, its words in the
  // page's language (`lang`), as theirs do.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    const language = typeof lang === "string" && isLanguage(lang) ? lang : "en";
    const failure = (code: string, text: string) => ({
      status: "error",
      code,
      globalError: services.translate(language, [text]),
    });
    if (isDatabaseUnavailable(error))
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(failure("databaseUnavailable", "errors:databaseUnavailable"));
    if (error.statusCode && error.statusCode < 500)
      return reply.status(error.statusCode).send(failure("badRequest", "errors:badRequest"));
    request.log.error(error);
    return reply.status(500).send(failure("internal", "errors:unexpected"));
  });
  registerHealthCheck(app, services, (reply) => reply.send({ status: "error" }));
  await registerJourneyRoutes(app, "", {
    service: services.journeys.service,
    liveness: services.journeys.liveness,
    authorize: liveScanClaims(services.journeys.tokens, services.store),
    translate: services.translate,
    maxUploadBytes: services.config.journey.maxUploadBytes,
  });
  return app;
}
