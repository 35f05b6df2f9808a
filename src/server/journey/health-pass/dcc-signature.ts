/**
 * A health certificate's COSE_Sign1 signature checked against the configured keys (RFC 9052
 * §4.4: the signature covers ["Signature1", protected header, empty external data, payload]).
 * ES256 and PS256 are the algorithms the EU certificates are signed with.
 */
import { constants, verify, type KeyObject } from "node:crypto";
import type { CoseSign1 } from "./dcc-decode.ts";
import type { SigningKeys } from "./dcc-signing-keys.ts";

/**
 * `valid`: signed by a configured key; `invalid`: the key is configured and the signature is not
 * its (or its algorithm is none of the two); `unknownKey`: keys are configured, this one is not
 * among them; `noKeys`: none are configured, so the signature is not checked.
 */
export type SignatureVerdict = "valid" | "invalid" | "unknownKey" | "noKeys";

const ES256 = -7;
const PS256 = -37;

/** A CBOR head: major type and length (RFC 8949 §3). */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

const byteString = (bytes: Uint8Array) => Buffer.concat([head(2, bytes.length), bytes]);

/** The bytes a COSE_Sign1 signature is made over. */
export function signedBytesOf(sign1: Pick<CoseSign1, "protectedHeader" | "payload">): Buffer {
  const context = Buffer.from("Signature1");
  return Buffer.concat([
    head(4, 4),
    head(3, context.length),
    context,
    byteString(sign1.protectedHeader),
    byteString(new Uint8Array()),
    byteString(sign1.payload),
  ]);
}

function verifies(sign1: CoseSign1, key: KeyObject): boolean {
  const data = signedBytesOf(sign1);
  try {
    if (sign1.algorithm === ES256)
      return verify("sha256", data, { key, dsaEncoding: "ieee-p1363" }, sign1.signature);
    if (sign1.algorithm === PS256)
      return verify(
        "sha256",
        data,
        { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
        sign1.signature,
      );
  } catch {
    // A key of another kind than the algorithm names.
  }
  return false;
}

export function verifyHealthCertificateSignature(
  sign1: CoseSign1,
  keys: SigningKeys,
): SignatureVerdict {
  if (keys.size === 0) return "noKeys";
  const key = sign1.kid && keys.get(Buffer.from(sign1.kid).toString("base64"));
  if (!key) return "unknownKey";
  return verifies(sign1, key) ? "valid" : "invalid";
}
