/** Session tokens: 256 random bits handed to the browser, only their SHA-256 stored. */
import { hash, randomBytes } from "node:crypto";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  // One-shot: no Hash object per request (a sixth of a validate call's session look-up).
  return hash("sha256", token, "hex");
}

/** Tokens we issue are 43 base64url characters; anything else is refused before a lookup. */
export function looksLikeSessionToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
