/**
 * Every answer's route, action, method, status and time, into the metrics. Routes are named by
 * their pattern, so the label's values are few: an action's route with its action (an action the
 * server does not know answers 404 and counts as "unknown"), the API's and the journey service's
 * routes by pattern (under `/journey-service/` on the onboarding server, at the root of a
 * separate journey service), and every page and every built file as "page" and "asset".
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerMetrics } from "./server-metrics.ts";

const NAMED_ROUTES =
  /^\/(api|journey-service|idscanenterprisesvc|client-zone|dev|healthz|embed)(\/|$)/;
const ACTION_ROUTE = "/api/form/:version/*";

export function routeLabelOf(pattern: string | undefined): string {
  if (pattern === undefined) return "unmatched";
  if (NAMED_ROUTES.test(pattern)) return pattern;
  return /\.[a-z0-9]+$/i.test(pattern) ? "asset" : "page";
}

function actionOf(request: FastifyRequest, status: number): string {
  if (request.routeOptions.url !== ACTION_ROUTE) return "";
  if (status === 404) return "unknown";
  return (request.params as Record<string, string | undefined>)["*"] ?? "";
}

export function registerRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  // A callback hook, as the server's others: an async one costs a promise each answer.
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    metrics.requestAnswered(
      {
        route: routeLabelOf(request.routeOptions.url),
        action: actionOf(request, status),
        method: request.method,
        status,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
