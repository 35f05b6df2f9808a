/**
 * Failed logins on one account from many addresses, each within its own address's limits: the
 * account is locked (`LOGIN_LOCK`), each lock twice as long as the one before up to the longest,
 * but not for its owner at an address they logged in from; registering the owner's e-mail from an
 * address does not make it one of those.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  expectTooMany,
  loginFrom,
  minutesMessage,
  registerFrom,
  WRONG_PASSWORD,
} from "./rate-limit-clients.ts";
import {
  registerThroughApi,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  type Answer,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("the login lock on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  describe("failed logins on one account from many addresses", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(testDatabase, {
        env: {
          RATE_LIMIT_LOGIN_ACCOUNT: "",
          RATE_LIMIT_LOGIN_IP: "",
          LOGIN_LOCK: "",
          LOGIN_LOCK_MAX: "",
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("110 wrong passwords from 22 addresses: the account is locked after 10 of them, the right password too, for a minute", async () => {
      const { email } = await registerThroughApi(server, "spread");
      const statuses: number[] = [];
      let refused: Answer | undefined;
      for (let i = 0; i < 110; i++) {
        // 5 from each address: within the limits of one address and of one account there.
        const answer = await loginFrom(
          server,
          `203.0.113.${100 + (i % 22)}`,
          email,
          WRONG_PASSWORD,
        );
        statuses.push(answer.status);
        if (answer.status === 429) refused ??= answer;
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses.slice(10)).toEqual(Array(100).fill(429));
      expectTooMany(refused!, minutesMessage("en", "errors:tooManyLoginAttempts", 1), 60);
      const right = await loginFrom(server, "198.51.100.30", email, STRONG_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.body.token).toBeUndefined();
    });

    /** Wrong passwords on `email` from six addresses of a stranger's; their statuses. */
    const strangerGuesses = async (email: string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++)
        statuses.push(
          (await loginFrom(server, `203.0.113.${200 + (i % 6)}`, email, WRONG_PASSWORD)).status,
        );
      return statuses;
    };

    it("a stranger's failures from other addresses do not keep the owner out: from their own address the right password gets in, while the stranger stays locked out", async () => {
      const email = uniqueEmail("owner");
      const home = "198.51.100.40";
      await registerFrom(server, "198.51.100.41", email);
      expect((await loginFrom(server, home, email, STRONG_PASSWORD)).status).toBe(200);

      const statuses = await strangerGuesses(email, 30);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));

      // The owner, from the address they logged in from before, and from the one they
      // registered at: a wrong password is checked (and refused), the right one gets in.
      expect((await loginFrom(server, home, email, WRONG_PASSWORD)).status).toBe(422);
      const owner = await loginFrom(server, home, email, STRONG_PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await loginFrom(server, "198.51.100.41", email, STRONG_PASSWORD)).status).toBe(200);

      // The stranger is still slowed down: the owner's login lifts nothing for them, from the
      // addresses they used or from a new one, whatever password they send.
      const refused = await loginFrom(server, "203.0.113.200", email, WRONG_PASSWORD);
      expectTooMany(refused, minutesMessage("en", "errors:tooManyLoginAttempts", 1), 60);
      expect((await loginFrom(server, "203.0.113.230", email, STRONG_PASSWORD)).status).toBe(429);
    });

    it("registering the owner's email from an address does not make it the owner's", async () => {
      const email = uniqueEmail("taken");
      await registerFrom(server, "198.51.100.42", email);
      // A stranger registers the same email (answered like a new registration), then guesses.
      await registerFrom(server, "203.0.113.240", email);
      const statuses = await strangerGuesses(email, 11);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses[10]).toBe(429);
      expect((await loginFrom(server, "203.0.113.240", email, WRONG_PASSWORD)).status).toBe(429);
      expect((await loginFrom(server, "198.51.100.42", email, STRONG_PASSWORD)).status).toBe(200);
    });

    it("each lock is twice as long as the one before, up to the longest; the owner gets in once it ends, and starts afresh", async () => {
      const short = await startServer(testDatabase, {
        dataDir: server.dataDir,
        env: { LOGIN_LOCK: "3/1s", LOGIN_LOCK_MAX: "2s" },
      });
      try {
        const { email } = await registerThroughApi(short, "growing");
        const guess = (i: number) =>
          loginFrom(short, `203.0.113.${150 + (i % 3)}`, email, WRONG_PASSWORD);
        const lockSeconds: number[] = [];
        for (let lock = 0; lock < 3; lock++) {
          for (let i = 0; i < 3; i++) expect((await guess(i)).status).toBe(422);
          const refused = await guess(3);
          expect(refused.status).toBe(429);
          const seconds = Number(refused.response.headers["retry-after"]);
          lockSeconds.push(seconds);
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
        }
        expect(lockSeconds).toEqual([1, 2, 2]);
        const owner = await loginFrom(short, "198.51.100.31", email, STRONG_PASSWORD);
        expect(owner.status).toBe(200);
        for (let i = 0; i < 3; i++) expect((await guess(i)).status).toBe(422);
        const refused = await guess(3);
        expect(Number(refused.response.headers["retry-after"])).toBe(1);
      } finally {
        await short.close();
      }
    });
  });
});
