/** An ApplicationStore on the test database, migrated in a fresh data folder, for its own tests. */
import fs from "node:fs";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { ApplicationStore } from "../../src/server/storage/application-store/application-store.ts";
import { openDatabase, type OpenedDatabase } from "../../src/server/storage/database.ts";
import { migrateToLatest } from "../../src/server/storage/migrate.ts";
import type { TestDatabase } from "./test-database.ts";
import { makeTempDir } from "./test-server.ts";

export interface StoreUnderTest {
  opened: OpenedDatabase;
  /** The store, on the clock it was opened with. */
  store: ApplicationStore;
  /** Creates an application (brand "eu", English, desktop) in the store; answers its id. */
  newApplication: () => Promise<string>;
  /** Closes the database and removes the data folder. */
  close: () => Promise<void>;
}

/**
 * Opens the test database (of its target) in a fresh data folder, migrates it to the latest
 * schema and makes a store on it whose clock is `now`.
 */
export async function openStoreUnderTest(
  testDatabase: TestDatabase,
  now: () => number,
): Promise<StoreUnderTest> {
  const dataDir = makeTempDir();
  let opened: OpenedDatabase | undefined;
  const close = async () => {
    await opened?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    opened = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
    expect(opened.dialect).toBe(testDatabase.target);
    await migrateToLatest(opened.db as unknown as Kysely<unknown>);
  } catch (error) {
    await close();
    throw error;
  }
  const store = new ApplicationStore(opened.db, now);
  const newApplication = () =>
    store.createApplication({ brand: "eu", language: "en", device: "desktop" });
  return { opened, store, newApplication, close };
}
