/**
 * This project's journey definition, read from `flows/identity-journey.json` (its first where it
 * holds several): the page's own, for a scan session that brings none.
 */
import definitionJson from "../../flows/identity-journey.json";
import { readJourneyDefinition, type JourneyDefinition } from "./journey-definition.ts";

function definitionOrThrow(json: unknown): JourneyDefinition {
  const reading = readJourneyDefinition(json);
  if (!reading.ok) {
    throw new Error(`flows/identity-journey.json: ${JSON.stringify(reading.error)}`);
  }
  return reading.definition;
}

/** Identity document front, then back. */
const content = definitionJson as { definitions?: unknown[] };
export const IDENTITY_JOURNEY: JourneyDefinition = definitionOrThrow(
  Array.isArray(content.definitions) ? content.definitions[0] : content,
);
