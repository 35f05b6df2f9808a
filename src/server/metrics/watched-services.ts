/**
 * The onboarding server's metrics, with the services that see each event told to count it: the
 * messenger (messages sent; the server counts those that failed as it logs them), the rate limits (refusals), the journeys (started, each
 * photo's verdict, ended); the database's pool and the outbox's backlog are read at each scrape.
 */
import type { ProxyServices } from "../actions/proxy-services.ts";
import { unsentOutboxCount } from "../outbox/outbox.ts";
import type { OpenedDatabase } from "../storage/database.ts";
import { ServerMetrics } from "./server-metrics.ts";

export function watchedServices(services: ProxyServices, database: OpenedDatabase): ServerMetrics {
  const metrics = new ServerMetrics({
    poolUse: database.poolUse,
    outboxBacklog: () => unsentOutboxCount(database.db),
  });
  services.messages.onSent = (channel, kind) => metrics.messageSent(channel, kind);
  services.limits.onRefused = (name) => metrics.rateLimitRefused(name);
  services.journeys.service.events = {
    started: () => metrics.journeyStarted(),
    ended: (result) => metrics.journeyEnded(result),
    judged: (action, result) => metrics.captureJudged(action, result),
  };
  return metrics;
}
