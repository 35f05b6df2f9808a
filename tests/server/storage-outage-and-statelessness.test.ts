/**
 * Servers on each database: the health check and actions without a database, and statelessness
 * (a restarted server, and two servers on one database, keep each other's sessions).
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { solveProofOfWork } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase, withAdminClient } from "./test-database.ts";
import {
  englishRegistration,
  makeTempDir,
  message,
  startServer,
  uniqueEmail,
} from "./test-server.ts";

describe.each(storageTargets)("storage on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  describe("without a database", () => {
    it("GET /healthz and actions answer 503 with Retry-After, as JSON with the security headers", async () => {
      const server = await startServer(testDatabase);
      const token = await server.newToken("EN");
      await server.database.db.destroy();
      try {
        const health = await server.app.inject({ method: "GET", url: "/healthz" });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({
          status: "error",
          globalError: message("en", "errors:databaseUnavailable"),
        });

        expect(health.headers["retry-after"]).toMatch(/^\d+$/);

        const answer = await server.post("get-token", { languageCode: "PL", token });
        expect(answer.status).toBe(503);
        expect(answer.response.headers["retry-after"]).toMatch(/^\d+$/);
        expect(answer.body).toEqual({
          status: "error",
          globalError: message("pl", "errors:serviceUnavailable"),
        });
        expect(answer.response.headers["content-security-policy"]).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      } finally {
        await server.app.close();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    });
  });

  describe("statelessness", () => {
    it("a server restarted on the same data keeps the sessions", async () => {
      const dataDir = makeTempDir();
      try {
        const before = await startServer(testDatabase, { dataDir });
        const token = await before.newToken("EN");
        await before.close();
        const after = await startServer(testDatabase, { dataDir });
        try {
          const answer = await after.post("get-token", { languageCode: "EN", token });
          expect(answer.status).toBe(200);
          expect(answer.body.token).toBe(token);
        } finally {
          await after.close();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    if (target === "postgres") {
      it("two servers on the same PostgreSQL database accept each other's tokens and data", async () => {
        // Look-ups remembered for a minute: only the word between the instances can make a
        // logout count on the other one in time.
        const env = { REMEMBER_SESSIONS_MS: "60000" };
        const one = await startServer(testDatabase, { env });
        const two = await startServer(testDatabase, { env });
        try {
          const fromOne = await one.newToken("EN");
          const onTwo = await two.post("get-token", { languageCode: "EN", token: fromOne });
          expect(onTwo.status).toBe(200);
          expect(onTwo.body.token).toBe(fromOne);

          const fromTwo = await two.newToken("PL");
          const onOne = await one.post("get-token", { languageCode: "PL", token: fromTwo });
          expect(onOne.status).toBe(200);
          expect(onOne.body.token).toBe(fromTwo);

          const checkEmailOnTwo = () =>
            two.post("validate", {
              languageCode: "EN",
              token: fromOne,
              step: "newAccount",
              fields: ["email"],
              data: { email: "x" },
            });
          const invalid = await checkEmailOnTwo();
          expect(invalid.status).toBe(200);
          expect(Object.keys(invalid.body.errors ?? {})).toEqual(["email"]);

          // A logout on one counts on the other within moments, though two remembers the session.
          expect((await one.post("logout", { languageCode: "EN", token: fromOne })).status).toBe(
            200,
          );
          expect(await statusWithin(200, checkEmailOnTwo, 401)).toBe(401);
        } finally {
          await one.close();
          await two.close();
        }
      });

      it("remembers no session while the word between the instances is not heard", async () => {
        const env = { REMEMBER_SESSIONS_MS: "60000" };
        const one = await startServer(testDatabase, { env });
        const two = await startServer(testDatabase, { env });
        try {
          const token = await one.newToken("EN");
          const checkOnTwo = () =>
            two.post("validate", {
              languageCode: "EN",
              token,
              step: "newAccount",
              fields: ["email"],
              data: { email: "x" },
            });
          expect((await checkOnTwo()).status).toBe(200);
          // Every instance's listening connection is ended...
          const databaseName = new URL(testDatabase.databaseUrl).pathname.slice(1);
          await withAdminClient((client) =>
            client.query(
              "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'onboarding-session-changes' and datname = $1",
              [databaseName],
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 50));
          // ...while two asks the database again (before it listens again, 250 ms later) and
          // remembers nothing of the answer...
          expect((await checkOnTwo()).status).toBe(200);
          // ...so a logout it does not hear counts on it at once.
          expect((await one.post("logout", { languageCode: "EN", token })).status).toBe(200);
          expect((await checkOnTwo()).status).toBe(401);
        } finally {
          await one.close();
          await two.close();
        }
      });

      it("two servers sharing DATA_DIR and database: a challenge from one is accepted once by the other", async () => {
        const dataDir = makeTempDir();
        const one = await startServer(testDatabase, { dataDir });
        const two = await startServer(testDatabase, { dataDir });
        try {
          const recaptchaToken = await solveProofOfWork(one.app);
          const token = await one.newToken("EN");
          const registered = await two.post("new-account", {
            ...englishRegistration(uniqueEmail("shared"), recaptchaToken),
            token,
          });
          expect(registered.status).toBe(200);
          expect(registered.body).toEqual({ status: "success", next: "dataUploadChoice" });

          const replay = await one.post("new-account", {
            ...englishRegistration(uniqueEmail("replay"), recaptchaToken),
            token: await two.newToken("EN"),
          });
          expect(replay.status).toBe(422);
          expect(replay.body.errors).toEqual({
            recaptchaToken: [message("en", "newAccount:fields.recaptchaToken.errors.failed")],
          });

          const state = await one.post("get-token", { languageCode: "EN", token });
          expect(state.body.state).toMatchObject({ route: "dataUploadChoice", registered: true });
        } finally {
          await one.close();
          await two.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      });
    }
  });
});

/** Calls `request` until it answers `wanted` or `withinMs` passed; the last status it answered. */
async function statusWithin(
  withinMs: number,
  request: () => Promise<{ status: number }>,
  wanted: number,
): Promise<number> {
  const until = Date.now() + withinMs;
  for (;;) {
    const { status } = await request();
    if (status === wanted || Date.now() >= until) return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
