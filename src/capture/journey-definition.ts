/**
 * The journey definition (`flows/identity-journey.json`): whether the terms and conditions come
 * first, then the actions to capture in order, each with its number of attempts. Read from
 * untyped JSON so that a definition asking for an action the contract lacks is refused by name.
 */
import { isSelfieManualCapture } from "../shared/identity/selfie-capture.ts";
import type { JourneyError } from "./journey-errors.ts";
import {
  JOURNEY_ACTIONS,
  type JourneyAction,
  type JourneyDefinition,
  type JourneyStep,
} from "./journey-vocabulary.ts";

export type { JourneyDefinition, JourneyStep };

export type DefinitionReading =
  { ok: true; definition: JourneyDefinition } | { ok: false; error: JourneyError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isJourneyAction = (value: string): value is JourneyAction =>
  (JOURNEY_ACTIONS as readonly string[]).includes(value);

/** Checks a parsed definition file and returns it typed, or the first problem found. */
export function readJourneyDefinition(json: unknown): DefinitionReading {
  const invalid = (path: string): DefinitionReading => ({
    ok: false,
    error: { code: "invalidDefinition", path },
  });
  if (!isRecord(json)) return invalid("");
  if (typeof json.termsAndConditions !== "boolean") return invalid("/termsAndConditions");
  if (json.userInput !== undefined && typeof json.userInput !== "boolean")
    return invalid("/userInput");
  if (!Array.isArray(json.steps) || json.steps.length === 0) return invalid("/steps");
  const steps: JourneyStep[] = [];
  for (const [index, step] of (json.steps as unknown[]).entries()) {
    if (!isRecord(step) || typeof step.action !== "string") return invalid(`/steps/${index}`);
    const { action, attempts } = step;
    if (!isJourneyAction(action)) return { ok: false, error: { code: "unknownAction", action } };
    // NONE is the flow state outside any step, never a step to capture.
    if (action === "NONE") return invalid(`/steps/${index}/action`);
    if (typeof attempts !== "number" || !Number.isInteger(attempts) || attempts < 1) {
      return invalid(`/steps/${index}/attempts`);
    }
    const { manualCapture, issuedWithinMonths } = step;
    if (action === "SELFIE" && manualCapture !== undefined) {
      if (!isSelfieManualCapture(manualCapture)) return invalid(`/steps/${index}/manualCapture`);
      steps.push({ action, attempts, manualCapture });
    } else if (action === "ADDRESS" && issuedWithinMonths !== undefined) {
      if (!Number.isInteger(issuedWithinMonths) || (issuedWithinMonths as number) < 1)
        return invalid(`/steps/${index}/issuedWithinMonths`);
      steps.push({ action, attempts, issuedWithinMonths: issuedWithinMonths as number });
    } else steps.push({ action, attempts });
  }
  const [first, ...rest] = steps;
  return {
    ok: true,
    definition: {
      termsAndConditions: json.termsAndConditions,
      ...(json.userInput === true ? { userInput: true } : {}),
      steps: [first!, ...rest],
    },
  };
}
