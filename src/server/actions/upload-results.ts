/**
 * Leaving the upload's result pages (spec §2 upload succeeded / failed / exception):
 * `upload-summary` (their Next) and `upload-try-again` (the failed page's "Try again") answer where
 * the flow file's rules lead only where the application's journey allows it: the summary once no
 * journey runs (the latest ended, or none could be started: the exception page), "try again"
 * once the latest journey ended without passing and another may start. Otherwise 409 with where
 * the application stands (see docs/decisions/identity-document-desktop-upload.md).
 */
import type { JourneyRecord } from "../journey/journey-records.ts";
import { PHONE_DONE_ROUTE } from "../handoff/documents-scope.ts";
import { applicationState, savedSteps } from "./application-state.ts";
import { submittedAnswer } from "./client-zone-handover.ts";
import { documentsState } from "./handoff-phone.ts";
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import { withCountedSession } from "./session-access.ts";

/** The result pages' route: open once a document is chosen. */
const RESULTS_ROUTE = "uploadSucceeded";
/** The page a journey is taken on, where a running one continues. */
const UPLOAD_ROUTE = "desktopDocumentUpload";

/** Where the flow file's rules for an action lead; a flow without one is a configuration error. */
export function nextOf(
  services: ProxyServices,
  request: ActionRequest,
  action: string,
  data: Record<string, unknown>,
  steps: Record<string, Record<string, unknown>>,
): string {
  const next = services.navigator.next(action, { data, steps, device: request.device });
  if (!next) throw new Error(`flow: no next rule of ${action} matches`);
  return next;
}

const standsAt = (services: ProxyServices, request: ActionRequest, next: string) =>
  globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), { next });

type Standing =
  | { steps: Record<string, Record<string, unknown>>; journey: JourneyRecord | undefined }
  | { refusal: ProxyAnswer };

/**
 * The application on its result pages with no journey running: its saved steps and its latest
 * journey; otherwise the refusal that says where it stands (handed over, before the document
 * choice, or in a journey that still runs).
 */
async function onResultPages(
  services: ProxyServices,
  request: ActionRequest,
  session: Session,
): Promise<Standing> {
  if (session.application.submitted) return { refusal: submittedAnswer(services, request) };
  const applicationId = session.application.id;
  const steps = await savedSteps(services, applicationId);
  if (!services.navigator.isReachable(RESULTS_ROUTE, steps))
    return {
      refusal: standsAt(services, request, services.navigator.resume(steps, request.device)),
    };
  const { journey } = await services.journeys.records.latestOf(applicationId);
  if (journey && journey.state !== "ended")
    return { refusal: standsAt(services, request, UPLOAD_ROUTE) };
  return { steps, journey };
}

/**
 * Leaves the result pages (flow file: the rules of `upload-summary`, personal data), with the
 * application's state: a passed journey's scan prefills personal data. A hand-off phone is done
 * instead, and sends its person back to the desktop.
 */
export function uploadSummary(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    const standing = await onResultPages(services, request, session);
    if ("refusal" in standing) return standing.refusal;
    if (session.scope === "documents") {
      await services.handoff.progress.mark(session.application.id, "finished_at");
      return success({ next: PHONE_DONE_ROUTE, state: await documentsState(services, session) });
    }
    const state = await applicationState(services, session, request.device, request.language);
    return success({ next: nextOf(services, request, request.action, {}, state.steps), state });
  });
}

/**
 * "Try again" (flow file: the rules of `upload-try-again`, given the journeys left), after a
 * journey that ended without passing. None ended: the upload page starts one; a passed one is
 * not taken again; none left: refused, where the rules lead without one.
 */
export function uploadTryAgain(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    const standing = await onResultPages(services, request, session);
    if ("refusal" in standing) return standing.refusal;
    const { journey, steps } = standing;
    if (!journey) return standsAt(services, request, UPLOAD_ROUTE);
    if (journey.highLevelResult === "Passed")
      return standsAt(
        services,
        request,
        session.scope === "documents" ? PHONE_DONE_ROUTE : RESULTS_ROUTE,
      );
    const journeysLeft = await services.journeys.service.journeysLeft(session.application.id);
    const next = nextOf(services, request, request.action, { journeysLeft }, steps);
    if (journeysLeft === 0)
      return globalError(
        409,
        services.translate(request.language, ["identityJourney:errors.noJourneysLeft"]),
        { next },
      );
    return success({ next });
  });
}
