/**
 * The end of a hand-off phone's part, as the phone hears of it (the desktop went on without it,
 * or its session ran out): its session is forgotten and the "ended" page replaces the rest. Read
 * by the phone's watch (src/app/handoff-watch.ts) and by the journey's answers to its photos.
 */
import { refuseHandoff, setGlobalError } from "../session-actions.ts";
import { storeToken, type SessionState } from "../session-store.ts";

/** The journey service's answers that mean the phone's session is gone. */
const SESSION_GONE = new Set(["handoffEnded", "notAuthorized"]);

/** The phone's hand-off ended: its session is forgotten and the "ended" page replaces the rest. */
export function endPhoneHandoff(state: SessionState): void {
  storeToken(state, undefined);
  setGlobalError(state, undefined);
  refuseHandoff(state, "ended");
}

/**
 * Whether a journey service's refusal (its `code`) ended a hand-off phone's part, which then
 * shows the "ended" page; on any other browser, or for any other refusal, false.
 */
export function endedByJourneyAnswer(state: SessionState, code: string | undefined): boolean {
  if (!state.handoff || code === undefined || !SESSION_GONE.has(code)) return false;
  endPhoneHandoff(state);
  return true;
}
