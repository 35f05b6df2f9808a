/**
 * The access log says which request came and how it was answered, but holds no token, code or
 * personal data: query values that may carry them (the phone's `?handoff=` code, an outbox
 * recipient) are redacted, headers and bodies are not logged, the client's address is cut to
 * its network; the balancer's health checks are not logged at info.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

const HANDOFF_CODE = "Zq3xW9vK2mP7sR1tY8uA4bC6dE0fG5hJ-kL_nM2oQ4s";
const PHONE = "48600100200";
const EMAIL = "anna.schmidt@example.com";
const SCAN_TOKEN = "scan-token-7f3a9c1e5b";
const CLIENT_ADDRESS = "203.0.113.77";

describe("the access log", () => {
  const testDatabase = useTestDatabase("sqlite");
  const lines: Record<string, unknown>[] = [];
  let server: TestServer;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n"))
          if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    server = await startServer(testDatabase, { logger: { level: "info", stream } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url, headers, remoteAddress: CLIENT_ADDRESS });

  /** The log lines of the requests made by `work`. */
  async function logOf(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const from = lines.length;
    await work();
    // pino writes asynchronously: give it a turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return lines.slice(from);
  }

  it("logs a page request without its hand-off code or the client's address", async () => {
    const log = await logOf(() =>
      get(`/eu-en/onboarding/document-selection?handoff=${HANDOFF_CODE}&mobile=true`),
    );
    const text = JSON.stringify(log);
    expect(text).not.toContain(HANDOFF_CODE);
    expect(text).not.toContain(CLIENT_ADDRESS);
    const incoming = log.find((line) => line.msg === "incoming request");
    expect(incoming?.req).toEqual({
      method: "GET",
      url: "/eu-en/onboarding/document-selection?handoff=[redacted]&mobile=true",
      remoteNetwork: "203.0.113.0/24",
    });
    expect(log.find((line) => line.msg === "request completed")?.res).toEqual({ statusCode: 404 });
  });

  it("logs no recipient, e-mail, token or header that carries one", async () => {
    const log = await logOf(async () => {
      await get(`/dev/outbox/messages?recipient=%2B${PHONE}`);
      await get(`/dev/outbox?recipient=${encodeURIComponent(EMAIL)}&application=${SCAN_TOKEN}`);
      await get(`/journey-service/idscanenterprisesvc/journey/get?journeyId=${SCAN_TOKEN}`, {
        authorization: `Bearer ${SCAN_TOKEN}`,
        cookie: `tmsc=${EMAIL}`,
      });
      await server.app.inject({
        method: "POST",
        url: `/api/form/eu/new-login?token=${SCAN_TOKEN}`,
        remoteAddress: CLIENT_ADDRESS,
        payload: { languageCode: "EN", loginEmail: EMAIL, loginPassword: "Str0ng!pass" },
      });
      await server.app.inject({
        method: "POST",
        url: "/api/form/eu/new-login",
        remoteAddress: CLIENT_ADDRESS,
        headers: { "content-type": "application/json" },
        payload: `{"loginEmail":"${EMAIL}", "token": ${SCAN_TOKEN}`,
      });
    });
    expect(log.filter((line) => line.msg === "incoming request")).toHaveLength(5);
    const text = JSON.stringify(log);
    for (const secret of [PHONE, EMAIL, "anna.schmidt", SCAN_TOKEN, "Str0ng", CLIENT_ADDRESS])
      expect(text).not.toContain(secret);
  });

  it("logs an IPv6 client by its /48 network", async () => {
    const log = await logOf(() =>
      server.app.inject({
        method: "GET",
        url: "/onboarding/",
        remoteAddress: "2001:db8:1234:5678:aaaa:bbbb:cccc:dddd",
      }),
    );
    const incoming = log.find((line) => line.msg === "incoming request");
    expect(incoming?.req).toMatchObject({ remoteNetwork: "2001:db8:1234::/48" });
    expect(JSON.stringify(log)).not.toContain("5678");
  });

  it("does not log health checks at info", async () => {
    const log = await logOf(async () => {
      for (let i = 0; i < 3; i++) expect((await get("/healthz")).statusCode).toBe(200);
    });
    expect(log).toEqual([]);
  });

  it("names every line of a request by the balancer's request id, and answers it back", async () => {
    const id = "5b0e3c1a-7f2d-4e8b-9a61-2c4d8f0b3e77";
    let answer: Awaited<ReturnType<typeof get>> | undefined;
    const log = await logOf(async () => {
      answer = await get("/eu-en/onboarding/", { "x-request-id": id });
    });
    expect(answer?.headers["x-request-id"]).toBe(id);
    expect(log.length).toBeGreaterThanOrEqual(2);
    for (const line of log) expect(line.requestId).toBe(id);
  });

  it("makes its own id where the request brings none, or one that is not a plain short id", async () => {
    const forged = 'x"}\n{"level":60,"msg":"forged';
    let answers: Awaited<ReturnType<typeof get>>[] = [];
    const log = await logOf(async () => {
      answers = [
        await get("/eu-en/onboarding/"),
        await get("/eu-en/onboarding/", { "x-request-id": forged }),
      ];
    });
    const ids = answers.map((answer) => String(answer.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(JSON.stringify(log)).not.toContain("forged");
    expect(new Set(log.map((line) => line.requestId))).toEqual(new Set(ids));
  });
});
