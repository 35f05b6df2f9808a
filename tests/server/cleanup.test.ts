/**
 * The clean-up on each database: it deletes expired sessions and challenges, and applications
 * abandoned before registration with everything they hold, and nothing else; running it again,
 * or on two servers at once, changes nothing more.
 */
import fs from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CleanupJob } from "../../src/server/maintenance/cleanup-job.ts";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { deleteExpiredData } from "../../src/server/storage/expired-data.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir, uniqueEmail } from "./test-server.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const NOW = 1_800_000_000_000;
const ABANDONED_AFTER = 30 * DAY;
const silentLog = { info: () => undefined, warn: () => undefined };

describe.each(storageTargets)("clean-up on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let dataDir: string;
  let opened: OpenedDatabase;
  let now = NOW;
  let store: ApplicationStore;
  let tokenCount = 0;

  const jobOn = (database: OpenedDatabase) =>
    new CleanupJob({
      intervalMs: HOUR,
      abandonedApplicationMs: ABANDONED_AFTER,
      deleteExpired: (limits) => deleteExpiredData(database.db, limits),
      log: silentLog,
      now: () => NOW,
    });

  /**
   * An application last active `ageMs` before NOW, with a session of `sessionTtlMs` and data in
   * every table, registered with `registeredAs` if given.
   */
  async function application(
    ageMs: number,
    options: { registeredAs?: string; sessionTtlMs?: number } = {},
  ): Promise<string> {
    now = NOW - ageMs;
    const id = await store.createApplication({ brand: "eu", language: "en", device: "desktop" });
    await store.createSession(
      id,
      `${++tokenCount}`.padStart(64, "0"),
      options.sessionTtlMs ?? HOUR,
    );
    await store.saveSubmission(id, {
      step: "dataUploadChoice",
      variant: "dataUploadChoice",
      data: { dataUploadChoice: 1 },
      schemaHash: "a".repeat(64),
    });
    await store.recordAnalyticsEvent(id, {
      event: "step",
      step: 1,
      route: "newAccount",
      browser: "Firefox",
      device: "desktop",
      os: "Linux",
    });
    await store.recordDocumentScan(id, { journeyId: null, highLevelResult: null, values: {} });
    if (options.registeredAs)
      await store.setCredentials(id, options.registeredAs, "scrypt$x", "IE");
    // Every write above touched the application; set its last activity to the age wanted.
    await opened.db
      .updateTable("applications")
      .set({ updated_at: NOW - ageMs })
      .where("id", "=", id)
      .execute();
    return id;
  }

  /** Application ids that still have rows in each table. */
  async function remaining() {
    const db = opened.db;
    const ids = async (
      table: "sessions" | "step_submissions" | "analytics_events" | "document_scans",
    ) =>
      [
        ...new Set(
          (await db.selectFrom(table).select("application_id").execute()).map(
            (r) => r.application_id,
          ),
        ),
      ].sort();
    return {
      applications: (await db.selectFrom("applications").select("id").execute())
        .map((r) => r.id)
        .sort(),
      sessions: await ids("sessions"),
      step_submissions: await ids("step_submissions"),
      analytics_events: await ids("analytics_events"),
      document_scans: await ids("document_scans"),
    };
  }

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

  it("deletes exactly the expired sessions and challenges and the abandoned applications with their rows", async () => {
    const abandoned = await application(31 * DAY);
    const abandonedLongAgo = await application(400 * DAY);
    const recent = await application(29 * DAY, { sessionTtlMs: DAY });
    const atTheLimit = await application(30 * DAY);
    const email = uniqueEmail("kept");
    const registered = await application(400 * DAY, { registeredAs: email });
    // Its email belonged to another application: registered, without a login.
    const registeredWithoutLogin = await application(400 * DAY, { registeredAs: email });
    const withLiveSession = await application(31 * DAY, { sessionTtlMs: 32 * DAY });
    const sessionEndsNow = await application(HOUR, { sessionTtlMs: HOUR });
    await opened.db
      .insertInto("used_challenges")
      .values([
        { signature: "expired-challenge", expires_at: NOW - 1 },
        { signature: "live-challenge", expires_at: NOW + 1 },
      ])
      .execute();
    // One-time codes are kept a day after they expire (the day's send limit counts them).
    const code = (hash: string, expiresAt: number) => ({
      application_id: registered,
      channel: "sms",
      destination: "+48600100200",
      subject: null,
      code_hash: hash,
      created_at: expiresAt - 10 * 60_000,
      expires_at: expiresAt,
      failed_attempts: 0,
      used_at: null,
    });
    await opened.db
      .insertInto("verification_codes")
      .values([code("a".repeat(64), NOW - DAY), code("b".repeat(64), NOW - DAY + 1)])
      .execute();

    const kept = [
      recent,
      atTheLimit,
      registered,
      registeredWithoutLogin,
      withLiveSession,
      sessionEndsNow,
    ].sort();
    expect((await store.getApplication(registeredWithoutLogin))?.email).toBeNull();
    expect(await jobOn(opened).runOnce()).toEqual({
      // Every session except withLiveSession's has expired (sessionEndsNow's at NOW exactly).
      sessions: 7,
      challenges: 1,
      codes: 1,
      applications: 2,
    });
    expect(await remaining()).toEqual({
      applications: kept,
      sessions: [withLiveSession],
      step_submissions: kept,
      analytics_events: kept,
      document_scans: kept,
    });
    const codes = await opened.db.selectFrom("verification_codes").select("code_hash").execute();
    expect(codes.map((row) => row.code_hash)).toEqual(["b".repeat(64)]);
    const challenges = await opened.db.selectFrom("used_challenges").select("signature").execute();
    expect(challenges.map((row) => row.signature)).toEqual(["live-challenge"]);
    expect(await store.getApplication(abandoned)).toBeUndefined();
    expect(await store.getApplication(abandonedLongAgo)).toBeUndefined();

    // A second run finds nothing more.
    const before = await remaining();
    expect(await jobOn(opened).runOnce()).toEqual({
      sessions: 0,
      challenges: 0,
      codes: 0,
      applications: 0,
    });
    expect(await remaining()).toEqual(before);
  });

  it("two servers cleaning up at once delete each abandoned application once, and nothing else", async () => {
    const before = await remaining();
    const abandonedIds = await Promise.all(Array.from({ length: 20 }, () => application(60 * DAY)));
    const second = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    try {
      const [one, two] = await Promise.all([jobOn(opened).runOnce(), jobOn(second).runOnce()]);
      expect(one.applications + two.applications).toBe(abandonedIds.length);
      expect(one.sessions + two.sessions).toBe(abandonedIds.length);
    } finally {
      await second.db.destroy();
    }
    expect(await remaining()).toEqual(before);
  });
});
