/**
 * The identity-scan token (`gbgToken`, spec §3 scan session): names one journey of one
 * application and the session it was issued to, signed with HMAC-SHA-256 by the server's journey
 * key, valid for a short time. The journey service's calls carry it in the `Authorization`
 * header; nothing else opens a journey, and it opens none once its session has ended (see
 * `live-scan-claims.ts`).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface ScanTokenClaims {
  journeyId: string;
  applicationId: string;
  /** The SHA-256 of the session token it was issued to (the key the sessions are kept under). */
  sessionHash: string;
  /** Milliseconds since the epoch after which the token is refused. */
  expiresAt: number;
  /**
   * Issued to a hand-off phone's session: once that session is gone, the desktop went on
   * without the phone (or the phone's session ran out), which the phone is told as such.
   */
  handoff?: true;
}

const encode = (value: string) => Buffer.from(value).toString("base64url");

export class ScanTokens {
  constructor(
    private readonly key: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(journeyId: string, applicationId: string, sessionHash: string, handoff = false): string {
    const claims: ScanTokenClaims = {
      journeyId,
      applicationId,
      sessionHash,
      expiresAt: this.now() + this.ttlMs,
      ...(handoff ? { handoff: true as const } : {}),
    };
    const body = encode(JSON.stringify(claims));
    return `${body}.${this.sign(body)}`;
  }

  /** The claims of a token this server signed and that has not expired; otherwise undefined. */
  verify(token: string): ScanTokenClaims | undefined {
    const match = /^([A-Za-z0-9_-]{10,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, body, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.sign(body));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return undefined;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    if (!isClaims(claims) || claims.expiresAt <= this.now()) return undefined;
    return claims;
  }

  /** The token of an `Authorization` header: `Bearer <token>` or the bare token. */
  fromHeader(header: string | undefined): ScanTokenClaims | undefined {
    if (!header) return undefined;
    return this.verify(header.replace(/^Bearer\s+/i, "").trim());
  }

  private sign(body: string): string {
    return createHmac("sha256", this.key).update(body).digest("base64url");
  }
}

function isClaims(value: unknown): value is ScanTokenClaims {
  if (!value || typeof value !== "object") return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.journeyId === "string" &&
    typeof claims.applicationId === "string" &&
    typeof claims.sessionHash === "string" &&
    typeof claims.expiresAt === "number" &&
    (claims.handoff === undefined || claims.handoff === true)
  );
}
