/**
 * The final step's call (spec §7 errors-report): once the client has confirmed their answers,
 * a single-use token for the client zone's autoLogin, with where to post it. The first one
 * submits the application for opening: its answers are final from then on, so every later
 * hand-over (a client who comes back and logs in again) hands over the same answers, and a
 * phone the photos were handed to takes no more (its session ends).
 */
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { dataOf, FINAL_ROUTE } from "./application-state.ts";
import { endHandoff } from "./handoff-desktop.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { sessionOf } from "./session-access.ts";

/** The session's application and its saved steps, or the answer that sends the browser to restart. */
async function sessionWithSteps(services: ProxyServices, request: ActionRequest) {
  const { session, restart } = await sessionOf(services, request);
  if (restart) return { restart };
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
  const verdict = await services.limits.hit("handover", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  // Submitted before the token exists: no hand-over is ever issued for answers that may change.
  await services.store.markSubmitted(session.application.id);
  await endHandoff(services, session.application.id);
  const token = await services.handover.issue(session.application.id);
  return success({
    clientZoneToken: token,
    clientZoneUrl: services.config.clientZone.url,
    urlParams: new URLSearchParams({ lang: request.language }).toString(),
  });
}

/**
 * The answer to a change of an application submitted for opening: 409, a message saying its
 * answers are final, and the final step, which hands the same answers over again.
 */
export function submittedAnswer(services: ProxyServices, request: ActionRequest): ProxyAnswer {
  return globalError(409, services.translate(request.language, ["errors:applicationSubmitted"]), {
    next: FINAL_ROUTE,
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
