/**
 * The identity journey's definition (flows/identity-journey.json), as compliance edits it: the
 * shape the browser and the server read (terms, steps with their attempts, journeys per
 * application; several definitions each with its id and channels), actions the contract knows, each step once, in an order that can be captured (a
 * card's back right after its front; a selfie after the document whose portrait it is matched
 * with; liveness after the selfie whose face it must show), and only actions the browser captures.
 */
import { readJourneyDefinition } from "../../src/capture/journey-definition.ts";
import { JOURNEY_ACTIONS } from "../../src/capture/journey-vocabulary.ts";
import { journeyCatalogueOf } from "../../src/server/journey/journey-catalogue.ts";
import {
  JOURNEY_DEFINITION_FILE,
  serverJourneyDefinitionOf,
  stepOrderProblems,
} from "../../src/server/journey/journey-definition.ts";
import { closestName } from "./closest-name.ts";

const actionsOf = (json: unknown): unknown[] => {
  const steps = (json as { steps?: unknown } | null)?.steps;
  return Array.isArray(steps) ? steps.map((step) => (step as { action?: unknown })?.action) : [];
};

/** The definition with no step's `manualCapture`, to read what else the file holds. */
const withoutManualCapture = (json: unknown): unknown => {
  const steps = (json as { steps?: unknown }).steps;
  if (!Array.isArray(steps)) return json;
  return {
    ...(json as object),
    steps: steps.map((step: unknown) => {
      if (typeof step !== "object" || step === null) return step;
      const { manualCapture: _manualCapture, ...rest } = step as Record<string, unknown>;
      return rest;
    }),
  };
};

function readingProblem(json: unknown): string | undefined {
  const reading = readJourneyDefinition(json);
  if (reading.ok) return undefined;
  const { error } = reading;
  // A selfie's manual capture is named precisely by the server's reading (below); the browser's
  // stops at it, so the rest of the file is read without it.
  if (error.code === "invalidDefinition" && error.path.endsWith("/manualCapture"))
    return readingProblem(withoutManualCapture(json));
  if (error.code === "unknownAction") {
    const meant = closestName(error.action, JOURNEY_ACTIONS);
    return `"${error.action}" is no journey action${meant ? ` (did you mean ${meant}?)` : ""}; the actions are ${JOURNEY_ACTIONS.filter((action) => action !== "NONE").join(", ")}`;
  }
  if (error.code === "invalidDefinition")
    return `${error.path || "the file"} is not as the journey reads it: termsAndConditions true or false, userInput true or false where given, steps a list of { "action", "attempts" } with attempts a whole number of 1 or more`;
  return `cannot be read (${error.code})`;
}

/**
 * A definition file's problems: its one definition's, or each of its `definitions`' (with the
 * file's journeysPerApplication) and the list's own (ids given twice, keys that belong in a
 * definition).
 */
export function lintJourneyDefinition(json: unknown, file = JOURNEY_DEFINITION_FILE): string[] {
  const { definitions, journeysPerApplication } = (json ?? {}) as Record<string, unknown>;
  if (definitions === undefined) return lintOneDefinition(json, file);
  const problems = Array.isArray(definitions)
    ? definitions.flatMap((definition: unknown, index) =>
        lintOneDefinition(
          { ...(definition as object), journeysPerApplication },
          `${file} definitions[${index}]`,
        ),
      )
    : [];
  try {
    journeyCatalogueOf(json as Record<string, unknown>, file);
  } catch (error) {
    const message = (error as Error).message;
    // A definition's problem is named above already, by its place in the list.
    if (!problems.some((problem) => message.startsWith(`${problem.split(": ")[0] ?? ""}:`)))
      problems.push(message);
  }
  return problems;
}

function lintOneDefinition(json: unknown, file: string): string[] {
  const problems = stepOrderProblems(actionsOf(json));
  const reading = readingProblem(json);
  if (reading) problems.push(reading);
  try {
    serverJourneyDefinitionOf(json as Record<string, unknown>, file);
  } catch (error) {
    const message = (error as Error).message.replace(`${file}: `, "");
    if (
      !problems.includes(message) &&
      (!problems.length ||
        message.includes("journeysPerApplication") ||
        message.includes('"id"') ||
        message.includes('"channels"') ||
        message.includes("LIVENESS") ||
        message.includes("SELFIE"))
    )
      problems.push(message);
  }
  return problems.map((problem) => `${file}: ${problem}`);
}
