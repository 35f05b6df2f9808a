/**
 * A backup (take-backup.ts) put back into a fresh deployment: its files checked against the
 * manifest first, then the database restored (SQLite's file into DATA_DIR, or the dump into an
 * empty PostgreSQL database by pg_restore), the keys into DATA_DIR and the photos under it. It
 * refuses, before it changes anything, a folder that is not a whole backup, a database of the
 * other kind, a DATA_DIR that already holds a database or other keys, and a PostgreSQL database
 * that is not empty. The server, started on it, applies the migrations it lacks.
 */
import fs from "node:fs";
import path from "node:path";
import { prepareDataDir } from "../storage/data-dir.ts";
import {
  KEY_FILES,
  MANIFEST,
  POSTGRES_DUMP,
  sha256Of,
  SQLITE_FILE,
  UPLOADS_DIR,
  type BackupManifest,
} from "./backup-files.ts";
import { connectionOf, countIn, runPostgresTool } from "./postgres-tools.ts";

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL's (an empty database); none means SQLite under DATA_DIR. */
  databaseUrl?: string | undefined;
}

/** Reads and checks the backup in `folder`: its manifest, and every file's SHA-256. */
export function readBackup(folder: string): BackupManifest {
  const manifestFile = path.join(folder, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${folder} holds no ${MANIFEST}: not a backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${folder}: a backup of another format`);
  for (const [file, sha256] of Object.entries(manifest.files)) {
    const present = path.join(folder, file);
    if (!fs.existsSync(present)) throw new Error(`${folder}: ${file} is missing`);
    if (sha256Of(present) !== sha256)
      throw new Error(`${folder}: ${file} is not as it was backed up`);
  }
  return manifest;
}

export async function restoreBackup(
  folder: string,
  target: RestoreTarget,
): Promise<BackupManifest> {
  const manifest = readBackup(folder);
  const wanted = target.databaseUrl ? "postgres" : "sqlite";
  if (manifest.dialect !== wanted)
    throw new Error(
      `the backup is of ${manifest.dialect === "sqlite" ? "SQLite" : "PostgreSQL"}; ` +
        (wanted === "sqlite"
          ? "set DATABASE_URL to restore it"
          : "unset DATABASE_URL to restore it"),
    );
  refuseOtherKeys(folder, target.dataDir);
  if (target.databaseUrl) await refuseFilledDatabase(target.databaseUrl);
  else if (fs.existsSync(path.join(target.dataDir, SQLITE_FILE)))
    throw new Error(
      `${path.join(target.dataDir, SQLITE_FILE)} exists: restore into a fresh DATA_DIR`,
    );

  prepareDataDir(target.dataDir);
  if (target.databaseUrl) {
    const { url, env } = connectionOf(target.databaseUrl);
    await runPostgresTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${url}`,
        path.join(folder, POSTGRES_DUMP),
      ],
      env,
    );
  } else {
    fs.copyFileSync(path.join(folder, SQLITE_FILE), path.join(target.dataDir, SQLITE_FILE));
    fs.chmodSync(path.join(target.dataDir, SQLITE_FILE), 0o600);
  }
  for (const key of KEY_FILES) {
    const file = path.join(folder, key);
    if (fs.existsSync(file)) {
      fs.copyFileSync(file, path.join(target.dataDir, key));
      fs.chmodSync(path.join(target.dataDir, key), 0o600);
    }
  }
  const uploads = path.join(folder, UPLOADS_DIR);
  if (fs.existsSync(uploads))
    fs.cpSync(uploads, path.join(target.dataDir, UPLOADS_DIR), { recursive: true, force: false });
  return manifest;
}

/** A key already in DATA_DIR that differs from the backup's would sign what the other cannot read. */
function refuseOtherKeys(folder: string, dataDir: string): void {
  for (const key of KEY_FILES) {
    const backedUp = path.join(folder, key);
    const present = path.join(dataDir, key);
    if (
      fs.existsSync(backedUp) &&
      fs.existsSync(present) &&
      sha256Of(backedUp) !== sha256Of(present)
    )
      throw new Error(`${present} differs from the backup's: restore into a fresh DATA_DIR`);
  }
}

async function refuseFilledDatabase(databaseUrl: string): Promise<void> {
  const tables = await countIn(
    databaseUrl,
    "select count(*) as n from information_schema.tables where table_schema = current_schema()",
  );
  if (tables > 0)
    throw new Error("the database named by DATABASE_URL is not empty: restore into a new one");
}
