/**
 * Where a counted attempt moves a journey through the steps of its definition: a refused photo
 * costs one of the step's attempts (the last ends the journey with its result); a passed one goes
 * on to the next step, from the front of an identity document to its back (which a passport page
 * does not have), then to a selfie and liveness where the definition asks for them, and past the
 * last step ends the journey as Passed.
 */
import type { CaptureAssessment, ServerJourneyDefinition } from "./journey-contracts.ts";
import type { JourneyMove, JourneyRecord } from "./journey-records.ts";

/** A document whose back carries the machine-readable zone: the journey asks for the back. */
const HAS_BACK = (documentType: string | undefined) => documentType !== "Passport";

export function nextMove(
  journey: JourneyRecord,
  assessment: CaptureAssessment,
  { steps }: ServerJourneyDefinition,
): JourneyMove {
  if (assessment.highLevelResult !== "Passed") {
    const attemptsLeft = journey.attemptsLeft - 1;
    if (attemptsLeft > 0) return { state: "inProgress", action: journey.action, attemptsLeft };
    return {
      state: "ended",
      action: "NONE",
      attemptsLeft: 0,
      highLevelResult: assessment.highLevelResult,
    };
  }
  const documentType = assessment.documentType ?? journey.documentType ?? undefined;
  const at = steps.findIndex((step) => step.action === journey.action);
  // The back is asked for only of a document that has one.
  const following = steps
    .slice(at + 1)
    .find((step) => step.action !== "IDENTITY:BACK" || HAS_BACK(documentType));
  if (following) {
    return {
      state: "inProgress",
      action: following.action,
      attemptsLeft: following.attempts,
      documentType: documentType ?? null,
    };
  }
  return {
    state: "ended",
    action: "NONE",
    attemptsLeft: journey.attemptsLeft,
    highLevelResult: "Passed",
    documentType: documentType ?? null,
  };
}
