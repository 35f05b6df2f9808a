/**
 * The action every form step posts to: check the session and the order of steps, validate with
 * the step's schema and its UI schema's refusals, run the step's own hook if it has one, save,
 * and answer `next`.
 */
import { routesForAction, type ResolvedRoute } from "../../shared/flow/flow-definition.ts";
import { applyAliases, applyContext } from "../../shared/schema/json-schema.ts";
import { archiveShownTexts, shownTexts } from "../declarations/shown-texts.ts";
import {
  AnswersChangedError,
  ApplicationSubmittedError,
  isSameSubmission,
} from "../storage/application-store/step-submissions.ts";
import { applicationState, dataOf, storableData } from "./application-state.ts";
import { submittedAnswer } from "./client-zone-handover.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { OneAtATime } from "./one-at-a-time.ts";
import { fieldErrors, globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import { submissionContext } from "./server-context.ts";
import { sessionOf } from "./session-access.ts";
import { uiSchemaRefusalAnswer } from "./ui-schema-refusal.ts";
import {
  DATA_CHECK_CONTEXT,
  recordDataCheck,
  stepDataCheck,
  type StepDataCheck,
} from "../data-check/document-data-check.ts";
import { recordAddressProofCheck } from "../journey/address-proof/address-step-check.ts";
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

/**
 * Values a step's own `x-context` fields take from the server, besides the session's (e.g. the
 * verified phone number in E.164), set before the data is validated.
 */
export type StepContext = (input: {
  services: ProxyServices;
  request: ActionRequest;
  session: Session;
}) => Promise<Record<string, unknown>>;

/** What a step action does beyond validate-save-next. */
export interface StepExtras {
  context?: StepContext | undefined;
  hook?: StepHook | undefined;
  /**
   * Work after the data is saved whose answer replaces `next` (a payment gateway's callback).
   */
  afterSave?: ((input: StepHookInput) => Promise<Record<string, unknown> | undefined>) | undefined;
  /**
   * The answer carries the application's state (`state`), for a step whose hook also completes
   * other steps (confirm-email completes the phone step): the browser then knows they are done.
   */
  answersState?: boolean;
}

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
  extras: StepExtras = {},
): Promise<ProxyAnswer> {
  const schemaName = route.schema;
  if (!schemaName || !services.validators.has(schemaName)) {
    return globalError(404, services.translate(request.language, ["errors:unknownAction"]));
  }
  const { session, restart } = await sessionOf(services, request);
  if (restart) return restart;
  const verdict = await services.limits.hit("submit", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  if (session.application.submitted) return submittedAnswer(services, request);

  // A step with work of its own (a hook, work after the save) may write answers itself: it reads
  // them afresh and saves without condition, as it did before answers were kept. Any other step
  // is checked against the answers this instance keeps and saved on the condition that they are
  // still the latest; if they changed meanwhile (another instance, a document scan), or the
  // kept answers lead to a refusal, it is checked again against fresh ones, and a third time
  // saved without condition.
  const plain = !extras.hook && !extras.afterSave;
  const attempts: Attempt[] = plain
    ? [
        { fresh: false, conditional: true },
        { fresh: true, conditional: true },
        { fresh: true, conditional: false },
      ]
    : [{ fresh: true, conditional: false }];
  return submissionsInTurn.run(session.application.id, () =>
    attemptInTurn({ services, request, route, session, schemaName }, extras, attempts),
  );
}

/** One application's step submissions on this instance take turns (see one-at-a-time.ts). */
const submissionsInTurn = new OneAtATime();

async function attemptInTurn(
  step: StepInput,
  extras: StepExtras,
  attempts: Attempt[],
): Promise<ProxyAnswer> {
  for (const [i, attempt] of attempts.entries()) {
    try {
      const answer = await attemptStepAction(step, extras, attempt);
      // A refusal (the step not reachable yet, a field judged against earlier answers) made
      // with kept answers is made again with fresh ones: only a save proves they were current.
      if (attempt.fresh || answer.body.status === "success") return answer;
    } catch (error) {
      if (!(error instanceof AnswersChangedError) || i === attempts.length - 1) throw error;
    }
  }
  throw new Error("unreachable");
}

interface Attempt {
  /** Read the application's answers from the database, not from what this instance keeps. */
  fresh: boolean;
  /** Save only if the answers are still those read (else AnswersChangedError). */
  conditional: boolean;
}

/**
 * What the step's checks against the application's answers, its hook and its save work on: the
 * same for every attempt.
 */
interface StepInput {
  services: ProxyServices;
  request: ActionRequest;
  route: ResolvedRoute;
  session: Session;
  schemaName: string;
}

async function attemptStepAction(
  { services, request, route, session, schemaName }: StepInput,
  { context, hook, afterSave, answersState }: StepExtras,
  attempt: Attempt,
): Promise<ProxyAnswer> {
  const answers = await services.store.answersOf(session.application.id, { fresh: attempt.fresh });
  const latest = answers.latest;
  const steps = dataOf(latest);
  if (!route.route.public && !services.navigator.isReachable(route.route.name, steps)) {
    return globalError(409, services.translate(request.language, ["errors:stepNotAvailable"]), {
      next: services.navigator.resume(steps, request.device),
    });
  }

  const schema = services.files.steps.get(schemaName)!.schema;
  const texts = shownTexts(services.files.locales, request.language, schemaName);
  const sent = applyAliases(schema, request.payload);
  // The answers against the identity document read, where the flow asks for it (personal data).
  const dataCheck = await stepDataCheck(
    services,
    session.application.id,
    route,
    sent,
    request.language,
  );
  const data = applyContext(schema, sent, {
    ...submissionContext(services, request.language, session.application, steps, answers),
    textsHash: texts.hash,
    ...(dataCheck ? { [DATA_CHECK_CONTEXT]: dataCheck.result } : {}),
    ...(await context?.({ services, request, session })),
  });
  const errors = validateStepData(services, request.language, schemaName, data);
  if (errors) return fieldErrors(errors);
  // What the page refuses (a blocking notice, a way out of the flow) is refused whoever sends it.
  const refusal = services.uiSchemaRules.refusalOf(schemaName, data);
  if (refusal) return uiSchemaRefusalAnswer(services, request, schemaName, refusal, data);
  // Answers that differ from the document are shown to the client before they can be kept.
  if (dataCheck?.result === "Failed" && data[dataCheck.confirmedBy] !== true)
    return documentDifferencesAnswer(dataCheck);

  const hookAnswer = await hook?.({ services, request, session, route, data, steps });
  if (hookAnswer) return hookAnswer;

  const stepName = route.route.name;
  const record = {
    step: stepName,
    variant: route.name,
    data: storableData(services, schemaName, data),
    schemaHash: services.files.steps.get(schemaName)!.schemaHash,
  };
  // A repeat of the step's latest submission (a double click, a retried request) is answered
  // without a write; saveSubmission checks again inside its transaction for concurrent ones.
  // A step that keeps the hash of its texts (declarations) keeps the texts too.
  if (data.textsHash === texts.hash)
    await archiveShownTexts(services.store.database, request.language, schemaName, texts);
  const previous = latest.get(stepName);
  if (!previous || !isSameSubmission(previous, record)) {
    try {
      await services.store.saveSubmission(
        session.application.id,
        record,
        attempt.conditional ? answers : undefined,
      );
    } catch (error) {
      // Submitted for opening while this request was on its way: nothing was saved.
      if (error instanceof ApplicationSubmittedError) return submittedAnswer(services, request);
      throw error;
    }
  } else if (!attempt.fresh) {
    // A repeat by the kept answers is not saved, so no save can prove them current: ask afresh.
    throw new AnswersChangedError();
  }
  if (dataCheck) await recordDataCheck(services, dataCheck);
  // The address answered, against the journey's proof of address where it asked for one.
  await recordAddressProofCheck(services.journeys, session.application.id, stepName, data);
  const instead = await afterSave?.({ services, request, session, route, data, steps });
  if (instead) return success(instead);
  const stored = record.data;
  const allSteps = { ...steps, [stepName]: stored };
  // A change made after every step before the review was answered ("Change" on the review) goes
  // back there, through any step the change opens that has no answer yet.
  const next = reviewWasReached(services, stepName, steps)
    ? services.navigator.resume(allSteps, request.device)
    : services.navigator.next(stepName, { data, steps: allSteps, device: request.device });
  const state = answersState
    ? { state: await applicationState(services, session, request.device, request.language) }
    : {};
  return success(next ? { next, ...state } : state);
}

/**
 * The answer to answers that differ from the document read: each difference, with the field the
 * client sends true to keep them as they are once they have seen them.
 */
function documentDifferencesAnswer(check: StepDataCheck): ProxyAnswer {
  return {
    httpStatus: 422,
    body: {
      status: "error",
      documentDifferences: check.differences,
      confirmWith: check.confirmedBy,
    },
  };
}

/** Whether the review route (`review: true`) was open before this step was sent again. */
function reviewWasReached(
  services: ProxyServices,
  stepName: string,
  steps: Record<string, Record<string, unknown>>,
): boolean {
  const review = services.files.flow.routes.find((route) => route.review === true);
  return (
    review !== undefined &&
    review.name !== stepName &&
    steps[stepName] !== undefined &&
    services.navigator.isReachable(review.name, steps)
  );
}
