/** The result of one event: the next state, what the host must do, and why an event was refused. */
import type { CaptureEffect } from "./capture-effects.ts";
import type { CaptureState } from "./capture-state.ts";
import type { JourneyError } from "./journey-errors.ts";

export interface Transition {
  state: CaptureState;
  effects: readonly CaptureEffect[];
  /** Set when the event was refused; the state is then the same object and there are no effects. */
  refused?: JourneyError;
}

export const unchanged = (state: CaptureState): Transition => ({ state, effects: [] });

export const refuse = (state: CaptureState, error: JourneyError): Transition => ({
  state,
  effects: [],
  refused: error,
});
