/**
 * The host's identity-journey calls (spec §7): `get-idscan-token` starts a journey (or continues
 * the one not ended) and answers its scan session (gbgToken, journeyId, clientId, backendUrl)
 * with where the journey stands, or the definitions to choose between (`journeyChoices`; the
 * next call names the one chosen, `definitionId`); `notify-journey` takes the journey's events; `gbg-status` keeps a status report
 * (type 1 attempt, type 2 final); `gbg-stats` is accepted (the browser only warns when it
 * fails). After the journey, `upload-outcome` tells the result pages what happened (leaving them:
 * upload-results.ts). Once the application is handed over, no journey starts or goes on.
 */
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { savedSteps } from "./application-state.ts";
import { submittedAnswer } from "./client-zone-handover.ts";
import { withCountedSession } from "./session-access.ts";
import { JourneyError } from "../journey/journey-contracts.ts";
import { photoTypeOf } from "../journey/journey-result.ts";
import { PHONE_DONE_ROUTE } from "../handoff/documents-scope.ts";
import { referenceOf } from "../references/reference-of.ts";
import { nextOf } from "./upload-results.ts";
import { browserDefinitionOf } from "../journey/journey-definition.ts";
import type { CaptureRecord } from "../journey/journey-records.ts";

const JOURNEY_EVENTS = new Set(["start", "progress", "cancel", "clear", "end", "TCCDISAGREE"]);

/** The fields a status report may carry (spec §3), with their types. */
const REPORT_FIELDS: Record<string, "string" | "number" | "boolean"> = {
  journeyId: "string",
  startTimestamp: "number",
  endTimestamp: "number",
  attemptNumber: "number",
  isValidated: "boolean",
  status: "string",
  journeyStatus: "string",
  branchCode: "string",
  residence: "string",
  documentCountry: "string",
  documentType: "string",
  documentSide: "string",
  requireDocumentSide: "string",
  scanType: "string",
  isTimeout: "boolean",
  attempt: "number",
};

const badRequest = (services: ProxyServices, request: ActionRequest) =>
  globalError(400, services.translate(request.language, ["errors:badRequest"]));

/** The page a journey is taken on: its route must be reachable before a journey starts. */
const UPLOAD_ROUTE = "desktopDocumentUpload";

/**
 * A scan session for the upload page: only once the flow has reached it (registered, a document
 * chosen) and until the application is handed over, in the journey the application has not
 * ended, or a new one while the application may start one. The answer says where the journey
 * stands, so a reload continues it there.
 */
export function getIdscanToken(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async (session) => {
    if (session.application.submitted) return submittedAnswer(services, request);
    const applicationId = session.application.id;
    const steps = await savedSteps(services, applicationId);
    if (!services.navigator.isReachable(UPLOAD_ROUTE, steps))
      return globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), {
        next: services.navigator.resume(steps, request.device),
      });
    const { service, records, tokens } = services.journeys;
    const { definitionId } = request.payload;
    if (
      definitionId !== undefined &&
      (typeof definitionId !== "string" || definitionId.length > 40)
    )
      return badRequest(services, request);
    const start = await service.startOrContinue(applicationId, request.device, definitionId);
    if ("choices" in start) return success({ journeyChoices: start.choices });
    if ("none" in start) return noJourney(services, request, start.none, steps);
    const { journey } = start;
    // The desktop waiting for this phone follows this journey.
    if (session.scope === "documents")
      await services.handoff.progress.recordJourney(applicationId, journey.id);
    const captures = await records.captures(journey.id);
    const last = captures.at(-1);
    const lastUploadFailed =
      last !== undefined && last.action === journey.action && last.highLevelResult !== "Passed";
    return success({
      gbgToken: tokens.issue(
        journey.id,
        applicationId,
        session.tokenHash,
        session.scope === "documents",
      ),
      journeyId: journey.id,
      clientId: services.config.journey.clientId,
      backendUrl: services.config.journey.backendUrl,
      journeyDefinition: browserDefinitionOf(await service.definitionOf(journey)),
      journey: {
        action: journey.action,
        attemptsRemaining: journey.attemptsLeft,
        processedDocuments: captures.length,
        lastUploadFailed,
        // Why the last photo failed, so a reload shows it again: the reasons' names, as the
        // upload answered them.
        lastFailureReasons: lastUploadFailed ? last.reasons : [],
        // The user-input form was sent (where the definition asks for it): not asked again.
        userInputGiven: journey.userInput !== null,
      },
    });
  });
}

/**
 * Why no journey starts: none left (the upload's try-again page follows), no definition for the
 * channel (said on the page, which stays), or a choice that is not among those offered.
 */
function noJourney(
  services: ProxyServices,
  request: ActionRequest,
  why: "noJourneysLeft" | "noDefinitions" | "notAChoice",
  steps: Awaited<ReturnType<typeof savedSteps>>,
): ProxyAnswer {
  if (why === "notAChoice") return badRequest(services, request);
  const message = services.translate(request.language, [`identityJourney:errors.${why}`]);
  return why === "noJourneysLeft"
    ? globalError(409, message, {
        next: nextOf(services, request, "upload-try-again", { journeysLeft: 0 }, steps),
      })
    : globalError(409, message, { code: "noDefinitions" });
}

export function notifyJourney(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { journeyStatus, journeyId } = request.payload;
  if (
    typeof journeyStatus !== "string" ||
    !JOURNEY_EVENTS.has(journeyStatus) ||
    typeof journeyId !== "string" ||
    journeyId.length > 64
  )
    return Promise.resolve(badRequest(services, request));
  return withCountedSession(services, request, async ({ application, scope }) => {
    // A handed-over application's journeys are over: nothing ends or moves them any more.
    if (application.submitted) return submittedAnswer(services, request);
    try {
      const journey = await services.journeys.service.notify(
        journeyId,
        application.id,
        journeyStatus,
      );
      // A hand-off phone whose journey ended goes back to its desktop.
      const phoneDone = scope === "documents" && journey.state === "ended";
      return success({
        journeyState: journey.state,
        ...(phoneDone ? { next: PHONE_DONE_ROUTE } : {}),
      });
    } catch (error) {
      if (error instanceof JourneyError)
        return globalError(
          404,
          services.translate(request.language, [`identityJourney:errors.${error.code}`]),
        );
      throw error;
    }
  });
}

export function gbgStatus(services: ProxyServices, request: ActionRequest): Promise<ProxyAnswer> {
  const { type, ...fields } = request.payload;
  if (type !== 1 && type !== 2) return Promise.resolve(badRequest(services, request));
  const report: Record<string, unknown> = { type };
  // The branch code is the upper-cased locale: the payload's common languageCode carries it.
  if (type === 1) report.branchCode = request.language.toUpperCase();
  for (const [name, value] of Object.entries(fields)) {
    const expected = REPORT_FIELDS[name];
    if (!expected || typeof value !== expected)
      return Promise.resolve(badRequest(services, request));
    if (typeof value === "string" && value.length > 64)
      return Promise.resolve(badRequest(services, request));
    report[name] = value;
  }
  return withCountedSession(services, request, async ({ application: { id: applicationId } }) => {
    const journeyId = typeof report.journeyId === "string" ? report.journeyId : null;
    if (journeyId) {
      // A report names a journey of this application or none.
      try {
        await services.journeys.service.find(journeyId, applicationId);
      } catch {
        return badRequest(services, request);
      }
    }
    await services.journeys.records.addStatusReport(applicationId, journeyId, type, report);
    return success({});
  });
}

export function gbgStats(services: ProxyServices, request: ActionRequest): Promise<ProxyAnswer> {
  return withCountedSession(services, request, () => Promise.resolve(success({})));
}

/** The document choice's values (spec: PASSPORT=1, ID=2) as the checks name the types. */
const CHOSEN_DOCUMENT_TYPES: Readonly<Record<number, string>> = {
  1: "Passport",
  2: "IdentityCard",
};

/**
 * What a client is shown of the values a document's zone gave: the person and the document, not
 * the zone's lines, check digits or codes, which are for the broker's staff; and the result of a
 * health certificate's cross-check with the document.
 */
const CLIENT_FIELDS = [
  "FirstName",
  "LastName",
  "BirthDate",
  "Sex",
  "Nationality",
  "PersonalNumber",
  "DocumentNumber",
  "ExpiryDate",
  "IssuingStateCode",
  "CovidPassCrossCheckResult",
] as const;

/**
 * The latest journey's result for its client: its reference, its reasons, whether another
 * journey may be started, each photo's document, result and checks (passed, failed, not
 * needed, skipped or undetermined), and what was read; no scores or other diagnostics.
 */
export function uploadOutcome(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  return withCountedSession(services, request, async ({ application, scope }) => {
    const applicationId = application.id;
    const { journey } = await services.journeys.records.latestOf(applicationId);
    const captures = journey ? await services.journeys.records.captures(journey.id) : [];
    const journeysLeft = await services.journeys.service.journeysLeft(applicationId);
    const last = captures[captures.length - 1];
    const chosen = (await savedSteps(services, applicationId)).desktopDocumentChoice?.documentType;
    const extracted: Record<string, string> = {};
    for (const capture of captures) {
      if (capture.highLevelResult !== "Passed") continue;
      for (const field of CLIENT_FIELDS)
        if (capture.extracted[field] !== undefined) extracted[field] = capture.extracted[field];
    }
    return success({
      data: {
        reference: journey ? referenceOf(journey.id) : null,
        highLevelResult: journey?.highLevelResult ?? null,
        reasons: last?.highLevelResult === "Passed" ? [] : (last?.reasons ?? []),
        allowTryAgain: journey?.highLevelResult !== "Passed" && journeysLeft > 0,
        checkDetails: journey?.checkDetails ?? {},
        // Every photo is of one document: one the checks could not name (a card's front, a
        // blurred photo) takes the type the journey learned, or else the type the client chose.
        documents: captures.map((capture) =>
          documentOfCapture(
            capture,
            journey?.documentType ??
              (typeof chosen === "number" ? CHOSEN_DOCUMENT_TYPES[chosen] : undefined),
          ),
        ),
        // A hand-off phone is not shown personal data, also not what it photographed.
        extracted: scope === "documents" ? {} : extracted,
      },
    });
  });
}

/**
 * A photo as the results list it: its document (the journey's where the checks named none), side,
 * issuing state, result and checks. A photo of something that is no identity document is of no
 * type or side of one.
 */
function documentOfCapture(capture: CaptureRecord, documentType: string | null | undefined) {
  const notADocument = capture.reasons.includes("notAnIdentityDocument");
  return {
    documentType: notADocument ? "NotAnIdentityDocument" : photoTypeOf(capture, documentType),
    documentSide: notADocument ? null : capture.documentSide,
    issuingCountryCode: capture.issuingCountry,
    highLevelResult: capture.highLevelResult,
    checks: capture.checks ?? {},
  };
}
