import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NetworkError, postProxy, type CallerSession } from "./proxy-request.ts";

/** A stand-in for the proxy: answers by the action's name and keeps what it was sent. */
let server: http.Server;
let base = "";
const realFetch = globalThis.fetch;
const received: { url: string; contentType: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      received.push({
        url: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        body: JSON.parse(text) as Record<string, unknown>,
      });
      const action = request.url?.split("/").at(-1);
      if (action === "field-errors") {
        response.writeHead(422, { "content-type": "application/json" });
        response.end(JSON.stringify({ errors: [{ field: "email", code: "taken" }] }));
      } else if (action === "gateway-page") {
        response.writeHead(502, { "content-type": "text/html" });
        response.end("<html><body>Bad gateway</body></html>");
      } else if (action === "slow") {
        setTimeout(() => response.end("{}"), 2_000);
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ token: "next-token" }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  received.length = 0;
  // The page's relative addresses, sent to the stand-in.
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => realFetch(base + url, init));
  vi.stubGlobal("document", { cookie: "theme=dark; _ga=GA1.2.345.678" });
  return () => vi.unstubAllGlobals();
});

const session: CallerSession = {
  locale: { brand: "eu", language: "de" },
  token: "token-1",
  device: "mobile",
};

describe("a proxy call", () => {
  it("posts the step's data with the common fields as JSON to the brand's form path", async () => {
    const answer = await postProxy(session, "personal-data", { firstName: "Anna" });
    expect(answer).toEqual({ token: "next-token" });
    expect(received).toEqual([
      {
        url: "/api/form/eu/personal-data",
        contentType: "application/json",
        body: {
          firstName: "Anna",
          token: "token-1",
          languageCode: "DE",
          branchCode: "DE",
          cookie: "GA1.2.345.678",
          isOanda: false,
          mobile: true,
        },
      },
    ]);
  });

  it("reads an answer sent with an error status as an answer", async () => {
    await expect(postProxy(session, "field-errors")).resolves.toEqual({
      errors: [{ field: "email", code: "taken" }],
    });
  });

  it("fails as a network error on an answer that is not the proxy's", async () => {
    const failure = postProxy(session, "gateway-page");
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toThrow("unreadable answer (502)");
  });

  it("fails as a network error when nothing answers", async () => {
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) =>
      realFetch(`http://127.0.0.1:9${url}`, init),
    );
    await expect(postProxy(session, "personal-data")).rejects.toBeInstanceOf(NetworkError);
  });

  it("stops a cancelled call with the cancellation, not a network error", async () => {
    const controller = new AbortController();
    const call = postProxy(session, "slow", {}, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe("AbortError");
  });
});
