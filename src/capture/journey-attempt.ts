/**
 * One upload attempt of the desktop path (spec §4): transfer started (loader, 30 s timer),
 * transfer complete (timer cleared, journey result fetched, attempt reported as a type 1 status),
 * transfer failed, and the 30 s timeout (a type 1 status with isTimeout). The fetched result
 * judges the upload: a document the service validated moves the journey on; anything else costs
 * one of the step's attempts, and the last one ends the journey.
 */
import type { CaptureState, Journey } from "./capture-state.ts";
import { refuse, unchanged, type Transition } from "./capture-transition.ts";
import { ATTEMPT_TIMEOUT_MS } from "./journey-constants.ts";
import { endJourney } from "./journey-ending.ts";
import { advance } from "./journey-progress.ts";
import { documentOfUpload, type JourneyResult, type ProcessedDocument } from "./journey-result.ts";
import { requiredSideOf } from "./journey-steps.ts";
import { branchCodeOf, withoutUnknown, type AttemptStatusReport } from "./status-report.ts";

export function transferStarted(state: CaptureState, journey: Journey, now: number): Transition {
  if (journey.pending !== "none") return refuse(state, { code: "waitingForResponse" });
  if (journey.termsPending)
    return refuse(state, { code: "unexpectedEvent", event: "transferStarted" });
  const next: Journey = {
    ...journey,
    state: "inProgress",
    pending: "transfer",
    actionAttempt: journey.actionAttempt + 1,
    attemptNumber: journey.attemptNumber + 1,
    attemptStartedAt: now,
    attemptEndedAt: undefined,
    attemptTimedOut: false,
    transferError: undefined,
  };
  return {
    state: { ...state, journey: next },
    effects: [{ type: "startTimer", timer: "attemptTimeout", ms: ATTEMPT_TIMEOUT_MS }],
  };
}

export function transferComplete(
  state: CaptureState,
  journey: Journey,
  journeyId: string | undefined,
  now: number,
): Transition {
  if (journey.pending !== "transfer") {
    return refuse(state, { code: "unexpectedEvent", event: "transferComplete" });
  }
  const id = journeyId !== undefined && journeyId !== "" ? journeyId : journey.id;
  const next: Journey = { ...journey, id, pending: "result", attemptEndedAt: now };
  const clearTimer = { type: "clearTimer", timer: "attemptTimeout" } as const;
  if (id === undefined) {
    const failed = attemptResultFailed({ ...state, journey: next });
    return { state: failed.state, effects: [clearTimer, ...failed.effects] };
  }
  return {
    state: { ...state, journey: next },
    effects: [clearTimer, { type: "fetchJourneyResult", journeyId: id, purpose: "attempt" }],
  };
}

export function transferFailed(state: CaptureState, journey: Journey): Transition {
  if (journey.pending !== "transfer") {
    return refuse(state, { code: "unexpectedEvent", event: "transferFailed" });
  }
  return {
    state: {
      ...state,
      journey: { ...journey, pending: "none", transferError: "transferFailed" },
    },
    effects: [{ type: "clearTimer", timer: "attemptTimeout" }],
  };
}

/** No transfer completion within ATTEMPT_TIMEOUT_MS: reported; the transfer may still complete. */
export function attemptTimedOut(state: CaptureState, now: number): Transition {
  const { journey } = state;
  if (journey?.pending !== "transfer" || journey.attemptTimedOut) return unchanged(state);
  const next: Journey = { ...journey, attemptTimedOut: true };
  return {
    state: { ...state, journey: next },
    effects: [
      { type: "reportStatus", report: attemptReport(state, next, now, { isTimeout: true }) },
    ],
  };
}

/** The result fetched after a transfer judges the upload. */
export function attemptResultReceived(state: CaptureState, result: JourneyResult): Transition {
  const { journey } = state;
  if (journey?.pending !== "result") return unchanged(state);
  const document = documentOfUpload(result, journey.documentsSeen);
  const report = {
    type: "reportStatus" as const,
    report: attemptReport(state, journey, journey.attemptEndedAt, { result, document }),
  };
  const judged: Journey = {
    ...journey,
    pending: "none",
    documentsSeen: result.processedDocuments.length,
  };
  if (document?.isValidated === true) {
    // The service passed the whole journey (a passport page has no back): it is complete.
    if (result.highLevelResult === "Passed")
      return endJourney(state, { ...judged, currentResult: "Passed" }, "completed", [report]);
    return advance(state, { ...judged, currentResult: "Passed" }, [report], result.currentAction);
  }
  const failed: Journey = {
    ...judged,
    currentResult: "Failed",
    attemptsRemaining: judged.attemptsRemaining - 1,
  };
  if (failed.attemptsRemaining <= 0)
    return endJourney(state, failed, "attemptsExhausted", [report]);
  return { state: { ...state, journey: failed }, effects: [report] };
}

/** No result to judge the upload by: reported without one, and the user may try again. */
export function attemptResultFailed(state: CaptureState): Transition {
  const { journey } = state;
  if (journey?.pending !== "result") return unchanged(state);
  return {
    state: {
      ...state,
      journey: { ...journey, pending: "none", transferError: "resultUnavailable" },
    },
    effects: [
      { type: "reportStatus", report: attemptReport(state, journey, journey.attemptEndedAt, {}) },
    ],
  };
}

function attemptReport(
  state: CaptureState,
  journey: Journey,
  endedAt: number | undefined,
  outcome: { isTimeout?: boolean; result?: JourneyResult; document?: ProcessedDocument },
): AttemptStatusReport {
  const { context } = state;
  const startedAt = journey.attemptStartedAt ?? 0;
  const { document } = outcome;
  return withoutUnknown<AttemptStatusReport>({
    type: 1,
    journeyId: journey.id,
    startTimestamp: startedAt,
    endTimestamp: endedAt ?? startedAt,
    attemptNumber: journey.attemptNumber,
    isValidated: document?.isValidated,
    status: document?.highLevelResult,
    journeyStatus: outcome.result?.highLevelResult,
    branchCode: branchCodeOf(context.locale),
    residence: context.residence ?? undefined,
    documentCountry: document?.issuingCountryCode ?? undefined,
    documentType: document?.documentType ?? undefined,
    documentSide: document?.documentSide ?? undefined,
    requireDocumentSide: requiredSideOf(journey, context.definition),
    scanType: context.scanType,
    isTimeout: outcome.isTimeout ?? false,
    attempt: journey.actionAttempt,
  });
}
