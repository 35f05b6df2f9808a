/**
 * SMS through an HTTP gateway, against a local server standing in for it: the JSON it gets and
 * the auth header, a 5xx retried with backoff, a 4xx not retried, and a gateway that never answers.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpSmsSender } from "./http-sms-sender.ts";
import { SendFailedError } from "./message-sender.ts";

interface Call {
  body: unknown;
  auth: string | undefined;
}

describe("HTTP SMS sender", () => {
  const calls: Call[] = [];
  /** What the gateway answers next, per call; then 200. */
  let script: (number | "hang")[] = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        calls.push({ body: JSON.parse(body), auth: request.headers["x-api-key"] as string });
        const next = script.shift() ?? 200;
        if (next === "hang") return;
        response.writeHead(next, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const waits: number[] = [];
  const sender = (timeoutMs = 2000) =>
    createHttpSmsSender({
      url,
      auth: { name: "X-Api-Key", value: "secret-key" },
      timeoutMs,
      retries: 2,
      backoffMs: 100,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
  const sms = { channel: "sms" as const, recipient: "+48600100200", text: "123456 is your code" };

  it("posts the number and the text as JSON with the configured header", async () => {
    calls.length = 0;
    await sender().send(sms);
    expect(calls).toEqual([
      { body: { to: "+48600100200", text: "123456 is your code" }, auth: "secret-key" },
    ]);
  });

  it("tries again after a 500, with a growing pause, and succeeds", async () => {
    calls.length = 0;
    waits.length = 0;
    script = [500, 503];
    await sender().send(sms);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it("gives up after its retries and when the gateway refuses (4xx) at once", async () => {
    calls.length = 0;
    script = [500, 500, 500];
    await expect(sender().send(sms)).rejects.toThrow("the gateway answered 500");
    expect(calls).toHaveLength(3);
    calls.length = 0;
    script = [400];
    await expect(sender().send(sms)).rejects.toBeInstanceOf(SendFailedError);
    expect(calls).toHaveLength(1);
  });

  it("gives up on a gateway that never answers, within its timeout per attempt", async () => {
    calls.length = 0;
    script = ["hang", "hang", "hang"];
    const started = Date.now();
    await expect(sender(300).send(sms)).rejects.toThrow("no answer within 300 ms");
    expect(calls).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
