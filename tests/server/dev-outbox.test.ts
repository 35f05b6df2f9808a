/**
 * The dev outbox shows every code and phone number sent: it is served only by a server nobody
 * else can reach (`npm start` on loopback), or when a setting asks for it, never on an address
 * others reach whatever NODE_ENV says; and its filters take no NUL.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, type TestServer } from "./test-server.ts";

describe.each(storageTargets)("the dev outbox on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  /** The status /dev/outbox and /dev/outbox/messages answer on a server with these settings. */
  async function outboxStatuses(env: NodeJS.ProcessEnv): Promise<number[]> {
    const server = await startServer(testDatabase, { env });
    try {
      const statuses = [];
      for (const url of ["/dev/outbox", "/dev/outbox/messages?recipient=%2B48600100200"])
        statuses.push((await server.app.inject({ method: "GET", url })).statusCode);
      return statuses;
    } finally {
      await server.close();
    }
  }

  it.each([
    { HOST: "0.0.0.0" },
    { HOST: "0.0.0.0", NODE_ENV: "development" },
    { HOST: "::", NODE_ENV: "test" },
    { HOST: "10.0.0.11" },
    { HOST: "open.broker.example", NODE_ENV: "" },
  ])("is not served on an address others can reach, whatever NODE_ENV says: %o", async (env) => {
    expect(await outboxStatuses(env)).toEqual([404, 404]);
  });

  it.each([{ HOST: "127.0.0.1" }, { HOST: "localhost" }, { HOST: "::1" }, {}])(
    "is served when the server listens on loopback only: %o",
    async (env) => {
      expect(await outboxStatuses(env)).toEqual([200, 200]);
    },
  );

  it.each([
    { HOST: "127.0.0.1", TRUST_PROXY: "127.0.0.1" },
    { HOST: "127.0.0.1", NODE_ENV: "production" },
    { HOST: "127.0.0.1", DEV_OUTBOX: "false" },
  ])(
    "is not served on loopback behind a proxy, in production or when switched off: %o",
    async (env) => {
      expect(await outboxStatuses(env)).toEqual([404, 404]);
    },
  );

  it.each([
    { HOST: "0.0.0.0", DEV_OUTBOX: "true" },
    { HOST: "127.0.0.1", TRUST_PROXY: "127.0.0.1", DEV_OUTBOX: "true" },
  ])("is served anywhere when DEV_OUTBOX=true asks for it: %o", async (env) => {
    expect(await outboxStatuses(env)).toEqual([200, 200]);
  });

  it("refuses a setting it does not know", async () => {
    await expect(startServer(testDatabase, { env: { DEV_OUTBOX: "yes" } })).rejects.toThrow(
      'DEV_OUTBOX must be true or false, not "yes"',
    );
  });

  describe("filters", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(testDatabase);
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each([
      "/dev/outbox/messages?recipient=%00",
      "/dev/outbox/messages?recipient=%2B48%00600",
      "/dev/outbox/messages?application=%00",
      "/dev/outbox?recipient=a%00b",
      "/dev/outbox?application=%00",
      "/dev/outbox/messages?recipient=a&recipient=b",
    ])("answers a NUL or a repeated filter in %s with 400", async (url) => {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
    });

    it("names its page's icon, one the site serves, so the browser asks for no other", async () => {
      const response = await server.app.inject({ method: "GET", url: "/dev/outbox" });
      expect(response.statusCode).toBe(200);
      const icon = /<link rel="icon" href="\/([^"]+)"/.exec(response.body)?.[1];
      expect(icon).toBe("favicon-eu.svg");
      expect(fs.existsSync(path.resolve("public", icon!))).toBe(true);
    });

    it("answers a recipient's messages", async () => {
      const response = await server.app.inject({
        method: "GET",
        url: "/dev/outbox/messages?recipient=%2B48600100200",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ messages: [] });
    });
  });
});
