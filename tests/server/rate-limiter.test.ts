/**
 * The rate limiter on each database: windows, waits, parallel hits, undo and reset, clean-up; and
 * blur validation counted in memory: per process on SQLite, shared in batches on PostgreSQL.
 */
import fs from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitSettings,
} from "../../src/server/limits/rate-limit-settings.ts";
import { RateLimiter } from "../../src/server/limits/rate-limiter.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir } from "./test-server.ts";

const MINUTE = 60_000;
const LIMITS: RateLimitSettings = {
  ...DEFAULT_RATE_LIMITS,
  loginAccount: { max: 5, windowMs: 15 * MINUTE },
  validate: { max: 3, windowMs: MINUTE },
  registration: { max: 3, windowMs: MINUTE },
};

describe.each(storageTargets)("rate limiter on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let opened: OpenedDatabase;
  let dataDir: string;
  let now = 1_700_000_000_000;
  let limiter: RateLimiter;
  let subjects = 0;
  /** A subject no other test counts against. */
  const fresh = () => `subject-${++subjects}`;

  beforeAll(async () => {
    dataDir = makeTempDir();
    opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    await migrateToLatest(opened.db as unknown as Kysely<unknown>);
    limiter = new RateLimiter(opened.db, LIMITS, () => now);
  });
  afterAll(async () => {
    await opened?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("allows `max` hits in a window, then refuses until the window that opened with the first hit closes", async () => {
    const subject = fresh();
    const opened = now;
    for (let i = 0; i < 5; i++) {
      expect(await limiter.hit("loginAccount", subject)).toEqual({
        allowed: true,
        retryAfterMs: 0,
      });
      now += MINUTE;
    }
    // Five minutes after the first hit: ten minutes to go.
    expect(await limiter.hit("loginAccount", subject)).toEqual({
      allowed: false,
      retryAfterMs: 10 * MINUTE,
    });
    now = opened + 15 * MINUTE - 1;
    expect(await limiter.hit("loginAccount", subject)).toEqual({ allowed: false, retryAfterMs: 1 });
    now = opened + 15 * MINUTE;
    expect((await limiter.hit("loginAccount", subject)).allowed).toBe(true);
  });

  it("counts each limit and each subject apart", async () => {
    const subject = fresh();
    for (let i = 0; i < 3; i++)
      expect((await limiter.hit("registration", subject)).allowed).toBe(true);
    expect((await limiter.hit("registration", subject)).allowed).toBe(false);
    expect((await limiter.hit("registration", fresh())).allowed).toBe(true);
    expect((await limiter.hit("loginAccount", subject)).allowed).toBe(true);
  });

  it("lets exactly `max` of 50 parallel hits through", async () => {
    const subject = fresh();
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => limiter.hit("loginAccount", subject)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it("takes a hit back (undo), never below zero, and forgets a subject (reset)", async () => {
    const subject = fresh();
    for (let i = 0; i < 3; i++) await limiter.hit("registration", subject);
    await limiter.undo("registration", subject);
    expect((await limiter.hit("registration", subject)).allowed).toBe(true);
    expect((await limiter.hit("registration", subject)).allowed).toBe(false);
    await limiter.reset("registration", subject);
    for (let i = 0; i < 5; i++) await limiter.undo("registration", subject);
    for (let i = 0; i < 3; i++)
      expect((await limiter.hit("registration", subject)).allowed).toBe(true);
    expect((await limiter.hit("registration", subject)).allowed).toBe(false);
  });

  it("stores no address or email, only a hash of it", async () => {
    await limiter.hit("loginAddress", "198.51.100.23");
    const keys = await opened.db.selectFrom("rate_limits").select("key").execute();
    expect(keys.some((row) => row.key.startsWith("loginAddress:"))).toBe(true);
    for (const { key } of keys) {
      expect(key).toMatch(/^[A-Za-z]+:[0-9a-f]{64}$/);
      expect(key).not.toContain("198.51.100.23");
    }
  });

  it("deletes counters whose longest window has closed", async () => {
    const subject = fresh();
    await limiter.hit("registration", subject);
    const longest = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));
    now += longest + 2 * MINUTE;
    await limiter.hit("registration", fresh());
    const count = await opened.db
      .selectFrom("rate_limits")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  if (target === "sqlite")
    it("counts blur validation in memory: no row in the database, each instance its own share", async () => {
      const subject = fresh();
      const before = await opened.db.selectFrom("rate_limits").select("key").execute();
      for (let i = 0; i < 3; i++)
        expect((await limiter.hit("validate", subject)).allowed).toBe(true);
      expect(await limiter.hit("validate", subject)).toEqual({
        allowed: false,
        retryAfterMs: MINUTE,
      });
      const after = await opened.db.selectFrom("rate_limits").select("key").execute();
      expect(after).toEqual(before);
      const otherInstance = new RateLimiter(opened.db, LIMITS, () => now);
      expect((await otherInstance.hit("validate", subject)).allowed).toBe(true);
      now += MINUTE;
      expect((await limiter.hit("validate", subject)).allowed).toBe(true);
    });

  if (target === "postgres")
    it("counts blur validation in memory and shares it: instances count one session together", async () => {
      const subject = fresh();
      const otherInstance = new RateLimiter(opened.db, LIMITS, () => now);
      // Two hits here, one there: each instance alone is under the limit of 3...
      expect((await limiter.hit("validate", subject)).allowed).toBe(true);
      expect((await limiter.hit("validate", subject)).allowed).toBe(true);
      expect((await otherInstance.hit("validate", subject)).allowed).toBe(true);
      // ...and once the other has shared its count after this one, a fourth hit is refused there.
      await limiter.sync();
      await otherInstance.sync();
      expect(await otherInstance.hit("validate", subject)).toMatchObject({ allowed: false });
      // This instance learns the shared total when it next shares its own hits: its view may be
      // one interval late, never more.
      await limiter.hit("validate", subject);
      await limiter.sync();
      expect(await limiter.hit("validate", subject)).toMatchObject({ allowed: false });
      await limiter.sync();
      await otherInstance.sync();
      const row = await opened.db
        .selectFrom("rate_limits")
        .select("hits")
        .where("key", "=", `validate:${subject}`)
        .executeTakeFirstOrThrow();
      expect(row.hits).toBe(6);
      // The window closes for both.
      now += MINUTE;
      expect((await otherInstance.hit("validate", subject)).allowed).toBe(true);
      await otherInstance.sync();
      expect((await limiter.hit("validate", subject)).allowed).toBe(true);
    });

  if (target === "postgres")
    it("reads the others' hits on sync even when it has none of its own to send", async () => {
      const subject = fresh();
      const otherInstance = new RateLimiter(opened.db, LIMITS, () => now);
      // This instance sends its two hits first; the other sends its one after, to a total of 3.
      await limiter.hit("validate", subject);
      await limiter.hit("validate", subject);
      await limiter.sync();
      await otherInstance.hit("validate", subject);
      await otherInstance.sync();
      // Nothing left to send here, yet the sync brings the total of 3: a fourth hit is refused.
      await limiter.sync();
      expect(await limiter.hit("validate", subject)).toMatchObject({ allowed: false });
    });

  if (target === "postgres")
    it("shares its counts by itself within moments", async () => {
      const subject = fresh();
      const otherInstance = new RateLimiter(opened.db, LIMITS, () => now);
      for (let i = 0; i < 3; i++) await limiter.hit("validate", subject);
      // No sync called: the instance sends its counts within its interval (200 ms).
      await expect
        .poll(
          async () =>
            (
              await opened.db
                .selectFrom("rate_limits")
                .select("hits")
                .where("key", "=", `validate:${subject}`)
                .executeTakeFirst()
            )?.hits,
          { timeout: 2000 },
        )
        .toBe(3);
      expect(await otherInstance.hit("validate", subject)).toMatchObject({ allowed: true });
      await otherInstance.sync();
      expect(await otherInstance.hit("validate", subject)).toMatchObject({ allowed: false });
    });
});
