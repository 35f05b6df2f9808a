/**
 * ApplicationStore on each database: used proof-of-work challenges, sessions (remembered ones
 * too), credentials, and an application's device and language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { AlreadyRegisteredError } from "../../src/server/storage/application-store/registration.ts";
import type { OpenedDatabase } from "../../src/server/storage/database.ts";
import { openStoreUnderTest, type StoreUnderTest } from "./store-under-test.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { uniqueEmail } from "./test-server.ts";

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
  });
});
