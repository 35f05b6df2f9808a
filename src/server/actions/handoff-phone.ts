/**
 * The phone's side of the hand-off (spec §2, §4; the hand-off contract): `mobile-handoff` trades
 * the link's one-time code for the phone's own session, which may only take the document photos;
 * `mobile-qr-code-scan` tells the desktop the QR code was opened; `skip-hybrid-upload`, the
 * upload fallback's "skip step" and `mobile-return-to-desktop` tell it the phone is done.
 */
import { findRoute, resolveRoute } from "../../shared/flow/flow-definition.ts";
import type { ApplicationState } from "../../shared/proxy/application-state.ts";
import { addressSubject } from "../limits/client-address.ts";
import { DOCUMENT_SCOPE_STEPS, PHONE_DONE_ROUTE } from "../handoff/documents-scope.ts";
import type { HandoffRefusal } from "../handoff/handoff-codes.ts";
import { savedSteps } from "./application-state.ts";
import { MANUAL_ROUTE } from "./handoff-desktop.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import { issueSessionToken, withCountedSession } from "./session-access.ts";

/** The route whose page takes the photos; the fallback's "skip step" needs it open. */
const UPLOAD_ROUTE = "desktopDocumentUpload";
/** The phone's first page: the document choice. */
const CHOICE_ROUTE = "desktopDocumentChoice";

const REFUSAL_STATUS: Record<HandoffRefusal, number> = {
  used: 410,
  expired: 410,
  replaced: 410,
  finished: 410,
  unknown: 404,
  unconfirmed: 409,
};

function refused(services: ProxyServices, request: ActionRequest, why: HandoffRefusal) {
  return globalError(
    REFUSAL_STATUS[why],
    services.translate(request.language, [`errors:handoff.${why}`]),
    { handoffRefused: why },
  );
}

/**
 * `mobile-handoff` {handoffCode}: the phone's own session ("documents" scope) for the code's
 * application, once per code; refused (used, expired, unknown, an SMS's link whose code the
 * desktop has not typed yet) with nothing of the application, and a refused code is not used up.
 * Counted per client address before the code is looked at, so codes cannot be guessed in bulk;
 * over the limit, 429 with `handoffRefused: "tooMany"` and the code not looked at.
 */
export async function mobileHandoff(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const verdict = await services.limits.hit("handoff", addressSubject(request.clientAddress));
  if (!verdict.allowed) {
    // The phone's page says so (the code is untouched: it opens once the window has passed).
    const limited = tooManyRequests(services, request.language, verdict);
    return { ...limited, body: { ...limited.body, handoffRefused: "tooMany" } };
  }
  // A code of the other brand's site opens nothing here (its link names that site).
  const redeemed = await services.handoff.codes.redeem(
    request.payload.handoffCode,
    request.version,
  );
  if ("refused" in redeemed) return refused(services, request, redeemed.refused);
  const application = await services.store.getApplication(redeemed.applicationId);
  if (!application) return refused(services, request, "unknown");
  const token = await issueSessionToken(services, application.id, "documents");
  const session: Session = { application, tokenHash: "", scope: "documents" };
  return success({ token, state: await documentsState(services, session) });
}

/**
 * What a phone's session is shown of its application: the upload choice and the document
 * choice, and where the phone stands; never personal data, the phone, the e-mail or the address.
 */
export async function documentsState(
  services: ProxyServices,
  session: Session,
): Promise<ApplicationState> {
  const applicationId = session.application.id;
  const saved = await savedSteps(services, applicationId);
  const steps: Record<string, Record<string, unknown>> = {};
  for (const step of DOCUMENT_SCOPE_STEPS) if (saved[step]) steps[step] = saved[step];
  const progress = await services.handoff.progress.of(applicationId);
  const choice = findRoute(services.files.flow, CHOICE_ROUTE);
  return {
    route:
      progress?.finished || progress?.skipped
        ? PHONE_DONE_ROUTE
        : choice
          ? resolveRoute(choice, "mobile").name
          : CHOICE_ROUTE,
    steps,
    prefill: {},
    sentParts: {},
    residenceCountry: session.application.residenceCountry,
    registered: session.application.registered,
  };
}

/**
 * `mobile-qr-code-scan`: the phone ({qrCodeScan: true}) says it opened the QR code's link; the
 * desktop (token only) asks whether one did.
 */
export function mobileQrCodeScan(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { qrCodeScan } = request.payload;
  if (qrCodeScan !== undefined && typeof qrCodeScan !== "boolean")
    return Promise.resolve(
      globalError(400, services.translate(request.language, ["errors:badRequest"])),
    );
  return withCountedSession(services, request, async (session) => {
    const applicationId = session.application.id;
    if (session.scope === "documents") {
      await services.handoff.progress.mark(applicationId, "scanned_at");
      return success({});
    }
    const progress = await services.handoff.progress.of(applicationId);
    return success({ isQrCodeScan: progress?.scanned ?? false });
  });
}

/**
 * `mobile-handoff-status`: the hand-off phone's light poll while it works, so it hears at once
 * when its session has ended (the desktop went on without it, or the session ran out): then the
 * answer says `handoffEnded`, with the restart every ended session is answered.
 */
export async function mobileHandoffStatus(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const answer = await withCountedSession(services, request, () =>
    Promise.resolve(success({ handoffEnded: false })),
  );
  if (!answer.body.restart) return answer;
  return globalError(410, services.translate(request.language, ["errors:handoff.ended"]), {
    handoffEnded: true,
    next: "restart",
    restart: true,
  });
}

/** `skip-hybrid-upload`: the phone skips the photos; the desktop then goes on without them. */
export function skipHybridUpload(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    if (session.scope === "documents")
      await services.handoff.progress.mark(session.application.id, "skipped_at");
    return success({ next: PHONE_DONE_ROUTE });
  });
}

/** `mobile-return-to-desktop`: the phone is done (sent up to three times: answers the same). */
export function mobileReturnToDesktop(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    if (session.scope === "documents")
      await services.handoff.progress.mark(session.application.id, "finished_at");
    return success({});
  });
}

/**
 * `document/mobile-document-upload`, `document/desktop-document-upload`: the file-upload
 * fallback's "skip step". The application's own browser goes on to personal data; a phone is
 * done, and its desktop goes on without the photos.
 */
export function skipDocumentUpload(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    const steps = await savedSteps(services, session.application.id);
    if (!services.navigator.isReachable(UPLOAD_ROUTE, steps) || session.application.submitted)
      return globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), {
        next: services.navigator.resume(steps, request.device),
      });
    if (session.scope !== "documents") return success({ next: MANUAL_ROUTE });
    await services.handoff.progress.mark(session.application.id, "skipped_at");
    return success({ next: PHONE_DONE_ROUTE });
  });
}
