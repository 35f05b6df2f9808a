/**
 * A backup of one deployment while it runs: SQLite copied page by page with its online backup
 * (writers go on meanwhile; the copy is one consistent moment), or PostgreSQL dumped by pg_dump
 * (one transaction's snapshot), with the keys of DATA_DIR and the photos kept as files, into a
 * new folder, closed with a manifest. Keys given as settings and photos in an S3-compatible store
 * are not in DATA_DIR: the manifest names them, to be kept with the backup by other means.
 */
import fs from "node:fs";
import path from "node:path";
import {
  filesUnder,
  KEY_FILES,
  MANIFEST,
  POSTGRES_DUMP,
  sha256Of,
  SQLITE_FILE,
  UPLOADS_DIR,
  type BackupManifest,
} from "./backup-files.ts";
import { connectionOf, countIn, runPostgresTool } from "./postgres-tools.ts";

export interface BackupSource {
  dataDir: string;
  /** PostgreSQL's; none means the SQLite file under DATA_DIR. */
  databaseUrl?: string | undefined;
  /** The settings that replace key files (JOURNEY_TOKEN_KEY …), which the backup cannot hold. */
  keysFromSettings?: readonly string[];
  /** Photos are in an S3-compatible store (CAPTURE_STORAGE_URL), not under DATA_DIR. */
  photosInStore?: boolean;
}

/** Writes the backup into `destination`, which must not exist or be empty; answers its manifest. */
export async function takeBackup(
  source: BackupSource,
  destination: string,
  now = new Date(),
): Promise<BackupManifest> {
  if (fs.existsSync(destination) && fs.readdirSync(destination).length > 0)
    throw new Error(`${destination} is not empty: a backup goes into a new folder`);
  fs.mkdirSync(destination, { recursive: true, mode: 0o700 });
  const migrations = source.databaseUrl
    ? await dumpPostgres(source.databaseUrl, path.join(destination, POSTGRES_DUMP))
    : await copySqlite(source.dataDir, path.join(destination, SQLITE_FILE));
  for (const key of KEY_FILES) {
    const file = path.join(source.dataDir, key);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(destination, key));
  }
  const uploads = path.join(source.dataDir, UPLOADS_DIR);
  if (!source.photosInStore && fs.existsSync(uploads))
    fs.cpSync(uploads, path.join(destination, UPLOADS_DIR), { recursive: true });
  const files = Object.fromEntries(
    filesUnder(destination).map((file) => [file, sha256Of(path.join(destination, file))]),
  );
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    dialect: source.databaseUrl ? "postgres" : "sqlite",
    migrations,
    files,
    notHeld: [
      ...(source.keysFromSettings ?? []).map((name) => `the key in ${name}`),
      ...(source.photosInStore ? ["the photos in CAPTURE_STORAGE_URL's store"] : []),
    ],
  };
  fs.writeFileSync(path.join(destination, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  for (const file of Object.keys(files)) fs.chmodSync(path.join(destination, file), 0o600);
  return manifest;
}

/** SQLite's online backup of the server's file; answers how many migrations it had. */
async function copySqlite(dataDir: string, target: string): Promise<number> {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(file)) throw new Error(`there is no database at ${file}`);
  const { default: SqliteDatabase } = await import("better-sqlite3");
  const live = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SqliteDatabase(target, { readonly: true });
  try {
    return (copy.prepare("select count(*) as n from kysely_migration").get() as { n: number }).n;
  } finally {
    copy.close();
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<number> {
  const { url, env } = connectionOf(databaseUrl);
  await runPostgresTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, `--dbname=${url}`],
    env,
  );
  return countIn(databaseUrl, "select count(*) as n from kysely_migration");
}
