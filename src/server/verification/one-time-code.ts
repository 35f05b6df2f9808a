/**
 * One-time codes: six digits from the operating system's CSPRNG, and their keyed hash. The hash
 * binds the code to the application, the channel and the destination, so a code sent for one
 * number or application proves nothing for another.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const CODE_LENGTH = 6;

export type VerificationChannel = "sms" | "email";

export interface CodeBinding {
  applicationId: string;
  channel: VerificationChannel;
  /** E.164 phone number or lower-case e-mail address. */
  destination: string;
}

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

export function hashOneTimeCode(key: Buffer, code: string, binding: CodeBinding): string {
  return createHmac("sha256", key)
    .update(`${binding.applicationId}\n${binding.channel}\n${binding.destination}\n${code}`)
    .digest("hex");
}

/** Compares two hashes in constant time (both are hex SHA-256, 64 characters). */
export function sameCodeHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
