/**
 * The captures a journey asks for, read from the journey definition (`flows/identity-journey.json`)
 * the browser's journey also reads: the actions in order, the tries each has, and how many
 * journeys an application may start.
 */
import fs from "node:fs";
import path from "node:path";
import { isLivenessAction, LIVENESS_ACTIONS } from "../../shared/identity/liveness.ts";
import type { LivenessSettings, ServerJourneyDefinition } from "./journey-contracts.ts";

export const JOURNEY_DEFINITION_FILE = "flows/identity-journey.json";

/** The definition in `file` (absolute or from the project's folder), by default the project's. */
export function loadServerJourneyDefinition(
  projectRoot: string,
  file = JOURNEY_DEFINITION_FILE,
): ServerJourneyDefinition {
  file = path.resolve(projectRoot, file);
  const definition = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  return serverJourneyDefinitionOf(definition, file);
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

/**
 * The definition's `steps` (`{ "action": "IDENTITY:FRONT", "attempts": 3 }`, a LIVENESS step's
 * challenge settings too) and `journeysPerApplication` as the server uses them.
 */
export function serverJourneyDefinitionOf(
  definition: { termsAndConditions?: unknown; steps?: unknown; journeysPerApplication?: unknown },
  source = JOURNEY_DEFINITION_FILE,
): ServerJourneyDefinition {
  const steps = (Array.isArray(definition.steps) ? definition.steps : []) as {
    action?: unknown;
    attempts?: unknown;
    actions?: unknown;
    actionSeconds?: unknown;
    actionPool?: unknown;
  }[];
  const actions = steps.map((step) => step?.action);
  const attempts = steps.map((step) => step?.attempts);
  if (
    steps.length === 0 ||
    !actions.every((action) => typeof action === "string") ||
    !attempts.every((value) => Number.isInteger(value) && (value as number) > 0)
  )
    throw new Error(`${source}: "steps" must list each action with its attempts`);
  const journeys = definition.journeysPerApplication;
  if (!Number.isInteger(journeys) || (journeys as number) < 1)
    throw new Error(`${source}: "journeysPerApplication" must be a whole number of 1 or more`);
  return {
    termsAndConditions: definition.termsAndConditions === true,
    journeysPerApplication: journeys as number,
    steps: steps.map((step) => ({
      action: step.action as string,
      attempts: step.attempts as number,
      ...(step.action === "LIVENESS" ? { liveness: livenessSettingsOf(step, source) } : {}),
    })),
  };
}
