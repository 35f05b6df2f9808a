/**
 * A scan token's claims, only while the session it was issued to lives: a logout, a login
 * elsewhere (which ends the account's other sessions) or the session's expiry closes the journey
 * to the token at once, not when the token expires. The sessions are read from the database the
 * journey service shares with the onboarding server, so a journey service of its own sees them
 * too, and with them what the session may see and whether its application was handed over.
 */
import type { SessionScope } from "../storage/application-store/application-records.ts";
import type { ApplicationStore } from "../storage/application-store/application-store.ts";
import type { ScanTokenClaims, ScanTokens } from "./scan-token.ts";

export interface LiveScanClaims extends ScanTokenClaims {
  /** The scope of the token's session: a hand-off phone ("documents") sees nothing personal. */
  scope: SessionScope;
  /** The application was handed over to the client zone: its journeys take nothing more. */
  submitted: boolean;
}

/**
 * Why a scan token opens nothing: it is not one (or no longer one: its session ended), or it was
 * a hand-off phone's and that phone's session ended (the desktop went on without it).
 */
export interface ScanRefusal {
  refused: "notAuthorized" | "handoffEnded";
}

export type ScanAuthorizer = (
  authorization: string | undefined,
) => Promise<LiveScanClaims | ScanRefusal>;

export function liveScanClaims(
  tokens: ScanTokens,
  sessions: Pick<ApplicationStore, "liveSession">,
): ScanAuthorizer {
  return async (authorization) => {
    const claims = tokens.fromHeader(authorization);
    if (!claims) return { refused: "notAuthorized" };
    const live = await sessions.liveSession(claims.sessionHash);
    if (!live && claims.handoff) return { refused: "handoffEnded" };
    if (live?.application.id !== claims.applicationId) return { refused: "notAuthorized" };
    return { ...claims, scope: live.scope, submitted: live.application.submitted };
  };
}
