/**
 * Reads the scanning-token call's answer (widget spec §7: status, gbgToken, journeyId, clientId,
 * backendUrl; and this service's additions: where a continued journey stands, the journey
 * definition it follows, the definitions to choose between). The onboarding page and the
 * embedded widget's host read it alike.
 */
import { readJourneyDefinition } from "./journey-definition.ts";
import {
  NoJourneyDefinitionsError,
  type JourneyChoice,
  type JourneyPosition,
  type ScanSession,
} from "./journey-vocabulary.ts";

/**
 * The scan session of a successful answer, or the definitions to choose between.
 * @throws NoJourneyDefinitionsError where no definition serves the page; Error for any other
 * answer that holds no scan session.
 */
export function scanSessionFromWire(
  answer: Readonly<Record<string, unknown>>,
): ScanSession | { choices: JourneyChoice[] } {
  // Several definitions serve the page: the client chooses (the journey select).
  const choices = journeyChoicesOf(answer.journeyChoices);
  if (answer.status === "success" && choices) return { choices };
  if (answer.status === "error" && answer.code === "noDefinitions")
    throw new NoJourneyDefinitionsError();
  const { gbgToken, journeyId, clientId, backendUrl } = answer;
  if (
    answer.status !== "success" ||
    typeof gbgToken !== "string" ||
    typeof journeyId !== "string" ||
    typeof backendUrl !== "string"
  )
    throw new Error("no scan session");
  const position = journeyPositionOf(answer.journey);
  // The service's definition, which its journey follows; a page that cannot read it keeps its
  // own (built with the same file).
  const reading = readJourneyDefinition(answer.journeyDefinition);
  if (!reading.ok && answer.journeyDefinition !== undefined)
    console.warn("the service's journey definition was not read", reading.error);
  return {
    gbgToken,
    journeyId,
    clientId: typeof clientId === "string" ? clientId : "",
    backendUrl,
    ...(position ? { journey: position } : {}),
    ...(reading.ok ? { definition: reading.definition } : {}),
  };
}

/** The definitions to choose between, as the answer gives them; undefined when none. */
function journeyChoicesOf(value: unknown): JourneyChoice[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const choices = value.filter(
    (choice): choice is JourneyChoice =>
      typeof choice === "object" &&
      choice !== null &&
      typeof (choice as JourneyChoice).id === "string" &&
      Array.isArray((choice as JourneyChoice).actions) &&
      (choice as JourneyChoice).actions.every((action) => typeof action === "string"),
  );
  return choices.length === value.length ? choices : undefined;
}

/** Where a continued journey stands, as the answer gives it; undefined when malformed. */
function journeyPositionOf(value: unknown): JourneyPosition | undefined {
  if (!value || typeof value !== "object") return undefined;
  const {
    action,
    attemptsRemaining,
    processedDocuments,
    lastUploadFailed,
    lastFailureReasons,
    userInputGiven,
  } = value as Record<string, unknown>;
  if (
    typeof action !== "string" ||
    typeof attemptsRemaining !== "number" ||
    typeof processedDocuments !== "number" ||
    typeof lastUploadFailed !== "boolean"
  )
    return undefined;
  const reasons = Array.isArray(lastFailureReasons)
    ? lastFailureReasons.filter((reason): reason is string => typeof reason === "string")
    : [];
  return {
    action,
    attemptsRemaining,
    processedDocuments,
    lastUploadFailed,
    lastFailureReasons: reasons,
    userInputGiven: userInputGiven === true,
  };
}
