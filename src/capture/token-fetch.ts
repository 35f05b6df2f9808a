/**
 * The host's scan-token request (spec §7): a first try and TOKEN_RETRIES more, TOKEN_RETRY_INTERVAL_MS
 * apart; the token starts the journey, and when the last try fails the host goes to
 * uploadException. Where several journey definitions serve the page the answer is their list: the
 * client chooses one (the journey select) and the request is made again for it. Where none
 * serves, the request fails for good and the page says so ("No journey definitions are available
 * for this channel"), without retries.
 */
import type { CaptureState } from "./capture-state.ts";
import { unchanged, type Transition } from "./capture-transition.ts";
import { TOKEN_RETRIES, TOKEN_RETRY_INTERVAL_MS } from "./journey-constants.ts";
import { startJourney } from "./journey-progress.ts";
import type { JourneyChoice, ScanSession } from "./journey-vocabulary.ts";

export function requestToken(state: CaptureState): Transition {
  if (state.token.status !== "notRequested") return unchanged(state);
  return {
    state: { ...state, token: { status: "fetching", attempt: 1 } },
    effects: [{ type: "fetchScanToken" }],
  };
}

export function tokenReceived(state: CaptureState, session: ScanSession): Transition {
  if (state.token.status !== "fetching") return unchanged(state);
  return startJourney(state, session);
}

export function tokenFailed(state: CaptureState): Transition {
  const { token } = state;
  if (token.status !== "fetching") return unchanged(state);
  if (token.attempt <= TOKEN_RETRIES) {
    return {
      state: {
        ...state,
        token: {
          status: "waitingToRetry",
          attempt: token.attempt,
          definitionId: token.definitionId,
        },
      },
      effects: [{ type: "startTimer", timer: "tokenRetry", ms: TOKEN_RETRY_INTERVAL_MS }],
    };
  }
  return {
    state: { ...state, token: { status: "failed" }, route: "uploadException" },
    effects: [{ type: "navigate", route: "uploadException" }],
  };
}

export function retryToken(state: CaptureState): Transition {
  const { token } = state;
  if (token.status !== "waitingToRetry") return unchanged(state);
  const { definitionId } = token;
  return {
    state: { ...state, token: { status: "fetching", attempt: token.attempt + 1, definitionId } },
    effects: [{ type: "fetchScanToken", definitionId }],
  };
}

export function choicesReceived(
  state: CaptureState,
  choices: readonly JourneyChoice[],
): Transition {
  if (state.token.status !== "fetching" || choices.length === 0) return unchanged(state);
  return { state: { ...state, token: { status: "choosing", choices } }, effects: [] };
}

/** The client chose a definition: the request is made again for it. */
export function chooseJourney(state: CaptureState, definitionId: string): Transition {
  const { token } = state;
  if (token.status !== "choosing" || !token.choices.some((choice) => choice.id === definitionId))
    return unchanged(state);
  return {
    state: { ...state, token: { status: "fetching", attempt: 1, definitionId } },
    effects: [{ type: "fetchScanToken", definitionId }],
  };
}

export function noDefinitions(state: CaptureState): Transition {
  if (state.token.status !== "fetching") return unchanged(state);
  return { state: { ...state, token: { status: "failed", reason: "noDefinitions" } }, effects: [] };
}
