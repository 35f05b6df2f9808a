/**
 * The capture session's machine as one pure function: `reduceCapture(state, event, now)` returns
 * the next state and the effects the host must carry out, or the refusal of a view event (no
 * journey yet, journey ended, a request outstanding, an event that does not fit). `now` is the
 * clock's time in epoch milliseconds, used for the status reports' timestamps.
 */
import type { CaptureEvent, TimerName, ViewEvent } from "./capture-events.ts";
import type { CaptureState, Journey } from "./capture-state.ts";
import { refuse, type Transition } from "./capture-transition.ts";
import {
  attemptResultFailed,
  attemptResultReceived,
  attemptTimedOut,
  transferComplete,
  transferFailed,
  transferStarted,
} from "./journey-attempt.ts";
import { fetchResultAfterEnd, finishWithResult, finishWithoutJourneyId } from "./journey-ending.ts";
import { answerTerms, cancel, clear, displayStep } from "./journey-progress.ts";
import { backToMobileUpload, proceedOnDesktop } from "./recommend-mobile-popup.ts";
import {
  chooseJourney,
  choicesReceived,
  noDefinitions,
  requestToken,
  retryToken,
  tokenFailed,
  tokenReceived,
} from "./token-fetch.ts";

type JourneyEvent = Exclude<
  ViewEvent,
  { type: "recommendMobileProceed" | "recommendMobileBack" | "chooseJourney" }
>;

export function reduceCapture(state: CaptureState, event: CaptureEvent, now: number): Transition {
  switch (event.type) {
    case "begin":
      return requestToken(state);
    case "tokenReceived":
      return tokenReceived(state, event.session);
    case "tokenFailed":
      return tokenFailed(state);
    case "choicesReceived":
      return choicesReceived(state, event.choices);
    case "chooseJourney":
      return chooseJourney(state, event.definitionId);
    case "noDefinitions":
      return noDefinitions(state);
    case "timerFired":
      return reduceTimer(state, event.timer, now);
    case "resultReceived":
      return event.purpose === "attempt"
        ? attemptResultReceived(state, event.result)
        : finishWithResult(state, event.result.highLevelResult);
    case "resultFailed":
      return event.purpose === "attempt"
        ? attemptResultFailed(state)
        : finishWithResult(state, undefined);
    case "recommendMobileProceed":
      return proceedOnDesktop(state);
    case "recommendMobileBack":
      return backToMobileUpload(state);
    default:
      return reduceJourneyEvent(state, event, now);
  }
}

function reduceTimer(state: CaptureState, timer: TimerName, now: number): Transition {
  switch (timer) {
    case "tokenRetry":
      return retryToken(state);
    case "attemptTimeout":
      return attemptTimedOut(state, now);
    case "resultAfterEnd":
      return fetchResultAfterEnd(state);
    case "noJourneyFallback":
      return finishWithoutJourneyId(state);
  }
}

function reduceJourneyEvent(state: CaptureState, event: JourneyEvent, now: number): Transition {
  const { journey } = state;
  if (journey === undefined) return refuse(state, { code: "journeyNotStarted" });
  if (journey.state === "ended") return refuse(state, { code: "journeyEnded" });
  switch (event.type) {
    case "displayStep":
      return displayStep(state, journey, event.provider);
    case "answerTerms":
      return whenIdle(state, journey, () =>
        journey.termsPending
          ? answerTerms(state, journey, event.answer)
          : refuse(state, { code: "unexpectedEvent", event: event.type }),
      );
    case "transferStarted":
      // An attempt cannot have begun after it is counted.
      return transferStarted(state, journey, Math.min(event.startedAt ?? now, now));
    case "transferComplete":
      return transferComplete(state, journey, event.journeyId, now);
    case "transferFailed":
      return transferFailed(state, journey);
    case "clear":
      return whenIdle(state, journey, () => clear(state, journey));
    case "cancel":
      return cancel(state, journey);
  }
}

function whenIdle(state: CaptureState, journey: Journey, then: () => Transition): Transition {
  return journey.pending === "none" ? then() : refuse(state, { code: "waitingForResponse" });
}
