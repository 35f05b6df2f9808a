/**
 * The end of the journey and the host's steps after it (spec §4 "Journey end"): the end is
 * reported; with a journey id the result is fetched 1 s later, the type 2 status report sent and
 * the host routed to mobileReturnToDesktop (page query mobile or qrCode), uploadSucceeded (result
 * Passed) or uploadFailed; without a journey id the host goes to uploadFailed after 10 s.
 */
import type { CaptureEffect } from "./capture-effects.ts";
import type { CaptureState, EndReason, Journey } from "./capture-state.ts";
import { unchanged, type Transition } from "./capture-transition.ts";
import { NO_JOURNEY_FALLBACK_MS, RESULT_FETCH_DELAY_MS } from "./journey-constants.ts";
import type { HighLevelResult, HostRoute } from "./journey-vocabulary.ts";
import { withoutUnknown, type FinalStatusReport } from "./status-report.ts";

/** The result a journey has without asking the scan service, which knows nothing of these ends. */
export function localVerdictOf(reason: EndReason | undefined): HighLevelResult | undefined {
  if (reason === "termsDisagreed") return "TCCDISAGREE";
  if (reason === "cancelled") return "Aborted";
  return undefined;
}

/** Ends `journey` (already updated by the event) and starts the host's wait. */
export function endJourney(
  state: CaptureState,
  journey: Journey,
  reason: EndReason,
  effectsBefore: readonly CaptureEffect[] = [],
): Transition {
  const ended: Journey = { ...journey, state: "ended", endReason: reason, pending: "none" };
  const hasId = ended.id !== undefined;
  return {
    state: {
      ...state,
      journey: ended,
      ending: { status: hasId ? "waitingToFetchResult" : "waitingForFallback" },
    },
    effects: [
      ...effectsBefore,
      { type: "clearTimer", timer: "attemptTimeout" },
      // The terms' refusal is the journey's end, told as itself: the service keeps its result.
      {
        type: "notifyJourney",
        journeyStatus: reason === "termsDisagreed" ? "TCCDISAGREE" : "end",
        journeyId: ended.id ?? null,
      },
      hasId
        ? { type: "startTimer", timer: "resultAfterEnd", ms: RESULT_FETCH_DELAY_MS }
        : { type: "startTimer", timer: "noJourneyFallback", ms: NO_JOURNEY_FALLBACK_MS },
    ],
  };
}

/** 1 s after the end: fetch the result. */
export function fetchResultAfterEnd(state: CaptureState): Transition {
  const id = state.journey?.id;
  if (state.ending.status !== "waitingToFetchResult" || id === undefined) return unchanged(state);
  return {
    state: { ...state, ending: { status: "fetchingResult" } },
    effects: [{ type: "fetchJourneyResult", journeyId: id, purpose: "final" }],
  };
}

/** The result after the end arrived (`fetched`) or could not be had (undefined). */
export function finishWithResult(
  state: CaptureState,
  fetched: HighLevelResult | undefined,
): Transition {
  if (state.ending.status !== "fetchingResult") return unchanged(state);
  const status = localVerdictOf(state.journey?.endReason) ?? fetched ?? "Undefined";
  const route: HostRoute = state.context.returnsToDesktop
    ? "mobileReturnToDesktop"
    : status === "Passed"
      ? "uploadSucceeded"
      : "uploadFailed";
  return finish(state, status, route);
}

/** 10 s after an end without a journey id. */
export function finishWithoutJourneyId(state: CaptureState): Transition {
  if (state.ending.status !== "waitingForFallback") return unchanged(state);
  return finish(state, localVerdictOf(state.journey?.endReason) ?? "Undefined", "uploadFailed");
}

function finish(state: CaptureState, journeyStatus: HighLevelResult, route: HostRoute): Transition {
  return {
    state: { ...state, ending: { status: "done" }, route },
    effects: [
      {
        type: "reportStatus",
        report: withoutUnknown<FinalStatusReport>({
          type: 2,
          journeyId: state.journey?.id,
          journeyStatus,
          scanType: state.context.scanType,
        }),
      },
      { type: "navigate", route },
    ],
  };
}
