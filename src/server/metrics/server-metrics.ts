/**
 * What an operations team watches, in the Prometheus text format (prom-client): requests and
 * their latency per route and action, journeys started and how they ended, each capture's
 * verdict, messages sent, rate-limit refusals, the database pool's use, the outbox's backlog, and
 * Node's own figures (memory, event loop delay, CPU). The parts of the server that see an event
 * call one method here; the pool and the outbox are read when the metrics are scraped. No label
 * names a person, a session or an address.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** How the database pool is used now (PostgreSQL): connections open, idle, and clients waiting. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What a scrape reads from elsewhere; each part is left out where the server has none. */
export interface MetricsSources {
  poolUse?: (() => PoolUse) | undefined;
  /** Messages written to the outbox that no sender has taken yet. */
  outboxBacklog?: (() => Promise<number>) | undefined;
}

const PREFIX = "onboarding_";

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Requests answered, by route (an action's route with the action), method and status.",
    labelNames: ["route", "action", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly journeysStarted = new Counter({
    name: `${PREFIX}journeys_started_total`,
    help: "Identity journeys started.",
    registers: [this.registry],
  });
  private readonly journeysEnded = new Counter({
    name: `${PREFIX}journeys_ended_total`,
    help: "Identity journeys ended, by their result (Passed, Refer, Notsupported, Aborted, …).",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  private readonly captures = new Counter({
    name: `${PREFIX}journey_captures_total`,
    help: "Photos judged in journeys, by the step's action and the verdict.",
    labelNames: ["action", "result"] as const,
    registers: [this.registry],
  });
  private readonly messages = new Counter({
    name: `${PREFIX}messages_sent_total`,
    help: "Messages sent (codes, links, notices), by channel and kind.",
    labelNames: ["channel", "kind"] as const,
    registers: [this.registry],
  });
  private readonly messagesFailed = new Counter({
    name: `${PREFIX}messages_failed_total`,
    help: "Messages a sender could not send, by channel.",
    labelNames: ["channel"] as const,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: "Requests refused by a rate limit, by the limit's name.",
    labelNames: ["limit"] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources = {}) {
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    const { poolUse, outboxBacklog } = sources;
    if (poolUse)
      new Gauge({
        name: `${PREFIX}database_pool_connections`,
        help: "The database pool's connections by state (in use, idle) and the requests waiting.",
        labelNames: ["state"] as const,
        registers: [this.registry],
        collect() {
          const use = poolUse();
          this.set({ state: "inUse" }, use.total - use.idle);
          this.set({ state: "idle" }, use.idle);
          this.set({ state: "waiting" }, use.waiting);
        },
      });
    if (outboxBacklog)
      new Gauge({
        name: `${PREFIX}outbox_backlog_messages`,
        help: "Messages in the outbox waiting for a sender.",
        registers: [this.registry],
        async collect() {
          this.set(await outboxBacklog());
        },
      });
  }

  requestAnswered(
    labels: { route: string; action: string; method: string; status: number },
    seconds: number,
  ): void {
    this.requestSeconds.observe({ ...labels, status: String(labels.status) }, seconds);
  }

  journeyStarted(): void {
    this.journeysStarted.inc();
  }

  journeyEnded(result: string): void {
    this.journeysEnded.inc({ result });
  }

  captureJudged(action: string, result: string): void {
    this.captures.inc({ action, result });
  }

  messageSent(channel: string, kind: string): void {
    this.messages.inc({ channel, kind });
  }

  messageFailed(channel: string): void {
    this.messagesFailed.inc({ channel });
  }

  rateLimitRefused(limit: string): void {
    this.refusals.inc({ limit });
  }

  /** The text a scrape answers. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
