/** The changes the app makes to the session state, as named actions (valtio state is mutated only here). */
import { ref } from "valtio";
import type { HandoffRefusal } from "./handoff/handoff-link.ts";
import type { IntroVideo, SessionState } from "./session-store.ts";

export function setGlobalError(state: SessionState, message: string | undefined): void {
  state.globalError = message;
}

export function setLocked(state: SessionState, locked: boolean): void {
  state.locked = locked;
}

export function setMinutesLeft(state: SessionState, minutes: number): void {
  state.minutesLeft = minutes;
}

/** Keeps a submitted step's data; a prefill of the step has been answered by it. */
export function saveStepData(
  state: SessionState,
  step: string,
  data: Record<string, unknown>,
): void {
  state.steps[step] = data;
  const { [step]: _answered, ...prefill } = state.prefill;
  state.prefill = prefill;
}

export function setDictionaries(
  state: SessionState,
  dictionaries: Record<string, unknown>,
  links: Record<string, string>,
  introVideo: IntroVideo = {},
): void {
  // The server's lists never change in the browser: kept as they are (valtio's `ref`), not made
  // into proxies object by object and copied into every snapshot.
  state.dictionaries = ref(dictionaries);
  state.links = links;
  state.introVideo = introVideo;
}

/** Start-up is over: the loader goes and the side panel's timer starts. */
export function markReady(state: SessionState): void {
  state.ready = true;
  state.locked = false;
}

/** Keeps a submitted choice in local storage too, with the action that sent it. */
export function keepChoiceLocally(
  key: string,
  action: string,
  data: Record<string, unknown>,
): void {
  localStorage.setItem(key, JSON.stringify({ action, ...data }));
}

/** The hand-off link is refused: the refusal's page replaces the application. */
export function refuseHandoff(state: SessionState, reason: HandoffRefusal): void {
  state.handoffRefused = reason;
}
