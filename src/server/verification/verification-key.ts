/**
 * The key one-time codes are hashed with (HMAC-SHA-256), kept in `DATA_DIR/verification.key`
 * (0600) and created on first start. Instances that share a database share this file too, or a
 * code sent by one is refused by another.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const KEY_BYTES = 32;

export function loadOrCreateVerificationKey(dataDir: string): Buffer {
  const file = path.join(dataDir, "verification.key");
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
  if (key.length !== KEY_BYTES) throw new Error(`${file} is not a valid verification key`);
  return key;
}
