/**
 * The hand-off's one-time codes on each database: one phone per code also when many try at
 * once, valid until exactly ten minutes, a newer code revoking the older (which is then told
 * "replaced"; a code the hand-off's end revoked, in the very millisecond too, "expired"), and the
 * clean-up keeping an expired code a day so a late phone is told "expired".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDOFF_CODE_TTL_MS } from "../../src/server/handoff/handoff-codes.ts";
import { Handoffs } from "../../src/server/handoff/handoffs.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import {
  CODE_KEPT_AFTER_EXPIRY_MS,
  deleteExpiredData,
} from "../../src/server/storage/expired-data.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { registeredInStore, startServer, type TestServer } from "./test-server.ts";

describe.each(storageTargets)("hand-off codes on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let now = 1_800_000_000_000;
  let handoffs: Handoffs;

  beforeAll(async () => {
    server = await startServer(testDatabase);
    handoffs = new Handoffs(server.database.db, () => now);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function newApplication(): Promise<string> {
    const { token } = await registeredInStore(server, "codes");
    return (await server.services.store.findSessionApplication(hashSessionToken(token)))!;
  }

  it("opens one phone of ten trying the same code at once", async () => {
    const applicationId = await newApplication();
    const code = await handoffs.start(applicationId);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => handoffs.codes.redeem(code, "eu")),
    );
    expect(outcomes.filter((o) => "applicationId" in o)).toEqual([{ applicationId }]);
    expect(outcomes.filter((o) => "refused" in o && o.refused === "used")).toHaveLength(9);
  });

  it("is good until its ten minutes are up, not a moment longer", async () => {
    const applicationId = await newApplication();
    const code = await handoffs.start(applicationId);
    now += HANDOFF_CODE_TTL_MS - 1;
    expect(await handoffs.codes.redeem(code, "eu")).toEqual({ applicationId });
    const late = await handoffs.start(applicationId);
    now += HANDOFF_CODE_TTL_MS;
    expect(await handoffs.codes.redeem(late, "eu")).toEqual({ refused: "expired" });
  });

  it("revokes the earlier code when a newer one is issued, and starts the progress afresh", async () => {
    const applicationId = await newApplication();
    const first = await handoffs.start(applicationId);
    await handoffs.progress.mark(applicationId, "skipped_at");
    const second = await handoffs.start(applicationId);
    expect(await handoffs.codes.redeem(first, "eu")).toEqual({ refused: "replaced" });
    expect((await handoffs.progress.of(applicationId))?.skipped).toBe(false);
    expect(await handoffs.codes.redeem(second, "eu")).toEqual({ applicationId });
  });

  it("tells a code revoked in the millisecond it was issued (the hand-off ended at once) expired, not replaced", async () => {
    const applicationId = await newApplication();
    const code = await handoffs.start(applicationId);
    await handoffs.codes.revoke(applicationId);
    expect(await handoffs.codes.redeem(code, "eu")).toEqual({ refused: "expired" });
  });

  it("keeps an expired code a day for its refusal, then deletes it", async () => {
    const applicationId = await newApplication();
    const code = await handoffs.start(applicationId);
    const expiresAt = now + HANDOFF_CODE_TTL_MS;
    await deleteExpiredData(server.database.db, {
      now: expiresAt + CODE_KEPT_AFTER_EXPIRY_MS - 1,
      abandonedBefore: 0,
    });
    now = expiresAt;
    expect(await handoffs.codes.redeem(code, "eu")).toEqual({ refused: "expired" });
    await deleteExpiredData(server.database.db, {
      now: expiresAt + CODE_KEPT_AFTER_EXPIRY_MS,
      abandonedBefore: 0,
    });
    expect(await handoffs.codes.redeem(code, "eu")).toEqual({ refused: "unknown" });
  });
});
