/**
 * The hand-off codes a phone exchanges, counted per address before the code is looked at: over
 * the limit the phone is told so (429, Retry-After, `handoffRefused: "tooMany"`, in its
 * language), a good code gets nothing, and the code stays good for a phone elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  parseBody,
  registeredInStore,
  startServer,
  type Answer,
  type TestServer,
} from "./test-server.ts";

const PHONE = { mobile: true };

describe.each(storageTargets)("too many hand-off codes from one address on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { RATE_LIMIT_HANDOFF_IP: "2/10m" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function exchangeFrom(address: string, code: string, languageCode = "EN"): Promise<Answer> {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/form/eu/mobile-handoff",
      payload: { ...PHONE, languageCode, handoffCode: code },
      remoteAddress: address,
    });
    return { status: response.statusCode, body: parseBody(response), response };
  }

  /** A registered application on the hand-off page, and its QR code's code. */
  async function handoffCode(): Promise<string> {
    const { token } = await registeredInStore(server, "handoff-limit");
    await server.post("data-upload-choice", { languageCode: "EN", token, dataUploadChoice: 3 });
    const answer = await server.post("mobile-qr-code-url", { languageCode: "EN", token });
    return new URL(answer.body.mobileQrUrl as string).searchParams.get("handoff")!;
  }

  it("refuses the third code from one address in 10 minutes, good or not, and the code still opens elsewhere", async () => {
    const code = await handoffCode();
    const guess = "A".repeat(43);
    for (let i = 0; i < 2; i++) {
      const unknown = await exchangeFrom("203.0.113.60", guess);
      expect([unknown.status, unknown.body.handoffRefused]).toEqual([404, "unknown"]);
    }

    const limited = await exchangeFrom("203.0.113.60", code, "PL");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      status: "error",
      globalError: message("pl", "errors:tooManyRequests_many").replace("{{count}}", "10"),
      handoffRefused: "tooMany",
    });
    const retryAfter = Number(limited.response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const elsewhere = await exchangeFrom("198.51.100.60", code);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
