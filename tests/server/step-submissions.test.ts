/**
 * Step submissions that can be neither half-done nor doubled: the submission and the
 * application's activity are saved together or not at all, and a submission identical to the
 * step's latest one is not stored again, even when fifty arrive at once.
 */
import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest, migrateUpTo } from "../../src/server/storage/migrate.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir, registerThroughApi, startServer, type TestServer } from "./test-server.ts";

const HASH = "a".repeat(64);

describe.each(storageTargets)("step submissions on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  describe("through the API", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(testDatabase);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function submissionsOf(token: string, step: string) {
      const applicationId = await server.services.store.findSessionApplication(
        hashSessionToken(token),
      );
      const rows = await server.database.db
        .selectFrom("step_submissions")
        .select(["revision", "data"])
        .where("application_id", "=", applicationId!)
        .where("step", "=", step)
        .orderBy("revision")
        .execute();
      return rows.map(({ revision, data }) => ({
        revision,
        choice: (JSON.parse(data) as { dataUploadChoice: number }).dataUploadChoice,
      }));
    }

    it("50 parallel identical submits of a step leave one record, and each is answered as saved", async () => {
      const { token } = await registerThroughApi(server, "parallel");
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          server.post("data-upload-choice", { languageCode: "EN", token, dataUploadChoice: 1 }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
      expect(new Set(answers.map((answer) => answer.body.next)).size).toBe(1);
      expect(await submissionsOf(token, "dataUploadChoice")).toEqual([{ revision: 1, choice: 1 }]);
    });

    it("a different submission is stored, and so is a return to earlier data; a repeat is not", async () => {
      const { token } = await registerThroughApi(server, "changes");
      for (const choice of [1, 2, 2, 1, 1]) {
        const answer = await server.post("data-upload-choice", {
          languageCode: "EN",
          token,
          dataUploadChoice: choice,
        });
        expect(answer.status).toBe(200);
      }
      expect(await submissionsOf(token, "dataUploadChoice")).toEqual([
        { revision: 1, choice: 1 },
        { revision: 2, choice: 2 },
        { revision: 3, choice: 1 },
      ]);
    });
  });

  describe("ApplicationStore.saveSubmission", () => {
    let opened: OpenedDatabase;
    let dataDir: string;
    let now = 1_700_000_000_000;
    let store: ApplicationStore;
    const newApplication = () =>
      store.createApplication({ brand: "eu", language: "en", device: "desktop" });
    const updatedAt = async (id: string) =>
      (
        await opened.db
          .selectFrom("applications")
          .select("updated_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).updated_at;
    const rowsOf = (id: string) =>
      opened.db
        .selectFrom("step_submissions")
        .select(["step", "revision", "data"])
        .where("application_id", "=", id)
        .orderBy("id")
        .execute();

    beforeAll(async () => {
      dataDir = makeTempDir();
      opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
      await migrateToLatest(opened.db as unknown as Kysely<unknown>);
      store = new ApplicationStore(opened.db, () => now);
    });
    afterAll(async () => {
      await opened?.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("saves the submission and the application's activity together, or neither", async () => {
      const id = await newApplication();
      now += 1000;
      await expect(
        store.saveSubmission(id, { step: "s", variant: "s", data: { a: 1 }, schemaHash: HASH }),
      ).resolves.toBe(true);
      const savedAt = now;
      expect(await updatedAt(id)).toBe(savedAt);

      // Whichever of the two writes fails, the other must not stay.
      for (const refused of ["applications", "step_submissions"] as const) {
        await refuseWritesOf(opened, refused, id);
        try {
          now += 1000;
          await expect(
            store.saveSubmission(id, { step: "s", variant: "s", data: { a: 2 }, schemaHash: HASH }),
          ).rejects.toThrow(/refused by the test/);
        } finally {
          await allowWrites(opened, refused);
        }
        expect([refused, await updatedAt(id), (await rowsOf(id)).length]).toEqual([
          refused,
          savedAt,
          1,
        ]);
      }
    });

    it("does not store a submission identical to the step's latest, whatever its key order", async () => {
      const id = await newApplication();
      const save = (data: Record<string, unknown>, variant = "s", schemaHash = HASH) =>
        store.saveSubmission(id, { step: "s", variant, data, schemaHash });
      expect(await save({ a: 1, b: { c: 2, d: 3 } })).toBe(true);
      expect(await save({ b: { d: 3, c: 2 }, a: 1 })).toBe(false);
      expect(await save({ a: 1, b: { c: 2, d: 3 } }, "s_M")).toBe(true);
      expect(await save({ a: 1, b: { c: 2, d: 3 } }, "s_M", "b".repeat(64))).toBe(true);
      expect(await save({ a: 1, b: { c: 2, d: 4 } }, "s_M", "b".repeat(64))).toBe(true);
      expect((await rowsOf(id)).map((row) => row.revision)).toEqual([1, 2, 3, 4]);
    });

    it("compares a text holding a NUL character (which PostgreSQL's jsonb refuses) as text", async () => {
      const id = await newApplication();
      const save = (data: Record<string, unknown>) =>
        store.saveSubmission(id, { step: "nul", variant: "nul", data, schemaHash: HASH });
      expect(await save({ s: "a\u0000b" })).toBe(true);
      expect(await save({ s: "a\u0000b" })).toBe(false);
      expect(await save({ s: "a\u0000c" })).toBe(true);
      expect(await save({ s: "ab" })).toBe(true);
      expect((await rowsOf(id)).map((row) => JSON.parse(row.data) as unknown)).toEqual([
        { s: "a\u0000b" },
        { s: "a\u0000c" },
        { s: "ab" },
      ]);
    });

    it("50 concurrent identical saves store one; 50 concurrent different saves get revisions 1 to 50", async () => {
      const id = await newApplication();
      const identical = await Promise.all(
        Array.from({ length: 50 }, () =>
          store.saveSubmission(id, {
            step: "same",
            variant: "same",
            data: { x: 1 },
            schemaHash: HASH,
          }),
        ),
      );
      expect(identical.filter(Boolean)).toHaveLength(1);

      const different = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          store.saveSubmission(id, {
            step: "many",
            variant: "many",
            data: { i },
            schemaHash: HASH,
          }),
        ),
      );
      expect(different.every(Boolean)).toBe(true);
      const rows = await rowsOf(id);
      expect(rows.filter((row) => row.step === "same")).toHaveLength(1);
      expect(
        rows
          .filter((row) => row.step === "many")
          .map((row) => row.revision)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });
  });
});

describe.each(storageTargets)("migration 005 on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  it("numbers the submissions already stored per application and step, in the order they were saved", async () => {
    const dataDir = makeTempDir();
    const opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    const db = opened.db as unknown as Kysely<unknown>;
    try {
      await migrateUpTo(db, "004-document-scans");
      for (const id of ["app-1", "app-2"]) {
        await sql`insert into applications (id, brand, language, device, created_at, updated_at)
          values (${id}, 'eu', 'en', 'desktop', 1, 1)`.execute(db);
      }
      const saved = [
        ["app-1", "a"],
        ["app-1", "b"],
        ["app-2", "a"],
        ["app-1", "a"],
        ["app-2", "a"],
        ["app-1", "a"],
      ];
      for (const [applicationId, step] of saved) {
        await sql`insert into step_submissions
          (application_id, step, variant, data, schema_hash, submitted_at)
          values (${applicationId}, ${step}, ${step}, '{}', ${HASH}, 1)`.execute(db);
      }
      await migrateToLatest(db);
      const rows = await opened.db
        .selectFrom("step_submissions")
        .select(["application_id", "step", "revision"])
        .orderBy("id")
        .execute();
      expect(rows.map((row) => [row.application_id, row.step, row.revision])).toEqual([
        ["app-1", "a", 1],
        ["app-1", "b", 1],
        ["app-2", "a", 1],
        ["app-1", "a", 2],
        ["app-2", "a", 2],
        ["app-1", "a", 3],
      ]);
    } finally {
      await opened.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Makes every write of the table for this application fail, in the database itself. */
async function refuseWritesOf(
  opened: OpenedDatabase,
  table: "applications" | "step_submissions",
  applicationId: string,
): Promise<void> {
  const name = sql.id(`refuse_${table}`);
  const column = sql.raw(table === "applications" ? "NEW.id" : "NEW.application_id");
  const condition = sql`${column} = ${sql.lit(applicationId)}`;
  if (opened.dialect === "sqlite") {
    await sql`CREATE TRIGGER ${name} BEFORE INSERT ON ${sql.table(table)} WHEN ${condition}
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(opened.db);
    await sql`CREATE TRIGGER ${sql.id(`refuse_${table}_update`)} BEFORE UPDATE ON ${sql.table(table)}
      WHEN ${condition} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(opened.db);
    return;
  }
  await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`.execute(opened.db);
  await sql`CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${sql.table(table)}
      FOR EACH ROW WHEN (${condition}) EXECUTE FUNCTION ${name}()`.execute(opened.db);
}

async function allowWrites(
  opened: OpenedDatabase,
  table: "applications" | "step_submissions",
): Promise<void> {
  const name = sql.id(`refuse_${table}`);
  if (opened.dialect === "sqlite") {
    await sql`DROP TRIGGER ${name}`.execute(opened.db);
    await sql`DROP TRIGGER ${sql.id(`refuse_${table}_update`)}`.execute(opened.db);
    return;
  }
  await sql`DROP TRIGGER ${name} ON ${sql.table(table)}`.execute(opened.db);
  await sql`DROP FUNCTION ${name}()`.execute(opened.db);
}
