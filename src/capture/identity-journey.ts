/** This project's journey definition, read from `flows/identity-journey.json`. */
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
export const IDENTITY_JOURNEY: JourneyDefinition = definitionOrThrow(definitionJson);
