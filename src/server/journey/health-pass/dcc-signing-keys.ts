/**
 * The keys a health certificate's signature is checked against, as compliance configures them
 * (config/health-pass-signing-keys.json, or the file HEALTH_PASS_SIGNING_KEYS names): the document
 * signer certificates the EU gateway publishes, each found by its key id (the first 8 bytes of the
 * SHA-256 of its DER form), or a public key with the key id it signs under.
 */
import { createHash, createPublicKey, X509Certificate, type KeyObject } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../config/project-root.ts";

export const HEALTH_PASS_SIGNING_KEYS_FILE = path.join(
  PROJECT_ROOT,
  "config/health-pass-signing-keys.json",
);

/** One key of the file: a certificate (base64 DER or PEM), or a key id with a public key (PEM). */
export type SigningKeyEntry =
  { certificate: string; country?: string } | { kid: string; publicKey: string; country?: string };

/** The keys by their id (base64). Empty: none configured, the signature cannot be checked. */
export type SigningKeys = ReadonlyMap<string, KeyObject>;

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

function certificateOf(text: string): X509Certificate {
  const trimmed = text.trim();
  return new X509Certificate(
    trimmed.startsWith("-----BEGIN") ? trimmed : Buffer.from(trimmed, "base64"),
  );
}

/** The key id of a document signer certificate, as the EU gateway computes it. */
export function kidOfCertificate(certificate: X509Certificate): string {
  return base64Of(createHash("sha256").update(certificate.raw).digest().subarray(0, 8));
}

/** The file's keys; a file that is not what the comment above says throws with where it is wrong. */
export function signingKeysOf(document: unknown, source: string): SigningKeys {
  const entries = (document as { signingKeys?: unknown } | null)?.signingKeys;
  if (!Array.isArray(entries))
    throw new Error(`${source}: "signingKeys" must be a list (empty when none is configured)`);
  const keys = new Map<string, KeyObject>();
  entries.forEach((entry: Partial<Record<string, unknown>>, index) => {
    const at = `${source}: signingKeys[${index}]`;
    try {
      if (typeof entry?.certificate === "string") {
        const certificate = certificateOf(entry.certificate);
        keys.set(kidOfCertificate(certificate), certificate.publicKey);
      } else if (typeof entry?.kid === "string" && typeof entry.publicKey === "string") {
        if (Buffer.from(entry.kid, "base64").length !== 8)
          throw new Error('"kid" must be 8 bytes in base64');
        keys.set(entry.kid, createPublicKey(entry.publicKey));
      } else throw new Error('give "certificate", or "kid" with "publicKey"');
    } catch (error) {
      throw new Error(`${at}: ${(error as Error).message}`, { cause: error });
    }
  });
  return keys;
}

export function loadSigningKeys(file = HEALTH_PASS_SIGNING_KEYS_FILE): SigningKeys {
  return signingKeysOf(JSON.parse(fs.readFileSync(file, "utf8")), file);
}
