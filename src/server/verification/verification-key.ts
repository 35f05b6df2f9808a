/**
 * The key one-time codes are hashed with (HMAC-SHA-256), kept in `DATA_DIR/verification.key`
 * (0600) and created on first start. Instances that share a database share this file too, or a
 * code sent by one is refused by another.
 */
import { loadOrCreateKeyFile } from "../security/key-file.ts";

export function loadOrCreateVerificationKey(dataDir: string): Buffer {
  return loadOrCreateKeyFile(dataDir, "verification.key");
}
