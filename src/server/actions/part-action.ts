/**
 * Actions for a part of a step's form sent before the step itself (flow file `partActions`): the
 * session and the order of steps are checked as for the step, the part's fields are validated
 * with the step's whole schema (the rest of the form as context), then the part's own work runs.
 * Nothing is saved as the step: only the step's own submit does that.
 */
import type { FlowRoute } from "../../shared/flow/flow-definition.ts";
import { resolveRoute } from "../../shared/flow/flow-definition.ts";
import { applyAliases, applyContext } from "../../shared/schema/json-schema.ts";
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { dataOf } from "./application-state.ts";
import { submittedAnswer } from "./client-zone-handover.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { fieldErrors, globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import { serverContext } from "./server-context.ts";
import { sessionOf } from "./session-access.ts";
import { wordIssues } from "./validate-step-data.ts";

export interface PartActionInput {
  services: ProxyServices;
  request: ActionRequest;
  session: Session;
  route: FlowRoute;
  /** The payload with the server's context values in place. */
  data: Record<string, unknown>;
}

export interface PartAction {
  /** The fields this part sends and the schema must accept. */
  fields: readonly string[];
  run: (input: PartActionInput) => Promise<ProxyAnswer>;
}

export async function runPartAction(
  services: ProxyServices,
  request: ActionRequest,
  route: FlowRoute,
  part: PartAction,
): Promise<ProxyAnswer> {
  const schemaName = resolveRoute(route, request.device).schema;
  const step = schemaName ? services.files.steps.get(schemaName) : undefined;
  if (!schemaName || !step) {
    return globalError(404, services.translate(request.language, ["errors:unknownAction"]));
  }
  const { session, restart } = await sessionOf(services, request);
  if (restart) return restart;
  const verdict = await services.limits.hit("submit", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  if (session.application.submitted) return submittedAnswer(services, request);
  const steps = dataOf(await services.store.latestSubmissions(session.application.id));
  if (!services.navigator.isReachable(route.name, steps)) {
    return globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), {
      next: services.navigator.resume(steps, request.device),
    });
  }
  const data = applyContext(
    step.schema,
    applyAliases(step.schema, request.payload),
    serverContext(services, request.language, session.application),
  );
  const wanted = new Set(part.fields);
  // Fields the step does not declare are refused as on its submit; only the part's are checked.
  const issues = services.validators
    .validate(schemaName, data)
    .filter((issue) => wanted.has(issue.field) || issue.keyword === "unevaluatedProperties");
  const errors: FieldErrors = wordIssues(services, request.language, schemaName, issues);
  if (Object.keys(errors).length) return fieldErrors(errors);
  return part.run({ services, request, session, route, data });
}
