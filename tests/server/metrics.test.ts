/**
 * The metrics count what happened: each answer by route, action and status; a rate limit's
 * refusals; messages sent; journeys started and how they ended; the outbox's backlog; on
 * PostgreSQL the pool's connections. They are answered on a listener of their own and never on
 * the public port.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listenForMetrics,
  type MetricsListener,
} from "../../src/server/metrics/metrics-listener.ts";
import { enqueueOutboxMessage } from "../../src/server/outbox/outbox.ts";
import { valueOf } from "./metrics-text.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

describe.each(storageTargets)("the metrics on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, {
      metrics: true,
      env: { RATE_LIMIT_GET_TOKEN_IP: "3/10m" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const scrape = () => server.metrics!.text();
  const getToken = (remoteAddress: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/form/eu/get-token",
      payload: { languageCode: "EN" },
      remoteAddress,
    });

  it("times every answer by route, action, method and status; an unknown action by none", async () => {
    await getToken("198.51.100.1");
    await getToken("198.51.100.1");
    await server.post("no-such-action", { languageCode: "EN" });
    const text = await scrape();
    const name = "onboarding_http_request_duration_seconds_count";
    const route = "/api/form/:version/*";
    expect(valueOf(text, name, { route, action: "get-token", status: "200" })).toBe(2);
    expect(valueOf(text, name, { route, action: "unknown", status: "404" })).toBe(1);
    expect(text).not.toContain("no-such-action");
  });

  it("counts a rate limit's refusals by the limit's name", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await getToken("198.51.100.2")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const text = await scrape();
    expect(valueOf(text, "onboarding_rate_limit_refusals_total", { limit: "newApplication" })).toBe(
      1,
    );
    expect(
      valueOf(text, "onboarding_http_request_duration_seconds_count", {
        action: "get-token",
        status: "429",
      }),
    ).toBe(1);
  });

  it("counts the messages sent, and the outbox's backlog of those waiting", async () => {
    await server.services.messages.send({
      channel: "email",
      recipient: "metrics.reader@example.com",
      kind: "duplicateRegistration",
      language: "en",
      params: {},
    });
    const before = valueOf(await scrape(), "onboarding_outbox_backlog_messages");
    await enqueueOutboxMessage(
      server.database.db,
      {
        channel: "email",
        recipient: "waiting@example.com",
        kind: "duplicateRegistration",
        language: "en",
        params: {},
        subject: "s",
        body: "b",
      },
      Date.now(),
    );
    const text = await scrape();
    expect(
      valueOf(text, "onboarding_messages_sent_total", {
        channel: "email",
        kind: "duplicateRegistration",
      }),
    ).toBe(1);
    expect(valueOf(text, "onboarding_outbox_backlog_messages")).toBe((before ?? NaN) + 1);
  });

  it("counts journeys started and how they ended", async () => {
    const { service } = server.services.journeys;
    const applicationId = await server.services.store.createApplication({
      brand: "eu",
      language: "en",
      device: "desktop",
    });
    const start = await service.startOrContinue(applicationId, "desktop");
    if (!("journey" in start)) throw new Error("no journey started");
    await service.notify(start.journey.id, applicationId, "cancel");
    const text = await scrape();
    expect(valueOf(text, "onboarding_journeys_started_total")).toBe(1);
    expect(valueOf(text, "onboarding_journeys_ended_total", { result: "Aborted" })).toBe(1);
  });

  it("reports the database pool's use on PostgreSQL, and Node's own figures", async () => {
    const text = await scrape();
    const idle = valueOf(text, "onboarding_database_pool_connections", { state: "idle" });
    if (target === "postgres") expect(idle).toBeGreaterThanOrEqual(0);
    else expect(idle).toBeUndefined();
    expect(valueOf(text, "onboarding_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("is not answered on the public port", async () => {
    const answer = await server.app.inject({ method: "GET", url: "/metrics" });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("onboarding_");
  });
});

describe("the metrics listener", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  let listener: MetricsListener;
  beforeAll(async () => {
    server = await startServer(testDatabase, { metrics: true });
    listener = await listenForMetrics(server.metrics!, { host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  it("answers GET /metrics in the Prometheus text format, and nothing else", async () => {
    const metrics = await fetch(`${listener.origin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    expect(await metrics.text()).toContain(
      "# TYPE onboarding_http_request_duration_seconds histogram",
    );
    expect((await fetch(`${listener.origin}/`)).status).toBe(404);
    expect((await fetch(`${listener.origin}/metrics`, { method: "POST" })).status).toBe(404);
  });
});
