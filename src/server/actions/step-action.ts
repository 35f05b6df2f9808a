/**
 * The action every form step posts to: check the session and the order of steps, validate with
 * the step's schema, run the step's own hook if it has one, save, and answer `next`.
 */
import { routesForAction, type ResolvedRoute } from "../../shared/flow/flow-definition.ts";
import { applyContext } from "../../shared/schema/json-schema.ts";
import { savedSteps, storableData } from "./application-state.ts";
import { fieldErrors, globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import { submissionContext } from "./server-context.ts";
import { findSession, restartAnswer } from "./session-access.ts";
import { validateStepData } from "./validate-step-data.ts";

export interface StepHookInput {
  services: ProxyServices;
  request: ActionRequest;
  session: Session;
  route: ResolvedRoute;
  data: Record<string, unknown>;
  /** The application's saved steps before this submission. */
  steps: Record<string, Record<string, unknown>>;
}

/** A step's own work between validation and saving; an answer returned stops the save. */
export type StepHook = (input: StepHookInput) => Promise<ProxyAnswer | undefined>;

export function stepRouteFor(
  services: ProxyServices,
  request: ActionRequest,
): ResolvedRoute | undefined {
  const candidates = routesForAction(services.files.flow, request.action).filter((r) => r.schema);
  const wantMobile = request.device === "mobile";
  return (
    candidates.find((r) => (r.name !== r.route.name) === wantMobile) ??
    candidates.find((r) => r.name === r.route.name) ??
    candidates[0]
  );
}

export async function runStepAction(
  services: ProxyServices,
  request: ActionRequest,
  route: ResolvedRoute,
  hook: StepHook | undefined,
): Promise<ProxyAnswer> {
  const schemaName = route.schema;
  if (!schemaName || !services.validators.has(schemaName)) {
    return globalError(404, services.translate(request.language, ["errors:unknownAction"]));
  }
  const session = await findSession(services, request.token);
  if (!session) return restartAnswer(services, request);

  const steps = await savedSteps(services, session.application.id);
  if (!route.route.public && !services.navigator.isReachable(route.route.name, steps)) {
    return globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), {
      next: services.navigator.resume(steps, request.device),
    });
  }

  const schema = services.files.steps.get(schemaName)!.schema;
  const data = applyContext(
    schema,
    request.payload,
    await submissionContext(services, request.language, session.application),
  );
  const errors = validateStepData(services, request.language, schemaName, data);
  if (errors) return fieldErrors(errors);

  const hookAnswer = await hook?.({ services, request, session, route, data, steps });
  if (hookAnswer) return hookAnswer;

  const stored = storableData(services, schemaName, data);
  const stepName = route.route.name;
  await services.store.saveSubmission(session.application.id, {
    step: stepName,
    variant: route.name,
    data: stored,
    schemaHash: services.files.steps.get(schemaName)!.schemaHash,
  });
  const allSteps = { ...steps, [stepName]: stored };
  const next = services.navigator.next(stepName, { data, steps: allSteps, device: request.device });
  return success(next ? { next } : {});
}
