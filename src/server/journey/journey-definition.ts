/**
 * The captures a journey asks for, read from the journey definition (`flows/identity-journey.json`,
 * or a deployment's `JOURNEY_DEFINITION`), which the browser's journey gets with its scan session:
 * the terms first or not, the actions in an order they can be captured in, the tries each has, a
 * liveness step's challenge, a proof of address's period, and how many journeys an application may
 * start.
 */
import fs from "node:fs";
import path from "node:path";
import { BRANDS, type Brand } from "../../shared/brand/locales.ts";
import { isLivenessAction, LIVENESS_ACTIONS } from "../../shared/identity/liveness.ts";
import type { JourneyDefinitionFiles } from "../config/journey-settings.ts";
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

/** A brand's own definition in the project, where its journey differs from the other's. */
export const brandDefinitionFile = (brand: Brand): string => `flows/identity-journey.${brand}.json`;

/** Each brand's journey definition. */
export type JourneyDefinitions = Readonly<Record<Brand, ServerJourneyDefinition>>;

/**
 * Each brand's definition: the deployment's file for the brand, else its file for every brand,
 * else the project's file for the brand where there is one, else the project's
 * (`flows/identity-journey.json`). A file two brands share is read once.
 */
export function loadServerJourneyDefinitions(
  projectRoot: string,
  files: JourneyDefinitionFiles,
): JourneyDefinitions {
  const read = new Map<string, ServerJourneyDefinition>();
  const definitionIn = (file: string) => {
    const found = read.get(file) ?? loadServerJourneyDefinition(projectRoot, file);
    read.set(file, found);
    return found;
  };
  const projectFileOf = (brand: Brand) =>
    fs.existsSync(path.resolve(projectRoot, brandDefinitionFile(brand)))
      ? brandDefinitionFile(brand)
      : JOURNEY_DEFINITION_FILE;
  return Object.fromEntries(
    BRANDS.map((brand) => [brand, definitionIn(files[brand] ?? files.all ?? projectFileOf(brand))]),
  ) as Record<Brand, ServerJourneyDefinition>;
}

/** The definition in `file` (absolute or from the project's folder), by default the project's. */
export function loadServerJourneyDefinition(
  projectRoot: string,
  file = JOURNEY_DEFINITION_FILE,
): ServerJourneyDefinition {
  file = path.resolve(projectRoot, file);
  const definition = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  return serverJourneyDefinitionOf(definition, file);
}

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
  return {
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
