/** ApplicationStore on each database, the health check without a database, and statelessness. */
import fs from "node:fs";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { AlreadyRegisteredError } from "../../src/server/storage/application-store/registration.ts";
import { ApplicationSubmittedError } from "../../src/server/storage/application-store/step-submissions.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import { submissionQueries } from "../../src/server/storage/submission-queries.ts";
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

  describe("ApplicationStore", () => {
    let opened: OpenedDatabase;
    let dataDir: string;
    let now = 1_700_000_000_000;
    let store: ApplicationStore;
    const newApplication = () =>
      store.createApplication({ brand: "eu", language: "en", device: "desktop" });

    beforeAll(async () => {
      dataDir = makeTempDir();
      opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
      expect(opened.dialect).toBe(target);
      await migrateToLatest(opened.db as unknown as Kysely<unknown>);
      store = new ApplicationStore(opened.db, () => now);
    });
    afterAll(async () => {
      await opened?.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("migrating again changes nothing", async () => {
      await expect(migrateToLatest(opened.db as unknown as Kysely<unknown>)).resolves.toEqual([]);
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it("creates and reads an application", async () => {
      const id = await newApplication();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await store.getApplication(id)).toEqual({
        id,
        brand: "eu",
        language: "en",
        email: null,
        passwordHash: null,
        residenceCountry: null,
        device: "desktop",
        registered: false,
        submitted: false,
      });
      expect(await store.getApplication("00000000-0000-0000-0000-000000000000")).toBeUndefined();
    });

    it("latestSubmissions returns the latest submission of every step", async () => {
      const id = await newApplication();
      const other = await newApplication();
      const save = (step: string, data: Record<string, unknown>, variant = step) => {
        now += 1000;
        return store.saveSubmission(id, { step, variant, data, schemaHash: "a".repeat(64) });
      };
      await save("newAccount", { email: "a@example.com" });
      const firstChoiceAt = now + 1000;
      await save("dataUploadChoice", { dataUploadChoice: 3 });
      await save("desktopDocumentChoice", { documentType: 1 });
      await save("dataUploadChoice", { dataUploadChoice: 2 }, "dataUploadChoice_M");
      const latestChoiceAt = now;
      await save("desktopDocumentChoice", { documentType: 2 });
      await store.saveSubmission(other, {
        step: "dataUploadChoice",
        variant: "dataUploadChoice",
        data: { dataUploadChoice: 1 },
        schemaHash: "b".repeat(64),
      });

      const latest = await store.latestSubmissions(id);
      expect([...latest.keys()].sort()).toEqual([
        "dataUploadChoice",
        "desktopDocumentChoice",
        "newAccount",
      ]);
      expect(latest.get("dataUploadChoice")).toEqual({
        step: "dataUploadChoice",
        variant: "dataUploadChoice_M",
        data: { dataUploadChoice: 2 },
        schemaHash: "a".repeat(64),
        submittedAt: latestChoiceAt,
      });
      expect(latest.get("dataUploadChoice")!.submittedAt).not.toBe(firstChoiceAt);
      expect(latest.get("desktopDocumentChoice")!.data).toEqual({ documentType: 2 });
      expect(latest.get("newAccount")!.data).toEqual({ email: "a@example.com" });
      expect([...(await store.latestSubmissions(other)).values()].map((r) => r.data)).toEqual([
        { dataUploadChoice: 1 },
      ]);
      expect((await store.latestSubmissions(await newApplication())).size).toBe(0);
    });

    if (target === "postgres")
      it("reads the latest of every step one index entry at a time in the plan for any values", async () => {
        // PostgreSQL plans a named statement once for any values after a few runs. That plan,
        // made while the table was small, must not read the whole table once it is large.
        const client = new pg.Client({ connectionString: testDatabase.databaseUrl });
        await client.connect();
        try {
          await client.query("set plan_cache_mode = force_generic_plan");
          const { sql } = submissionQueries(opened.db).latestOfEveryStep;
          const values = Array.from(sql.matchAll(/\$\d+/g), () => "'any'");
          await client.query(
            `prepare latest_of_every_step(${values.map(() => "varchar").join(", ")}) as ${sql}`,
          );
          const plan = await client.query<{ "QUERY PLAN": string }>(
            `explain execute latest_of_every_step(${values.join(", ")})`,
          );
          const lines = plan.rows.map((row) => row["QUERY PLAN"]);
          expect(lines.some((line) => line.includes("step_submissions_revision"))).toBe(true);
          expect(lines.filter((line) => /Seq Scan|Hash Join|Bitmap/.test(line))).toEqual([]);
        } finally {
          await client.end();
        }
      });

    it("keeps many submissions in order (the latest of 30 wins)", async () => {
      const id = await newApplication();
      for (let i = 1; i <= 30; i++) {
        await store.saveSubmission(id, {
          step: "s",
          variant: "s",
          data: { i },
          schemaHash: "c".repeat(64),
        });
      }
      expect((await store.latestSubmissions(id)).get("s")!.data).toEqual({ i: 30 });
    });

    it("saves no submission once the application is submitted for opening, even one already on its way", async () => {
      const id = await newApplication();
      const record = {
        step: "currencyChoice",
        variant: "currencyChoice",
        data: { currencyChoice: 1 },
        schemaHash: "c".repeat(64),
      };
      await store.saveSubmission(id, record);
      await store.markSubmitted(id);
      expect((await store.getApplication(id))?.submitted).toBe(true);
      await expect(
        store.saveSubmission(id, { ...record, data: { currencyChoice: 2 } }),
      ).rejects.toBeInstanceOf(ApplicationSubmittedError);
      expect((await store.latestSubmissions(id)).get("currencyChoice")?.data).toEqual({
        currencyChoice: 1,
      });
    });

    it("useChallenge accepts a challenge once and refuses its reuse", async () => {
      const expiresAt = now + 600_000;
      expect(await store.useChallenge("nonce-1", expiresAt)).toBe(true);
      expect(await store.useChallenge("nonce-1", expiresAt)).toBe(false);
      expect(await store.useChallenge("nonce-2", expiresAt)).toBe(true);
      expect(await store.useChallenge("nonce-1", expiresAt + 5)).toBe(false);
    });

    it("useChallenge forgets challenges once they have expired", async () => {
      expect(await store.useChallenge("nonce-3", now + 10)).toBe(true);
      now += 11;
      expect(await store.useChallenge("nonce-3", now + 10)).toBe(true);
      const rows = await opened.db
        .selectFrom("used_challenges")
        .selectAll()
        .where("signature", "=", "nonce-3")
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("finds a live session, and not an expired, unknown or deleted one", async () => {
      const id = await newApplication();
      const tokenHash = "d".repeat(64);
      await store.createSession(id, tokenHash, 1000);
      expect(await store.findSessionApplication(tokenHash)).toBe(id);
      now += 999;
      expect(await store.findSessionApplication(tokenHash)).toBe(id);
      now += 1;
      expect(await store.findSessionApplication(tokenHash)).toBeUndefined();
      expect(await store.findSessionApplication("e".repeat(64))).toBeUndefined();

      const liveHash = "f".repeat(64);
      await store.createSession(id, liveHash, 60_000);
      expect(await store.findSessionApplication(liveHash)).toBe(id);
      await store.deleteSession(liveHash);
      expect(await store.findSessionApplication(liveHash)).toBeUndefined();
    });

    it("a remembered look-up answers for its moment, never past the session, and its own writes forget it", async () => {
      const remembering = new ApplicationStore(opened.db, () => now, { rememberSessionsMs: 1000 });
      const id = await newApplication();
      const tokenHash = "1".repeat(64);
      await store.createSession(id, tokenHash, 60_000);
      expect(await remembering.findSessionApplication(tokenHash)).toBe(id);
      // Another process's logout is seen once the moment has passed.
      await store.deleteSession(tokenHash);
      expect(await store.findSessionApplication(tokenHash)).toBeUndefined();
      expect(await remembering.findSessionApplication(tokenHash)).toBe(id);
      now += 1000;
      expect(await remembering.findSessionApplication(tokenHash)).toBeUndefined();

      // Its own logout counts at once, and so does a registration.
      const own = "2".repeat(64);
      await remembering.createSession(id, own, 60_000);
      expect(await remembering.applicationOfSession(own)).toMatchObject({ registered: false });
      await remembering.setCredentials(id, uniqueEmail("Remembered"), "scrypt$hash", "IE");
      expect(await remembering.applicationOfSession(own)).toMatchObject({ registered: true });
      await remembering.deleteSession(own);
      expect(await remembering.findSessionApplication(own)).toBeUndefined();

      // Never past the session's own expiry.
      const short = "3".repeat(64);
      await remembering.createSession(id, short, 500);
      expect(await remembering.findSessionApplication(short)).toBe(id);
      now += 500;
      expect(await remembering.findSessionApplication(short)).toBeUndefined();

      // A look-up running beside a logout does not outlive it.
      const raced = "4".repeat(64);
      await remembering.createSession(id, raced, 60_000);
      const during = remembering.findSessionApplication(raced);
      const logout = remembering.deleteSession(raced);
      await Promise.all([during, logout]);
      expect(await remembering.findSessionApplication(raced)).toBeUndefined();
    });

    it("sets credentials once, finds them by email in any case; a taken email gets no login", async () => {
      const id = await newApplication();
      const other = await newApplication();
      const email = uniqueEmail("Store");
      await expect(store.setCredentials(id, email, "scrypt$hash", "IE")).resolves.toBe(
        "registered",
      );
      expect(await store.getApplication(id)).toMatchObject({
        email: email.toLowerCase(),
        passwordHash: "scrypt$hash",
        residenceCountry: "IE",
        registered: true,
      });
      expect((await store.findApplicationByEmail(email.toUpperCase()))?.id).toBe(id);
      await expect(store.setCredentials(other, email.toUpperCase(), "x", "DE")).resolves.toBe(
        "duplicate",
      );
      expect(await store.getApplication(other)).toMatchObject({
        email: null,
        passwordHash: null,
        residenceCountry: "DE",
        registered: true,
      });
      expect(await store.getApplication(id)).toMatchObject({ passwordHash: "scrypt$hash" });
      await expect(
        store.setCredentials(id, uniqueEmail("again"), "scrypt$new", "DE"),
      ).rejects.toBeInstanceOf(AlreadyRegisteredError);
      await expect(store.setCredentials(other, uniqueEmail(), "y", "DE")).rejects.toBeInstanceOf(
        AlreadyRegisteredError,
      );
      expect(await store.getApplication(id)).toMatchObject({
        email: email.toLowerCase(),
        passwordHash: "scrypt$hash",
        residenceCountry: "IE",
      });
      expect(await store.findApplicationByEmail(uniqueEmail("nobody"))).toBeUndefined();
    });

    it("updates an application's device and language", async () => {
      const id = await newApplication();
      await store.updateDevice(id, "mobile", "pl");
      expect(await store.getApplication(id)).toMatchObject({ device: "mobile", language: "pl" });
    });

    // Only PostgreSQL groups saves into one call; on SQLite the block is not registered at all.
    if (target === "postgres")
      describe("saves that arrive together (PostgreSQL)", () => {
        const personalData = (firstName: string) => ({
          step: "personalDataConfirm",
          variant: "personalDataConfirm",
          data: { firstName },
          schemaHash: "c".repeat(64),
        });
        /** The transactions that stored the applications' personal data, by revision. */
        async function savedBy(ids: string[]) {
          const rows = await opened.db
            .selectFrom("step_submissions")
            .select((eb) => [
              "application_id",
              "revision",
              "data",
              eb.cast<string>(eb.ref("xmin" as never), "text").as("transaction"),
            ])
            .where("application_id", "in", ids)
            .orderBy("revision")
            .execute();
          return rows;
        }

        it("are committed in one transaction, each with its own outcome", async () => {
          const ids = await Promise.all(Array.from({ length: 6 }, () => newApplication()));
          const submitted = ids[2]!;
          await store.markSubmitted(submitted);
          const answers = await Promise.all(ids.map((id) => store.answersOf(id, { fresh: true })));
          const results = await Promise.allSettled(
            ids.map((id, i) => store.saveSubmission(id, personalData(`Anna${i}`), answers[i])),
          );
          expect(results.map((result) => result.status)).toEqual([
            "fulfilled",
            "fulfilled",
            "rejected",
            "fulfilled",
            "fulfilled",
            "fulfilled",
          ]);
          expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(
            ApplicationSubmittedError,
          );
          const rows = await savedBy(ids);
          expect(
            rows.map((row) => [row.application_id, row.revision, JSON.parse(row.data)]),
          ).toEqual(
            expect.arrayContaining(
              ids
                .filter((id) => id !== submitted)
                .map((id) => [id, 1, { firstName: `Anna${ids.indexOf(id)}` }]),
            ),
          );
          expect(rows).toHaveLength(5);
          expect(new Set(rows.map((row) => row.transaction)).size).toBe(1);
          // Kept answers follow each save: the next one, on the same condition, is stored too.
          const again = await store.answersOf(ids[0]!);
          await expect(store.saveSubmission(ids[0]!, personalData("Ewa"), again)).resolves.toBe(
            true,
          );
        });

        it("lose only the save the database refuses: the others are sent again alone and kept", async () => {
          const ids = await Promise.all(Array.from({ length: 3 }, () => newApplication()));
          const tooLong = { ...personalData("Anna"), schemaHash: "c".repeat(65) };
          const results = await Promise.allSettled([
            store.saveSubmission(ids[0]!, personalData("Anna")),
            store.saveSubmission(ids[1]!, tooLong),
            store.saveSubmission(ids[2]!, personalData("Anna")),
          ]);
          expect(results.map((result) => result.status)).toEqual([
            "fulfilled",
            "rejected",
            "fulfilled",
          ]);
          expect((await savedBy(ids)).map((row) => row.application_id).sort()).toEqual(
            [ids[0]!, ids[2]!].sort(),
          );
        });

        it("of two instances, with the same applications in opposite orders, keep every save and never deadlock", async () => {
          const other = new ApplicationStore(opened.db, () => now);
          const ids = await Promise.all(Array.from({ length: 8 }, () => newApplication()));
          const rounds = 15;
          for (let round = 0; round < rounds; round++) {
            await Promise.all([
              ...ids.map((id) => store.saveSubmission(id, personalData(`One${round}`))),
              ...[...ids]
                .reverse()
                .map((id) => other.saveSubmission(id, personalData(`Two${round}`))),
            ]);
          }
          const rows = await savedBy(ids);
          for (const id of ids)
            expect(
              rows.filter((row) => row.application_id === id).map((row) => row.revision),
            ).toEqual(Array.from({ length: 2 * rounds }, (_, i) => i + 1));
          // Each instance's round went as one group: a deadlock would have broken one up.
          expect(new Set(rows.map((row) => row.transaction)).size).toBe(2 * rounds);
        });
      });
  });

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
