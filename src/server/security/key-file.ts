/**
 * A 32-byte server key kept in a file of `DATA_DIR` (hex, 0600), created on first start.
 * Instances that share a database share these files too, or what one signs the other refuses.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const KEY_BYTES = 32;

export function loadOrCreateKeyFile(dataDir: string, fileName: string): Buffer {
  const file = path.join(dataDir, fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(KEY_BYTES).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another instance starting at the same moment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
  if (key.length !== KEY_BYTES) throw new Error(`${file} is not a valid key file`);
  return key;
}
