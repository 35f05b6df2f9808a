/**
 * A server process's metrics, with the services that see each event told to count it. The
 * onboarding server counts messages sent (it counts those that failed as it logs them), rate-limit
 * refusals and journeys, and reads the database's pool and the outbox's backlog at each scrape; a
 * separate journey service counts its journeys and reads its own pool, the outbox being the
 * onboarding server's to report.
 */
import type { ProxyServices } from "../actions/proxy-services.ts";
import type { JourneyService } from "../journey/journey-service.ts";
import { unsentOutboxCount } from "../outbox/outbox.ts";
import type { OpenedDatabase } from "../storage/database.ts";
import { ServerMetrics } from "./server-metrics.ts";

/** The journeys' events, counted: started, each photo's verdict, ended. */
function countJourneys(service: JourneyService, metrics: ServerMetrics): void {
  service.events = {
    started: () => metrics.journeyStarted(),
    ended: (result) => metrics.journeyEnded(result),
    judged: (action, result) => metrics.captureJudged(action, result),
  };
}

/** The onboarding server's metrics (`npm run serve`). */
export function watchedServices(services: ProxyServices, database: OpenedDatabase): ServerMetrics {
  const metrics = new ServerMetrics({
    poolUse: database.poolUse,
    outboxBacklog: () => unsentOutboxCount(database.db),
  });
  services.messages.onSent = (channel, kind) => metrics.messageSent(channel, kind);
  services.limits.onRefused = (name) => metrics.rateLimitRefused(name);
  countJourneys(services.journeys.service, metrics);
  return metrics;
}

/** A separate journey service's metrics (`npm run serve:journey`). */
export function watchedJourneyService(
  services: ProxyServices,
  database: OpenedDatabase,
): ServerMetrics {
  const metrics = new ServerMetrics({ poolUse: database.poolUse });
  countJourneys(services.journeys.service, metrics);
  return metrics;
}
