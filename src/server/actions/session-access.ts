/** Resolving the payload's token to a live session, and the restart answer when it is not one. */
import {
  hashSessionToken,
  looksLikeSessionToken,
  newSessionToken,
} from "../security/session-token.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";

export async function findSession(
  services: ProxyServices,
  token: string | undefined,
): Promise<Session | undefined> {
  if (!looksLikeSessionToken(token)) return undefined;
  const tokenHash = hashSessionToken(token);
  const application = await services.store.applicationOfSession(tokenHash);
  return application && { application, tokenHash };
}

export function restartAnswer(services: ProxyServices, request: ActionRequest): ProxyAnswer {
  const message = services.translate(request.language, ["errors:sessionExpired"]);
  return globalError(401, message, { next: "restart", restart: true });
}

/** Issues a new token for an application and returns it; the caller hands it to the browser. */
export async function issueSessionToken(
  services: ProxyServices,
  applicationId: string,
): Promise<string> {
  const token = newSessionToken();
  await services.store.createSession(
    applicationId,
    hashSessionToken(token),
    services.config.sessionTtlMs,
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
  const session = await findSession(services, request.token);
  if (!session) return restartAnswer(services, request);
  const verdict = await services.limits.hit("validate", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  return answer(session);
}
