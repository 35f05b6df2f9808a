/**
 * The captures a journey asks for, read from the journey definition (`flows/identity-journey.json`)
 * the browser's journey also reads: the actions in order, the tries each has, and how many
 * journeys an application may start.
 */
import fs from "node:fs";
import path from "node:path";
import type { ServerJourneyDefinition } from "./journey-contracts.ts";

export const JOURNEY_DEFINITION_FILE = "flows/identity-journey.json";

export function loadServerJourneyDefinition(projectRoot: string): ServerJourneyDefinition {
  const file = path.join(projectRoot, JOURNEY_DEFINITION_FILE);
  const definition = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  return serverJourneyDefinitionOf(definition, file);
}

/**
 * The definition's `steps` (`{ "action": "IDENTITY:FRONT", "attempts": 3 }`) and
 * `journeysPerApplication` as the server uses them.
 */
export function serverJourneyDefinitionOf(
  definition: { steps?: unknown; journeysPerApplication?: unknown },
  source = JOURNEY_DEFINITION_FILE,
): ServerJourneyDefinition {
  const steps = (Array.isArray(definition.steps) ? definition.steps : []) as {
    action?: unknown;
    attempts?: unknown;
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
    journeysPerApplication: journeys as number,
    steps: steps.map((step) => ({
      action: step.action as string,
      attempts: step.attempts as number,
    })),
  };
}
