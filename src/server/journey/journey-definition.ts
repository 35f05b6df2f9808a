/**
 * One journey definition as the server reads it (a definition file holds one or more:
 * journey-catalogue.ts), which the browser's journey gets with its scan session: its id and the
 * channels it serves, the terms first or not, the actions in an order they can be captured in,
 * the tries each has, a liveness step's challenge, a proof of address's period, and how many
 * journeys an application may start.
 */
import {
  isJourneyChannel,
  JOURNEY_CHANNELS,
  type JourneyChannel,
} from "../../shared/identity/journey-channels.ts";
import { isLivenessAction, LIVENESS_ACTIONS } from "../../shared/identity/liveness.ts";
import {
  isSelfieManualCapture,
  SELFIE_MANUAL_CAPTURE,
  type SelfieManualCapture,
} from "../../shared/identity/selfie-capture.ts";
import {
  DEFAULT_ISSUED_WITHIN_MONTHS,
  type AddressProofSettings,
  type LivenessSettings,
  type ServerJourneyDefinition,
} from "./journey-contracts.ts";

export const JOURNEY_DEFINITION_FILE = "flows/identity-journey.json";

/** A definition's id: a name compliance gives it, journeys keep it. */
const DEFINITION_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** An action and the one that must come before it, with why. */
const NEEDS_BEFORE: Record<string, { before: string; because: string }> = {
  "IDENTITY:BACK": { before: "IDENTITY:FRONT", because: "a card's back is read with its front" },
  SELFIE: {
    before: "IDENTITY:FRONT",
    because: "the selfie is matched with the portrait on the document",
  },
  LIVENESS: { before: "SELFIE", because: "the live face is compared with the selfie's" },
  ADDRESS: {
    before: "IDENTITY:FRONT",
    because: "the proof of address must name the holder of the document",
  },
  COVID: {
    before: "IDENTITY:FRONT",
    because: "the health certificate's holder is cross-checked with the document's",
  },
};

/**
 * What keeps steps in this order from being captured: an action asked for twice, a card's back
 * not right after its front, a selfie before the document, liveness before the selfie.
 */
export function stepOrderProblems(actions: readonly unknown[]): string[] {
  const problems: string[] = [];
  actions.forEach((action, index) => {
    if (typeof action !== "string") return;
    if (actions.indexOf(action) !== index)
      problems.push(`step ${index + 1} asks for ${action} again: each action is one step`);
    const rule = NEEDS_BEFORE[action];
    if (!rule) return;
    const at = actions.indexOf(rule.before);
    const placed = action === "IDENTITY:BACK" ? at === index - 1 : at >= 0 && at < index;
    if (!placed)
      problems.push(
        `${action} (step ${index + 1}) needs ${rule.before} ${action === "IDENTITY:BACK" ? "right before it" : "before it"}: ${rule.because}`,
      );
  });
  return problems;
}

/**
 * A liveness step's challenge unless the step says otherwise: two actions of all six, ten
 * seconds for each (docs/LIVENESS.md).
 */
export const DEFAULT_LIVENESS_SETTINGS: LivenessSettings = {
  actions: 2,
  actionSeconds: 10,
  pool: LIVENESS_ACTIONS,
};
/** The shortest and longest time a liveness step may give an action. */
const ACTION_SECONDS = { min: 3, max: 60 } as const;

/**
 * A LIVENESS step's `actions` (how many), `actionSeconds` and `actionPool` (the actions picked
 * from), each optional.
 */
function livenessSettingsOf(
  step: { actions?: unknown; actionSeconds?: unknown; actionPool?: unknown },
  source: string,
): LivenessSettings {
  const pool = step.actionPool ?? DEFAULT_LIVENESS_SETTINGS.pool;
  if (
    !Array.isArray(pool) ||
    pool.length === 0 ||
    !pool.every(isLivenessAction) ||
    new Set(pool).size !== pool.length
  )
    throw new Error(
      `${source}: the LIVENESS step's "actionPool" must list actions of ${LIVENESS_ACTIONS.join(", ")}, each once`,
    );
  const actions = step.actions ?? DEFAULT_LIVENESS_SETTINGS.actions;
  if (!Number.isInteger(actions) || (actions as number) < 1 || (actions as number) > pool.length)
    throw new Error(
      `${source}: the LIVENESS step's "actions" must be a whole number from 1 to the ${pool.length} of its pool`,
    );
  const seconds = step.actionSeconds ?? DEFAULT_LIVENESS_SETTINGS.actionSeconds;
  if (
    typeof seconds !== "number" ||
    !(seconds >= ACTION_SECONDS.min && seconds <= ACTION_SECONDS.max)
  )
    throw new Error(
      `${source}: the LIVENESS step's "actionSeconds" must be from ${ACTION_SECONDS.min} to ${ACTION_SECONDS.max}`,
    );
  return { actions: actions as number, actionSeconds: seconds, pool };
}

/** The longest period an ADDRESS step may allow since a page's issue, in months. */
const MAX_ISSUED_WITHIN_MONTHS = 12;

/** An ADDRESS step's `issuedWithinMonths`, DEFAULT_ISSUED_WITHIN_MONTHS unless it says otherwise. */
function addressProofOf(
  step: { issuedWithinMonths?: unknown },
  source: string,
): AddressProofSettings {
  const months = step.issuedWithinMonths ?? DEFAULT_ISSUED_WITHIN_MONTHS;
  if (
    !Number.isInteger(months) ||
    (months as number) < 1 ||
    (months as number) > MAX_ISSUED_WITHIN_MONTHS
  )
    throw new Error(
      `${source}: the ADDRESS step's "issuedWithinMonths" must be a whole number from 1 to ${MAX_ISSUED_WITHIN_MONTHS}`,
    );
  return { issuedWithinMonths: months as number };
}

/** A SELFIE step's `manualCapture`, "hidden" unless it says otherwise. */
function manualCaptureOf(step: { manualCapture?: unknown }, source: string): SelfieManualCapture {
  const value = step.manualCapture ?? "hidden";
  if (!isSelfieManualCapture(value))
    throw new Error(
      `${source}: the SELFIE step's "manualCapture" must be ${SELFIE_MANUAL_CAPTURE.map((v) => `"${v}"`).join(" or ")}`,
    );
  return value;
}

/**
 * The definition's `steps` (`{ "action": "IDENTITY:FRONT", "attempts": 3 }`, a LIVENESS step's
 * challenge settings too) and `journeysPerApplication` as the server uses them.
 */
export function serverJourneyDefinitionOf(
  definition: {
    id?: unknown;
    channels?: unknown;
    termsAndConditions?: unknown;
    userInput?: unknown;
    steps?: unknown;
    journeysPerApplication?: unknown;
  },
  source = JOURNEY_DEFINITION_FILE,
): ServerJourneyDefinition {
  const steps = (Array.isArray(definition.steps) ? definition.steps : []) as {
    action?: unknown;
    attempts?: unknown;
    actions?: unknown;
    actionSeconds?: unknown;
    actionPool?: unknown;
    manualCapture?: unknown;
    issuedWithinMonths?: unknown;
  }[];
  const actions = steps.map((step) => step?.action);
  const attempts = steps.map((step) => step?.attempts);
  if (
    steps.length === 0 ||
    !actions.every((action) => typeof action === "string") ||
    !attempts.every((value) => Number.isInteger(value) && (value as number) > 0)
  )
    throw new Error(`${source}: "steps" must list each action with its attempts`);
  // A deployment's own file is held to the order the project's lint checks.
  const misplaced = stepOrderProblems(actions);
  if (misplaced.length > 0) throw new Error(`${source}: ${misplaced[0]}`);
  const journeys = definition.journeysPerApplication;
  if (!Number.isInteger(journeys) || (journeys as number) < 1)
    throw new Error(`${source}: "journeysPerApplication" must be a whole number of 1 or more`);
  if (definition.userInput !== undefined && typeof definition.userInput !== "boolean")
    throw new Error(`${source}: "userInput" must be true or false`);
  const id = definition.id ?? "default";
  if (typeof id !== "string" || !DEFINITION_ID.test(id))
    throw new Error(
      `${source}: "id" must be a name of letters, digits, "-" and "_", starting with a letter`,
    );
  return {
    id,
    channels: channelsOf(definition.channels, source),
    termsAndConditions: definition.termsAndConditions === true,
    userInput: definition.userInput === true,
    journeysPerApplication: journeys as number,
    steps: steps.map((step) => ({
      action: step.action as string,
      attempts: step.attempts as number,
      ...(step.action === "LIVENESS" ? { liveness: livenessSettingsOf(step, source) } : {}),
      ...(step.action === "SELFIE" ? { manualCapture: manualCaptureOf(step, source) } : {}),
      ...(step.action === "ADDRESS" ? { addressProof: addressProofOf(step, source) } : {}),
    })),
  };
}

/** A definition's `channels`, every channel unless it names them. */
function channelsOf(channels: unknown, source: string): JourneyChannel[] {
  if (channels === undefined) return [...JOURNEY_CHANNELS];
  if (
    !Array.isArray(channels) ||
    channels.length === 0 ||
    !channels.every(isJourneyChannel) ||
    new Set(channels).size !== channels.length
  )
    throw new Error(
      `${source}: "channels" must list ${JOURNEY_CHANNELS.map((c) => `"${c}"`).join(" or ")}, each once`,
    );
  return channels;
}

/**
 * A definition as the browser's journey reads it (src/capture/journey-definition.ts): the terms
 * first or not, the user-input form, the steps with their attempts. It comes with the scan
 * session, so the browser follows the definition of the server that runs the journey.
 */
export function browserDefinitionOf(definition: ServerJourneyDefinition): {
  termsAndConditions: boolean;
  userInput: boolean;
  steps: {
    action: string;
    attempts: number;
    manualCapture?: string;
    issuedWithinMonths?: number;
  }[];
} {
  return {
    termsAndConditions: definition.termsAndConditions,
    userInput: definition.userInput,
    steps: definition.steps.map(({ action, attempts, manualCapture, addressProof }) => ({
      action,
      attempts,
      ...(manualCapture ? { manualCapture } : {}),
      ...(addressProof ? { issuedWithinMonths: addressProof.issuedWithinMonths } : {}),
    })),
  };
}
