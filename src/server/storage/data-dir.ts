/**
 * Keeps DATA_DIR private to the server's user: the folder 0700, the SQLite files and the bot-check
 * key 0600. They hold personal data and a signing secret; nobody else on the machine reads them.
 */
import fs from "node:fs";

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** Creates the folder 0700, or takes group and other access away from one of ours that exists. */
export function prepareDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  restrictToOwner(dir, OWNER_ONLY_DIR);
}

/** Creates the file empty with mode 0600 unless it exists, then tightens it if it is ours. */
export function createOwnerOnlyFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", OWNER_ONLY_FILE));
  restrictToOwner(file, OWNER_ONLY_FILE);
}

/** Tightens an existing file to 0600; a missing file is left missing. */
export function restrictFileToOwner(file: string): void {
  if (fs.existsSync(file)) restrictToOwner(file, OWNER_ONLY_FILE);
}

/**
 * Takes group and other permissions away from a path this process owns. A path someone else
 * owns is theirs to set (and chmod would fail anyway).
 */
function restrictToOwner(target: string, mode: number): void {
  const stat = fs.statSync(target);
  if (process.getuid && stat.uid !== process.getuid()) return;
  if ((stat.mode & 0o777) !== mode) fs.chmodSync(target, mode);
}
