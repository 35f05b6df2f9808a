/**
 * A scan token's claims, only while the session it was issued to lives: a logout, a login
 * elsewhere (which ends the account's other sessions) or the session's expiry closes the journey
 * to the token at once, not when the token expires. The sessions are read from the database the
 * journey service shares with the onboarding server, so a journey service of its own sees them
 * too.
 */
import type { ApplicationStore } from "../storage/application-store.ts";
import type { ScanTokenClaims, ScanTokens } from "./scan-token.ts";

export type ScanAuthorizer = (
  authorization: string | undefined,
) => Promise<ScanTokenClaims | undefined>;

export function liveScanClaims(
  tokens: ScanTokens,
  sessions: Pick<ApplicationStore, "applicationOfSession">,
): ScanAuthorizer {
  return async (authorization) => {
    const claims = tokens.fromHeader(authorization);
    if (!claims) return undefined;
    const application = await sessions.applicationOfSession(claims.sessionHash);
    return application?.id === claims.applicationId ? claims : undefined;
  };
}
