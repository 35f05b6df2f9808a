/**
 * The desktop's side of the hand-off to a phone (spec §2 "Phone hand-off", "Waiting for mobile",
 * §4): `mobile-qr-code-url` issues the QR code's link, `mobile-desktop-is-completed` answers
 * whether the phone is done (and with what), `skip-desktop-waiting` goes on without the phone.
 * Everything is read from the database, so the phone may be served by another instance.
 */
import type { Language } from "../../shared/brand/locales.ts";
import { HANDOFF_CODE_TTL_MS } from "../handoff/handoff-codes.ts";
import { handoffLink } from "./handoff-link.ts";
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import { savedSteps } from "./application-state.ts";
import { withCountedSession } from "./session-access.ts";

/** The route the hand-off starts from; it must be open before a code is issued. */
const HANDOFF_ROUTE = "mobileSms";
/** Where "continue manually" leads: the data typed in by hand. */
export const MANUAL_ROUTE = "personalDataConfirm";

const notAvailable = (services: ProxyServices, language: Language) =>
  globalError(409, services.translate(language, ["errors:stepNotAvailable"]));

/** Whether the application has reached the hand-off (an upload choice made). */
export async function handoffReachable(
  services: ProxyServices,
  session: Session,
): Promise<boolean> {
  const steps = await savedSteps(services, session.application.id);
  return services.navigator.isReachable(HANDOFF_ROUTE, steps) && !session.application.submitted;
}

/**
 * `mobile-qr-code-url`: a fresh one-time code (earlier ones revoked, their phone replaced) in the
 * QR code's link, and how long it is good for.
 */
export function mobileQrCodeUrl(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    if (!(await handoffReachable(services, session)))
      return notAvailable(services, request.language);
    const code = await startHandoff(services, session.application.id);
    return success({
      mobileQrUrl: handoffLink(services, request, session.application, code, "qrCode"),
      // How long the code opens anything: the page shows a new one before then.
      mobileQrExpiresInMs: HANDOFF_CODE_TTL_MS,
    });
  });
}

/**
 * `mobile-desktop-is-completed` (the waiting page's poll and its Next): waiting while the phone
 * works; once it skipped (or said it was done without a finished journey), `skipHybridUpload`;
 * once its journey ended, the journey and a scan token of the desktop's own session, with which
 * the desktop reads the journey's result.
 */
export function mobileDesktopIsCompleted(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    const applicationId = session.application.id;
    const progress = await services.handoff.progress.of(applicationId);
    const waiting = success({ isHybrid: true, isDesktopWaiting: true, dataContent: {} });
    if (!progress) return waiting;
    if (progress.skipped) return skipped();
    if (progress.journeyId) {
      const journey = await services.journeys.records.find(progress.journeyId);
      if (journey?.state === "ended") {
        const { tokens } = services.journeys;
        return success({
          isHybrid: true,
          isDesktopWaiting: false,
          dataContent: {
            journeyId: journey.id,
            backendUrl: services.config.journey.backendUrl,
            gbgToken: tokens.issue(journey.id, applicationId, session.tokenHash),
          },
        });
      }
    }
    return progress.finished ? skipped() : waiting;
  });
}

function skipped(): ProxyAnswer {
  return success({ isHybrid: true, isDesktopWaiting: false, dataContent: { skipHybridUpload: 1 } });
}

/**
 * A new hand-off, with a new code (the QR code's, or an SMS's link to `textedTo`): the earlier
 * codes open nothing more, and a phone that opened one is replaced (its session ends, and its
 * next call is told the hand-off ended), so only the phone of the newest code takes photos.
 */
export async function startHandoff(
  services: ProxyServices,
  applicationId: string,
  textedTo?: string,
): Promise<string> {
  await services.store.deleteSessionsOfScope(applicationId, "documents");
  return services.handoff.start(applicationId, textedTo);
}

/**
 * Ends the application's hand-off: its codes open nothing more and its phones' sessions end (on
 * "continue manually", the desktop's logout, the hand-over to the client zone).
 */
export async function endHandoff(services: ProxyServices, applicationId: string): Promise<void> {
  await services.handoff.codes.revoke(applicationId);
  await services.store.deleteSessionsOfScope(applicationId, "documents");
}

/** `skip-desktop-waiting` ("continue manually"): the hand-off ends. */
export function skipDesktopWaiting(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    await endHandoff(services, session.application.id);
    return success({ next: MANUAL_ROUTE });
  });
}
