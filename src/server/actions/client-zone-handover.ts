/**
 * The final step's call (spec §7 errors-report): once the client has confirmed their answers,
 * a single-use token for the client zone's autoLogin, with where to post it.
 */
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { dataOf } from "./application-state.ts";
import { findSession, restartAnswer } from "./session-access.ts";

export const FINAL_ROUTE = "errorsReport";

/** The session's application and its saved steps, or the answer that sends the browser to restart. */
async function sessionWithSteps(services: ProxyServices, request: ActionRequest) {
  const session = await findSession(services, request.token);
  if (!session) return { restart: restartAnswer(services, request) };
  const steps = dataOf(await services.store.latestSubmissions(session.application.id));
  return { session, steps };
}

export async function errorsReport(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { restart, session, steps } = await sessionWithSteps(services, request);
  if (restart) return restart;
  if (!services.navigator.isReachable(FINAL_ROUTE, steps)) {
    return globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), {
      next: services.navigator.resume(steps, request.device),
    });
  }
  const token = await services.handover.issue(session.application.id);
  return success({
    clientZoneToken: token,
    clientZoneUrl: services.config.clientZone.url,
    urlParams: new URLSearchParams({ lang: request.language }).toString(),
  });
}

/**
 * Where the account-open loader goes (spec §2 accountOpen; the page a payment gateway returns
 * to): the hand-over once the answers are confirmed, otherwise where the application stands.
 */
export async function accountOpen(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { restart, steps } = await sessionWithSteps(services, request);
  if (restart) return restart;
  return success({
    next: services.navigator.isReachable(FINAL_ROUTE, steps)
      ? FINAL_ROUTE
      : services.navigator.resume(steps, request.device),
  });
}
