/** The actions that are not form steps: the session token, logout, blur validation and the dictionaries. */
import { USER_INPUT_SCHEMA } from "./identity-user-input.ts";
import { findRoute, resolveRoute } from "../../shared/flow/flow-definition.ts";
import { applyAliases, applyContext } from "../../shared/schema/json-schema.ts";
import { addressSubject } from "../limits/client-address.ts";
import { hashSessionToken, looksLikeSessionToken } from "../security/session-token.ts";
import { applicationState } from "./application-state.ts";
import { brandLinks } from "./brand-links.ts";
import { endHandoff } from "./handoff-desktop.ts";
import { documentsState } from "./handoff-phone.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { serverContext } from "./server-context.ts";
import { issueSessionToken, sessionOf } from "./session-access.ts";
import { wordIssues } from "./validate-step-data.ts";

/** Without a token: a new application and its token. With one: the same token and where it stands. */
export async function getToken(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  if (request.token !== undefined) {
    const { session, restart } = await sessionOf(services, request);
    if (restart) return restart;
    // A hand-off phone neither moves the application to its device and language nor sees it.
    if (session.scope === "documents")
      return success({ token: request.token, state: await documentsState(services, session) });
    if (
      session.application.device !== request.device ||
      session.application.language !== request.language
    ) {
      await services.store.updateDevice(session.application.id, request.device, request.language);
    }
    return success({
      token: request.token,
      state: await applicationState(services, session, request.device, request.language),
    });
  }
  const verdict = await services.limits.hit(
    "newApplication",
    addressSubject(request.clientAddress),
  );
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  const applicationId = await services.store.createApplication({
    brand: request.version,
    language: request.language,
    device: request.device,
  });
  const token = await issueSessionToken(services, applicationId);
  return success({
    token,
    state: {
      route: services.navigator.resume({}, request.device),
      steps: {},
      prefill: {},
      sentParts: {},
      residenceCountry: null,
      registered: false,
    },
  });
}

/** Outside `validateFields`: a closure made there would be made again on every call. */
function badRequest(services: ProxyServices, request: ActionRequest, key: string): ProxyAnswer {
  return globalError(400, services.translate(request.language, [key]));
}

/**
 * Validates the named fields of a step against the step's whole schema, with the rest of the
 * form as context (a PESEL depends on citizenship), and answers errors for those fields only.
 */
export async function validateFields(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { session, restart } = await sessionOf(services, request);
  if (restart) return restart;
  const verdict = await services.limits.hit("validate", session.tokenHash);
  if (!verdict.allowed) return tooManyRequests(services, request.language, verdict);
  const { step, fields, data } = request.payload;
  const route = typeof step === "string" ? findRoute(services.files.flow, step) : undefined;
  // A route's schema, or the identity journey's user-input form, which no route shows.
  const schemaName = route
    ? resolveRoute(route, step === route.mobile?.name ? "mobile" : "desktop").schema
    : step === USER_INPUT_SCHEMA
      ? USER_INPUT_SCHEMA
      : undefined;
  if (!schemaName || !services.validators.has(schemaName))
    return badRequest(services, request, "errors:unknownStep");
  if (
    !Array.isArray(fields) ||
    fields.length === 0 ||
    fields.length > 50 ||
    !fields.every((f) => typeof f === "string")
  ) {
    return badRequest(services, request, "errors:badValidateRequest");
  }
  if (!data || typeof data !== "object" || Array.isArray(data))
    return badRequest(services, request, "errors:badValidateRequest");
  const schema = services.files.steps.get(schemaName)!.schema;
  const withContext = applyContext(
    schema,
    applyAliases(schema, data as Record<string, unknown>),
    serverContext(services, request.language, session.application),
  );
  const wanted = new Set(fields);
  const issues = services.validators
    .validate(schemaName, withContext)
    .filter((issue) => wanted.has(issue.field));
  return success({ errors: wordIssues(services, request.language, schemaName, issues) });
}

/**
 * Ends the session the payload names and sends the browser to the start (`next: "restart"`). It
 * answers the same for a session that had already ended, so it can be repeated safely. The
 * application's own browser logging out ends its hand-off too: a phone's session ends with it.
 * A session of the other brand's site is refused as under any other action (see session-access).
 */
export async function logout(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  if (looksLikeSessionToken(request.token)) {
    const { session, restart, otherBrand } = await sessionOf(services, request);
    if (otherBrand) return restart;
    if (session?.scope === "full") await endHandoff(services, session.application.id);
    await services.store.deleteSession(hashSessionToken(request.token));
  }
  return success({ next: "restart" });
}

export function getDictionariesList(services: ProxyServices, request: ActionRequest): ProxyAnswer {
  return success({
    dictionaries: services.files.dictionaries,
    links: brandLinks(services, request.version),
    introVideo: services.config.introVideo,
  });
}
