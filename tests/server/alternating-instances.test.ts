/**
 * A whole application whose every request goes to the other of two instances on one PostgreSQL
 * database and one DATA_DIR, as a round-robin balancer may send them: the bot check issued by
 * one is solved for the other, the phone code sent by one is confirmed on the other, every step
 * is saved by one and read by the other, and the hand-over token made by one opens the client
 * zone on the other. The per-session limits count the two instances' hits together.
 */
import type { Challenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_LATER, PHONE, REGISTRATION } from "../../scripts/fuzz-server/valid-answers.ts";
import { solvedPayloadFor } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir, startServer, uniqueEmail, type TestServer } from "./test-server.ts";

describe.runIf(storageTargets.includes("postgres"))(
  "two instances taking turns on postgres",
  () => {
    const testDatabase = useTestDatabase("postgres");
    let servers: TestServer[];
    let turn = 0;
    /** The instance whose turn it is: each call goes to the other one than the call before. */
    const next = () => servers[turn++ % 2]!;

    beforeAll(async () => {
      const dataDir = makeTempDir();
      const env = { RATE_LIMIT_VALIDATE_SESSION: "6/1m" };
      servers = [await startServer(testDatabase, { dataDir, env })];
      servers.push(await startServer(testDatabase, { dataDir, env }));
    });
    afterAll(async () => {
      for (const server of servers ?? []) await server.close();
    });

    const post = async (action: string, payload: Record<string, unknown>) => {
      const answer = await next().post(action, { languageCode: "EN", ...payload });
      expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
      return answer.body;
    };

    /** A challenge issued by one instance, solved, for a request that goes to the other. */
    const solvedBotCheck = async () => {
      const response = await next().app.inject({ method: "GET", url: "/api/altcha/challenge" });
      return solvedPayloadFor(response.json<Challenge>());
    };

    it("goes from the registration to the client zone, each request on the other instance", async () => {
      const { token } = (await post("get-token", {})) as { token: string };
      for (const step of UPLOAD_LATER) {
        if (step.kind === "registration") {
          const email = uniqueEmail("alternating");
          const recaptchaToken = await solvedBotCheck();
          await post("new-account", {
            token,
            ...REGISTRATION,
            email,
            confirmEmail: email,
            recaptchaToken,
          });
        } else if (step.kind === "phone") {
          const phoneNumber = "600100200";
          const recaptchaToken = await solvedBotCheck();
          await post("sms/desktop-sms", { token, ...PHONE, phoneNumber, recaptchaToken });
          const outbox = await next().app.inject({
            method: "GET",
            url: `/dev/outbox/messages?recipient=${encodeURIComponent(`+48${phoneNumber}`)}`,
          });
          const { messages } = outbox.json<{ messages: { body: string }[] }>();
          const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
          expect(code).toMatch(/^\d{6}$/);
          await post("sms/desktop-sms-code", {
            token,
            ...PHONE,
            phoneNumber,
            phoneVerificationCode2: code,
          });
        } else {
          await post(step.action!, { token, ...step.data });
        }
      }
      const handover = await post("errors-report", { token });
      const opened = await next().app.inject({
        method: "POST",
        url: "/client-zone/api/autoLogin",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          token: String(handover.clientZoneToken),
          urlParams: "lang=en",
        }).toString(),
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain("Anna Murphy");
    });

    it("counts a session's blur checks on both instances against one limit", async () => {
      const { token } = (await post("get-token", {})) as { token: string };
      const validate = (server: TestServer) =>
        server.post("validate", {
          languageCode: "EN",
          token,
          step: "newAccount",
          fields: ["email"],
          data: { email: "x" },
        });
      const syncEach = async () => {
        for (const server of servers) await server.services.limits.sync();
      };
      // Each shares its hits, then each reads what the ones after it shared.
      const sync = async () => {
        await syncEach();
        await syncEach();
      };
      // Six checks, three on each: each instance alone is under the limit of 6...
      for (let i = 0; i < 6; i++) expect((await validate(servers[i % 2]!)).status).toBe(200);
      // ...together they are at it once the counts are shared (five times a second by themselves,
      // at once on sync): both instances refuse the seventh.
      await sync();
      expect((await validate(servers[1]!)).status).toBe(429);
      expect((await validate(servers[0]!)).status).toBe(429);
    });
  },
);
