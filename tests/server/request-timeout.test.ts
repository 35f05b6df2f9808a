/**
 * A request whose body never finishes arriving does not hold its connection for ever: after
 * `REQUEST_TIMEOUT_MS` it is answered 408 and the connection is closed, while requests that
 * arrive in time are served as before.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

/** What a client that sends `head` and part of its body, then nothing, gets back, and when. */
function stalledRequest(
  port: number,
  head: string,
  limitMs: number,
): Promise<{ answer: string; closed: boolean; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed, afterMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), limitMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("close", () => finish(true));
    socket.on("error", () => undefined);
    socket.write(head);
  });
}

describe("requests that never finish arriving", () => {
  const testDatabase = useTestDatabase("sqlite");
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { REQUEST_TIMEOUT_MS: "1000" } });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a body cut short is answered 408 and its connection closed after REQUEST_TIMEOUT_MS", async () => {
    const body = '{"languageCode":"EN","token":"';
    const { answer, closed, afterMs } = await stalledRequest(
      port,
      "POST /api/form/eu/get-token HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/json\r\nContent-Length: 200\r\n\r\n" +
        body,
      6000,
    );
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(4000);
  });

  it("headers that never end are cut off too", async () => {
    const { closed, afterMs } = await stalledRequest(
      port,
      "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
      6000,
    );
    expect(closed).toBe(true);
    expect(afterMs).toBeLessThan(4000);
  });

  it("a request that arrives in time is served", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/form/eu/get-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ languageCode: "EN" }),
    });
    expect(response.status).toBe(200);
    expect(typeof ((await response.json()) as { token?: unknown }).token).toBe("string");
  });

  it("refuses a setting that is not a number of milliseconds", async () => {
    await expect(
      startServer(testDatabase, { env: { REQUEST_TIMEOUT_MS: "soon" } }),
    ).rejects.toThrow('REQUEST_TIMEOUT_MS must be a whole number, not "soon"');
  });
});
