/** Look-ups of the journey's position in its definition: current step, action and side. */
import type { Journey } from "./capture-state.ts";
import type { JourneyDefinition, JourneyStep } from "./journey-definition.ts";
import type { DocumentSide, JourneyAction } from "./journey-vocabulary.ts";

export const stepAt = (definition: JourneyDefinition, index: number): JourneyStep =>
  definition.steps[index] ?? definition.steps[0];

/** The flow state: NONE while the terms are unanswered and once the journey has ended. */
export function currentAction(journey: Journey, definition: JourneyDefinition): JourneyAction {
  if (journey.termsPending || journey.state === "ended") return "NONE";
  return stepAt(definition, journey.stepIndex).action;
}

/** The back side is expected when the action is IDENTITY:BACK (spec §4 "Progress"). */
export function requiredSideOf(journey: Journey, definition: JourneyDefinition): DocumentSide {
  return stepAt(definition, journey.stepIndex).action === "IDENTITY:BACK" ? "BACK" : "FRONT";
}
