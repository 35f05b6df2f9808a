/**
 * The host's scan-token request (spec §7): a first try and TOKEN_RETRIES more, TOKEN_RETRY_INTERVAL_MS
 * apart; the token starts the journey, and when the last try fails the host goes to
 * uploadException.
 */
import type { CaptureState } from "./capture-state.ts";
import { unchanged, type Transition } from "./capture-transition.ts";
import { TOKEN_RETRIES, TOKEN_RETRY_INTERVAL_MS } from "./journey-constants.ts";
import { startJourney } from "./journey-progress.ts";
import type { ScanSession } from "./journey-vocabulary.ts";

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
      state: { ...state, token: { status: "waitingToRetry", attempt: token.attempt } },
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
  return {
    state: { ...state, token: { status: "fetching", attempt: token.attempt + 1 } },
    effects: [{ type: "fetchScanToken" }],
  };
}
