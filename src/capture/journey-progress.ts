/**
 * The journey's moves between steps: start on the scan token, the terms and conditions (Agree
 * continues, Disagree ends with TCCDISAGREE), progress to the next action after an accepted upload
 * (the back side after the front, or the step the service names), and the user's display, clear
 * and cancel events. Start, progress, clear and cancel are each reported through notify-journey.
 */
import type { CaptureEffect } from "./capture-effects.ts";
import type { CaptureState, Journey } from "./capture-state.ts";
import { unchanged, type Transition } from "./capture-transition.ts";
import { endJourney } from "./journey-ending.ts";
import { stepAt } from "./journey-steps.ts";
import type {
  JourneyAction,
  JourneyNotice,
  JourneyProvider,
  ScanSession,
  TermsAnswer,
} from "./journey-vocabulary.ts";

const notice = (journeyStatus: JourneyNotice, journey: Journey): CaptureEffect => ({
  type: "notifyJourney",
  journeyStatus,
  journeyId: journey.id ?? null,
});

/**
 * The scan token arrived: the journey starts on the definition's first step, or, when the
 * service continues a journey under way (the page was reloaded), where that journey stands: its
 * step, the attempts it has left, the documents already processed, and the last photo's failure.
 * The definition is the one the scan session brings, where it brings one: the service's.
 */
export function startJourney(from: CaptureState, session: ScanSession): Transition {
  const definition = session.definition ?? from.context.definition;
  const state: CaptureState = { ...from, context: { ...from.context, definition } };
  const position = session.journey;
  const resumedIndex = position
    ? definition.steps.findIndex((step) => step.action === position.action)
    : -1;
  const resumed = position && resumedIndex >= 0 ? position : undefined;
  const stepIndex = Math.max(0, resumedIndex);
  const stepAttempts = stepAt(definition, stepIndex).attempts;
  const journey: Journey = {
    id: session.journeyId === "" ? undefined : session.journeyId,
    state: resumed && resumed.processedDocuments > 0 ? "inProgress" : "started",
    termsPending: definition.termsAndConditions && !resumed?.processedDocuments,
    stepIndex,
    attemptsRemaining: resumed
      ? Math.min(stepAttempts, Math.max(1, resumed.attemptsRemaining))
      : stepAttempts,
    actionAttempt: resumed ? stepAttempts - Math.min(stepAttempts, resumed.attemptsRemaining) : 0,
    attemptNumber: resumed?.processedDocuments ?? 0,
    pending: "none",
    attemptStartedAt: undefined,
    attemptEndedAt: undefined,
    attemptTimedOut: false,
    documentsSeen: resumed?.processedDocuments ?? 0,
    provider: "filesystem",
    currentResult: resumed?.lastUploadFailed ? "Failed" : undefined,
    transferError: undefined,
    endReason: undefined,
  };
  return {
    state: { ...state, token: { status: "received", session }, journey },
    effects: [notice("start", journey)],
  };
}

export function answerTerms(
  state: CaptureState,
  journey: Journey,
  answer: TermsAnswer,
): Transition {
  if (answer === "Disagree") return endJourney(state, journey, "termsDisagreed");
  const next: Journey = { ...journey, termsPending: false, state: "inProgress" };
  return { state: { ...state, journey: next }, effects: [notice("progress", next)] };
}

/**
 * An upload was accepted: on to the step of the action the service waits for next where it says
 * (a passport's page skips the back), else to the next step, or the journey is complete.
 */
export function advance(
  state: CaptureState,
  journey: Journey,
  effectsBefore: readonly CaptureEffect[],
  serviceAction?: JourneyAction,
): Transition {
  const { definition } = state.context;
  const later = definition.steps.findIndex(
    (step, index) => index > journey.stepIndex && step.action === serviceAction,
  );
  const nextIndex = later === -1 ? journey.stepIndex + 1 : later;
  if (nextIndex >= definition.steps.length) {
    return endJourney(state, journey, "completed", effectsBefore);
  }
  const next: Journey = {
    ...journey,
    stepIndex: nextIndex,
    attemptsRemaining: stepAt(definition, nextIndex).attempts,
    actionAttempt: 0,
    currentResult: undefined,
  };
  return {
    state: { ...state, journey: next },
    effects: [...effectsBefore, notice("progress", next)],
  };
}

export function displayStep(
  state: CaptureState,
  journey: Journey,
  provider: JourneyProvider,
): Transition {
  if (journey.provider === provider) return unchanged(state);
  return { state: { ...state, journey: { ...journey, provider } }, effects: [] };
}

/** The picked file is discarded; the journey stays where it is. */
export function clear(state: CaptureState, journey: Journey): Transition {
  return { state, effects: [notice("clear", journey)] };
}

export function cancel(state: CaptureState, journey: Journey): Transition {
  return endJourney(state, journey, "cancelled", [notice("cancel", journey)]);
}
