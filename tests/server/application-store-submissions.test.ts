/**
 * ApplicationStore on each database: applications and their step submissions, the latest of every
 * step, none once submitted, and saves that arrive together (PostgreSQL).
 */
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { ApplicationSubmittedError } from "../../src/server/storage/application-store/step-submissions.ts";
import type { OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import { submissionQueries } from "../../src/server/storage/submission-queries.ts";
import { openStoreUnderTest, type StoreUnderTest } from "./store-under-test.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";

describe.each(storageTargets)("storage on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  describe("ApplicationStore", () => {
    let opened: OpenedDatabase;
    let now = 1_700_000_000_000;
    let store: ApplicationStore;
    let newApplication: StoreUnderTest["newApplication"];
    let close: StoreUnderTest["close"] | undefined;

    beforeAll(async () => {
      const underTest = await openStoreUnderTest(testDatabase, () => now);
      ({ opened, store, newApplication, close } = underTest);
    });
    afterAll(async () => {
      await close?.();
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
});
