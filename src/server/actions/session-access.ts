/** Resolving the payload's token to a live session, and the restart answer when it is not one. */
import {
  hashSessionToken,
  looksLikeSessionToken,
  newSessionToken,
} from "../security/session-token.ts";
import type { SessionScope } from "../storage/application-store/application-records.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";

/**
 * The session, or the answer that sends the browser to a new start instead; `otherBrand` when
 * the session lives but belongs to the other brand's site.
 */
export type SessionLookup =
  | { session: Session; restart?: undefined; otherBrand?: undefined }
  | { session?: undefined; restart: ProxyAnswer; otherBrand?: true };

/**
 * The payload's session when it is live (neither expired nor idle too long, see the store) and
 * its application belongs to the brand whose path was called: a token of the other brand's
 * site opens nothing here, and the browser starts a new application of this brand.
 */
export function sessionOf(services: ProxyServices, request: ActionRequest): Promise<SessionLookup> {
  // Looked up once per request: the dispatch asks first (may this session call the action?).
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSession(services, request);
    lookups.set(request, lookup);
  }
  return lookup;
}

const lookups = new WeakMap<ActionRequest, Promise<SessionLookup>>();

async function lookUpSession(
  services: ProxyServices,
  request: ActionRequest,
): Promise<SessionLookup> {
  const { token } = request;
  if (!looksLikeSessionToken(token)) return { restart: restartAnswer(services, request) };
  const tokenHash = hashSessionToken(token);
  const live = await services.store.liveSession(tokenHash);
  if (!live) return { restart: restartAnswer(services, request) };
  if (live.application.brand !== request.version)
    return {
      restart: restartAnswer(services, request, "errors:otherBrandSession"),
      otherBrand: true,
    };
  return { session: { application: live.application, tokenHash, scope: live.scope } };
}

export function restartAnswer(
  services: ProxyServices,
  request: ActionRequest,
  key = "errors:sessionExpired",
): ProxyAnswer {
  const message = services.translate(request.language, [key]);
  return globalError(401, message, { next: "restart", restart: true });
}

/** Issues a new token for an application and returns it; the caller hands it to the browser. */
export async function issueSessionToken(
  services: ProxyServices,
  applicationId: string,
  scope: SessionScope = "full",
): Promise<string> {
  const token = newSessionToken();
  await services.store.createSession(
    applicationId,
    hashSessionToken(token),
    services.config.sessionTtlMs,
    scope,
  );
  return token;
}

/**
 * Answers for the payload's session, each call counted with the session's blur checks (the
 * `validate` limit): the look-ups and journey calls a page makes besides its steps. Without a
 * live session, the restart answer.
 */
export async function withCountedSession(
  services: ProxyServices,
  request: ActionRequest,
  answer: (session: Session) => Promise<ProxyAnswer>,
): Promise<ProxyAnswer> {
  const { session, restart } = await sessionOf(services, request);
  if (restart) return restart;
  const verdict = await services.limits.hit("validate", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  return answer(session);
}
