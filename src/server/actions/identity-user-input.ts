/**
 * The identity journey's user-input form (widget spec §4, schemas/identityUserInput.schema.json),
 * where the journey definition asks for it (`userInput`): `identity-user-input` takes the answers
 * with the journey's id, validates them with the step's schema as any step's, and keeps them with
 * the journey (the latest sent). A journey that ended takes no answers.
 */
import { JourneyError } from "../journey/journey-contracts.ts";
import { submittedAnswer } from "./client-zone-handover.ts";
import { fieldErrors, globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { withCountedSession } from "./session-access.ts";
import { validateStepData } from "./validate-step-data.ts";

/** The form's schema and its texts' namespace. */
export const USER_INPUT_SCHEMA = "identityUserInput";

export function identityUserInput(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { journeyId, ...answers } = request.payload;
  if (typeof journeyId !== "string" || journeyId.length > 64)
    return Promise.resolve(
      globalError(400, services.translate(request.language, ["errors:badRequest"])),
    );
  return withCountedSession(services, request, async ({ application }) => {
    if (application.submitted) return submittedAnswer(services, request);
    const refused = (code: string) =>
      globalError(404, services.translate(request.language, [`identityJourney:errors.${code}`]));
    let journey;
    try {
      journey = await services.journeys.service.find(journeyId, application.id);
    } catch (error) {
      if (error instanceof JourneyError) return refused(error.code);
      throw error;
    }
    if (journey.state === "ended") return refused("journeyEnded");
    const errors = validateStepData(services, request.language, USER_INPUT_SCHEMA, answers);
    if (errors) return fieldErrors(errors);
    await services.journeys.records.recordUserInput(journeyId, answers);
    return success({});
  });
}
