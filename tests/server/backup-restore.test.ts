/**
 * A backup taken while the server runs, restored into a fresh deployment (a new DATA_DIR, and on
 * PostgreSQL a new database), carries the applications on: the applicant logs in there with the
 * same password, lands where they stood and answers the next step. A restore refuses what would
 * lose or mix data: a DATA_DIR that holds a database, a database that is not empty, a backup of
 * the other kind, a file changed since the backup.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeBackup } from "../../src/server/backup/take-backup.ts";
import { restoreBackup } from "../../src/server/backup/restore-backup.ts";
import { SAVED_BEFORE_DECLARATIONS } from "./saved-answers.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  makeTempDir,
  registerThroughApi,
  savedSteps,
  startServer,
  STRONG_PASSWORD,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("a backup on %s", (target) => {
  const live = useTestDatabase(target);
  const fresh = useTestDatabase(target);
  const liveDir = makeTempDir();
  const freshDir = makeTempDir();
  const backupDir = path.join(makeTempDir(), "backup");
  const urlOf = (database: { databaseUrl: string }) => database.databaseUrl || undefined;
  let server: TestServer;
  let email: string;
  let stoodAt: unknown;

  const login = (on: TestServer) =>
    on.newToken("EN").then((token) =>
      on.post("new-login", {
        languageCode: "EN",
        token,
        loginEmail: email,
        loginPassword: STRONG_PASSWORD,
        residenceCountry: "IE",
      }),
    );

  beforeAll(async () => {
    server = await startServer(live, { dataDir: liveDir });
    const registered = await registerThroughApi(server, "backed-up");
    email = registered.email;
    await savedSteps(server, registered.token, SAVED_BEFORE_DECLARATIONS);
    stoodAt = (await login(server)).body.next;
  });
  afterAll(async () => {
    await server?.close();
    for (const dir of [liveDir, freshDir, path.dirname(backupDir)])
      fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is taken while the server runs, with DATA_DIR's keys and a manifest", async () => {
    const manifest = await takeBackup(
      { dataDir: liveDir, databaseUrl: urlOf(live) },
      backupDir,
      new Date("2026-12-04T10:00:00Z"),
    );
    expect(manifest.dialect).toBe(target);
    expect(manifest.migrations).toBeGreaterThan(25);
    expect(Object.keys(manifest.files)).toEqual(
      expect.arrayContaining([
        target === "sqlite" ? "onboarding.sqlite" : "onboarding.dump",
        "altcha.key",
        "verification.key",
        "journey.key",
      ]),
    );
    // The server goes on meanwhile.
    expect((await login(server)).status).toBe(200);
  });

  it("refuses to go into a deployment that holds data, or to be of the other kind", async () => {
    await expect(
      restoreBackup(backupDir, { dataDir: liveDir, databaseUrl: urlOf(live) }),
    ).rejects.toThrow(
      target === "sqlite"
        ? /exists: restore into a fresh DATA_DIR/
        : /not empty: restore into a new one/,
    );
    const otherKind =
      target === "sqlite"
        ? { dataDir: freshDir, databaseUrl: "postgres://nobody@127.0.0.1:1/none" }
        : { dataDir: freshDir };
    await expect(restoreBackup(backupDir, otherKind)).rejects.toThrow(/the backup is of/);
    expect(fs.existsSync(path.join(freshDir, "onboarding.sqlite"))).toBe(false);
  });

  it("refuses a backup whose files changed since", async () => {
    const copy = path.join(path.dirname(backupDir), "changed");
    fs.cpSync(backupDir, copy, { recursive: true });
    fs.appendFileSync(path.join(copy, "verification.key"), "x");
    await expect(
      restoreBackup(copy, { dataDir: freshDir, databaseUrl: urlOf(fresh) }),
    ).rejects.toThrow(/verification.key is not as it was backed up/);
  });

  it("restored into a fresh deployment, carries the application on", async () => {
    await server.close();
    await restoreBackup(backupDir, { dataDir: freshDir, databaseUrl: urlOf(fresh) });
    server = await startServer(fresh, { dataDir: freshDir });
    const again = await login(server);
    expect(again.status).toBe(200);
    expect(again.body.next).toBe(stoodAt);
    expect(stoodAt).toBe("declarationAcceptance");
    const answered = await server.post("currency-choice", {
      languageCode: "EN",
      token: again.body.token,
      currencyChoice: 1,
    });
    expect(answered.status).toBe(200);
    // A code hashed with the restored verification key: the same key as before.
    expect(fs.readFileSync(path.join(freshDir, "verification.key"))).toEqual(
      fs.readFileSync(path.join(liveDir, "verification.key")),
    );
  });
});
