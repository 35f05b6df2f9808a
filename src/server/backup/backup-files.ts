/**
 * What a backup folder holds, by name: the database (SQLite's file, or PostgreSQL's dump in
 * pg_dump's custom format), the keys of DATA_DIR, the photos kept as files, and a manifest that
 * says what was taken, from which database, when, with each file's SHA-256.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SQLITE_FILE = "onboarding.sqlite";
export const POSTGRES_DUMP = "onboarding.dump";
export const MANIFEST = "manifest.json";
/** DATA_DIR's keys: the bot check's, the codes' and owner addresses', the scan tokens'. */
export const KEY_FILES = ["altcha.key", "verification.key", "journey.key"] as const;
/** The photos, where they are kept as files (no CAPTURE_STORAGE_URL). */
export const UPLOADS_DIR = "uploads";

export interface BackupManifest {
  /** The format of this folder; a restore refuses another. */
  format: 1;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  /** The migrations the database had: a restore runs the server's others. */
  migrations: number;
  /** Every file of the backup, by its path in the folder, with its SHA-256. */
  files: Record<string, string>;
  /** What the backup does not hold and must be kept elsewhere. */
  notHeld: string[];
}

export function sha256Of(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Every file under `dir`, by its path relative to it ("/"-separated). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}
