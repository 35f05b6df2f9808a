/** One-time codes on each database, with a clock of the test's own: expiry, single use, tries, limits. */
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../src/server/limits/rate-limit-settings.ts";
import { RateLimiter } from "../../src/server/limits/rate-limiter.ts";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import { VerificationStore } from "../../src/server/storage/verification-store.ts";
import { VerificationService } from "../../src/server/verification/verification-service.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { makeTempDir } from "./test-server.ts";

const MINUTE = 60_000;

describe.each(storageTargets)("verification codes on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let opened: OpenedDatabase;
  let dataDir: string;
  let now = 1_800_000_000_000;
  let service: VerificationService;
  let store: ApplicationStore;
  let numbers = 0;
  const destination = () => `+4860010${String(++numbers).padStart(4, "0")}`;
  const application = () =>
    store.createApplication({ brand: "eu", language: "en", device: "desktop" });

  beforeAll(async () => {
    dataDir = makeTempDir();
    opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    await migrateToLatest(opened.db as unknown as Kysely<unknown>);
    store = new ApplicationStore(opened.db, () => now);
    const limits = new RateLimiter(
      opened.db,
      { ...DEFAULT_RATE_LIMITS, codeApplication: { max: 10, windowMs: 24 * 60 * MINUTE } },
      () => now,
    );
    service = new VerificationService(
      new VerificationStore(opened.db),
      randomBytes(32),
      limits,
      { codeTtlMs: 10 * MINUTE, maxTries: 5 },
      () => now,
    );
  });
  afterAll(async () => {
    await opened?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function issue(applicationId: string, to: string, address = "198.51.100.7") {
    const issued = await service.issue({
      applicationId,
      channel: "sms",
      destination: to,
      clientAddress: address,
    });
    if (!issued.issued) throw new Error("refused");
    return issued;
  }

  it("makes six digits, valid for 10 minutes and not a moment longer", async () => {
    const id = await application();
    const to = destination();
    const { code } = await issue(id, to);
    expect(code).toMatch(/^\d{6}$/);
    const start = now;
    now = start + 10 * MINUTE;
    expect(
      await service.check({ applicationId: id, channel: "sms", destination: to }, code),
    ).toEqual({
      outcome: "expired",
    });
    now = start;
    const fresh = await issue(id, to);
    now = start + 10 * MINUTE - 1;
    expect(
      await service.check({ applicationId: id, channel: "sms", destination: to }, fresh.code),
    ).toEqual({ outcome: "verified", subject: null });
    now = start;
  });

  it("takes a code once, even when two correct tries arrive together", async () => {
    const id = await application();
    const to = destination();
    const { code } = await issue(id, to);
    const binding = { applicationId: id, channel: "sms" as const, destination: to };
    const results = await Promise.all([service.check(binding, code), service.check(binding, code)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["dead", "verified"]);
  });

  it("allows 5 wrong tries in all, also when they arrive together", async () => {
    const id = await application();
    const to = destination();
    const { code } = await issue(id, to);
    const wrong = code === "000000" ? "999999" : "000000";
    const binding = { applicationId: id, channel: "sms" as const, destination: to };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => service.check(binding, wrong)),
    );
    expect(results.filter((r) => r.outcome === "wrong")).toHaveLength(4);
    expect(await service.check(binding, code)).toEqual({ outcome: "dead" });
  });

  it("withdraws a send whose message failed: the code goes and the limits forget it", async () => {
    const id = await application();
    const to = destination();
    const first = await issue(id, to);
    await first.withdraw();
    expect(await service.sentCount(id, "sms")).toBe(0);
    expect(
      await service.check({ applicationId: id, channel: "sms", destination: to }, first.code),
    ).toEqual({ outcome: "none" });
    for (let i = 0; i < 3; i++) await issue(id, to);
    expect(await service.sentCount(id, "sms")).toBe(3);
  });

  it("limits sends: 3 per number in 15 minutes, 10 per application a day; a refusal counts nothing", async () => {
    const id = await application();
    const to = destination();
    for (let i = 0; i < 3; i++) await issue(id, to);
    const refused = await service.issue({
      applicationId: id,
      channel: "sms",
      destination: to,
      clientAddress: "198.51.100.8",
    });
    expect(refused).toEqual({ issued: false, retryAfterMs: 15 * MINUTE });
    for (let i = 0; i < 7; i++) await issue(id, destination(), `198.51.100.${20 + i}`);
    const daily = await service.issue({
      applicationId: id,
      channel: "sms",
      destination: destination(),
      clientAddress: "198.51.100.99",
    });
    expect(daily.issued).toBe(false);
    now += 15 * MINUTE;
    // The number's window has closed, the application's day has not.
    expect(
      (
        await service.issue({
          applicationId: id,
          channel: "sms",
          destination: to,
          clientAddress: "198.51.100.9",
        })
      ).issued,
    ).toBe(false);
    now += 24 * 60 * MINUTE;
    expect(
      (
        await service.issue({
          applicationId: id,
          channel: "sms",
          destination: to,
          clientAddress: "198.51.100.9",
        })
      ).issued,
    ).toBe(true);
  });
});
