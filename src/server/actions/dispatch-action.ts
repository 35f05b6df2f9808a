/** Routes a proxy call to its action: the system actions by name, every other to its flow step. */
import { isLanguage, languageFromCode, type Brand } from "../../shared/brand/locales.ts";
import { addressSubject } from "../limits/client-address.ts";
import type { LimitName } from "../limits/rate-limiter.ts";
import { getPostalCodeAddresses, searchAddress } from "./address-lookup.ts";
import { recordAnalyticsEvent } from "./analytics-event.ts";
import { accountOpen, errorsReport } from "./client-zone-handover.ts";
import { boundedAnswer } from "./bounded-answer.ts";
import { tooManyRequests } from "./limit-answers.ts";
import { newAccountHook } from "./new-account.ts";
import { paymentCallback, paymentGatewayConfigured } from "./payment-choice.ts";
import { newLogin } from "./new-login.ts";
import { globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { routeOfPartAction } from "../../shared/flow/flow-definition.ts";
import { runPartAction, type PartAction } from "./part-action.ts";
import {
  emailCodeHook,
  phoneCodeHook,
  phoneStepContext,
  sendEmailCode,
  sendPhoneCode,
} from "./phone-verification.ts";
import { runStepAction, stepRouteFor, type StepExtras } from "./step-action.ts";
import {
  DOCUMENT_SCOPE_ACTIONS,
  DOCUMENT_SCOPE_FORMS,
  SESSIONLESS_ACTIONS,
} from "../handoff/documents-scope.ts";
import { looksLikeSessionToken } from "../security/session-token.ts";
import {
  mobileDesktopIsCompleted,
  mobileQrCodeUrl,
  skipDesktopWaiting,
} from "./handoff-desktop.ts";
import {
  mobileHandoff,
  mobileHandoffStatus,
  mobileQrCodeScan,
  mobileReturnToDesktop,
  skipDocumentUpload,
  skipHybridUpload,
} from "./handoff-phone.ts";
import { handoffSmsCode, sendHandoffSms } from "./handoff-sms.ts";
import { sessionOf } from "./session-access.ts";
import { getDictionariesList, getToken, logout, validateFields } from "./system-actions.ts";
import {
  gbgStats,
  gbgStatus,
  getIdscanToken,
  notifyJourney,
  uploadOutcome,
} from "./identity-journey.ts";
import { identityUserInput } from "./identity-user-input.ts";
import { uploadSummary, uploadTryAgain } from "./upload-results.ts";

type ActionHandler = (
  services: ProxyServices,
  request: ActionRequest,
) => Promise<ProxyAnswer> | ProxyAnswer;

const SYSTEM_ACTIONS: Record<string, ActionHandler> = {
  "get-token": getToken,
  validate: validateFields,
  "get-dictionaries-list": getDictionariesList,
  "new-login": newLogin,
  logout,
  dc: recordAnalyticsEvent,
  "get-postal-code-addresses": getPostalCodeAddresses,
  "search-address": searchAddress,
  "errors-report": errorsReport,
  "account-open": accountOpen,
  "get-idscan-token": getIdscanToken,
  "notify-journey": notifyJourney,
  "identity-user-input": identityUserInput,
  "gbg-status": gbgStatus,
  "gbg-stats": gbgStats,
  "upload-outcome": uploadOutcome,
  "upload-summary": uploadSummary,
  "upload-try-again": uploadTryAgain,
  "mobile-handoff": mobileHandoff,
  "mobile-qr-code-url": mobileQrCodeUrl,
  "mobile-qr-code-scan": mobileQrCodeScan,
  "mobile-desktop-is-completed": mobileDesktopIsCompleted,
  "skip-desktop-waiting": skipDesktopWaiting,
  "skip-hybrid-upload": skipHybridUpload,
  "mobile-return-to-desktop": mobileReturnToDesktop,
  "mobile-handoff-status": mobileHandoffStatus,
  // The upload page's file-upload fallback has no form: its only call is "skip step".
  "document/desktop-document-upload": skipDocumentUpload,
  "document/mobile-document-upload": skipDocumentUpload,
};

/**
 * Actions counted per client address before anything else is done. (get-token counts only the
 * applications it creates, login its attempts, validate and dc their session's calls.)
 */
const ADDRESS_LIMITS: Record<string, LimitName> = {
  "new-account": "registration",
};

/** Step actions with work of their own beyond validate-save-next. */
const STEP_EXTRAS: Record<string, StepExtras> = {
  "new-account": { hook: newAccountHook },
  "sms/desktop-sms-code": { context: phoneStepContext, hook: phoneCodeHook },
  "sms/mobile-sms-code": handoffSmsCode,
  "confirm-email": { hook: emailCodeHook, answersState: true },
  "summary-and-payment-choice": { hook: paymentGatewayConfigured, afterSave: paymentCallback },
};

/** Parts of a step's form sent before it (the flow's `partActions`), by action. */
const PART_ACTIONS: Record<string, PartAction> = {
  "sms/desktop-sms": sendPhoneCode,
  "sms/verify-email": sendEmailCode,
  "sms/mobile-sms": sendHandoffSms,
};

/** The actions answered by name, besides the flow's step actions (`npm run fuzz` covers each). */
export const SYSTEM_ACTION_NAMES: readonly string[] = Object.keys(SYSTEM_ACTIONS);
export const PART_ACTION_NAMES: readonly string[] = Object.keys(PART_ACTIONS);

/** Fields every payload may carry besides the step's data (spec §7). */
export const COMMON_PAYLOAD_SCHEMA = {
  type: "object",
  properties: {
    token: { type: "string", maxLength: 128 },
    languageCode: { type: "string", pattern: "^[A-Z]{2}$" },
    branchCode: { type: "string", pattern: "^[A-Z]{2}$" },
    cookie: { type: "string", maxLength: 512 },
    isOanda: { type: "boolean" },
    mobile: { type: "boolean" },
    tmsc: { type: "string", maxLength: 2048 },
    sessionCount: { type: "integer", minimum: 0 },
    sessionId: { type: "string", maxLength: 128 },
    clientId: { type: "string", maxLength: 128 },
  },
  required: ["languageCode"],
} as const;

export const COMMON_FIELDS = new Set(Object.keys(COMMON_PAYLOAD_SCHEMA.properties));

/** The common fields that are marketing parameters, kept with a registration. */
const MARKETING_FIELDS = ["tmsc", "sessionCount", "sessionId", "clientId"];

/** Runs the action; its answer is kept small whatever the request (see bounded-answer). */
export async function dispatchAction(
  services: ProxyServices,
  version: Brand,
  action: string,
  body: Record<string, unknown>,
  clientAddress: string,
  origin: string,
): Promise<ProxyAnswer> {
  const answer = await answerAction(services, version, action, body, clientAddress, origin);
  return boundedAnswer(answer, () => {
    const language = languageFromCode(String(body.languageCode));
    return services.translate(language && isLanguage(language) ? language : "en", [
      "errors:moreProblems",
    ]);
  });
}

async function answerAction(
  services: ProxyServices,
  version: Brand,
  action: string,
  body: Record<string, unknown>,
  clientAddress: string,
  origin: string,
): Promise<ProxyAnswer> {
  const language = languageFromCode(String(body.languageCode));
  if (!language || !isLanguage(language)) {
    return globalError(400, services.translate("en", ["errors:badLanguage"]));
  }
  const request: ActionRequest = {
    version,
    action,
    language,
    device: body.mobile === true ? "mobile" : "desktop",
    origin,
    clientAddress,
    token: typeof body.token === "string" ? body.token : undefined,
    payload: stepPayloadOf(body),
    marketing: marketingOf(body),
  };
  if (await onlyForDocuments(services, request))
    return globalError(403, services.translate(language, ["errors:documentsOnly"]));
  if (Object.hasOwn(ADDRESS_LIMITS, action)) {
    const verdict = await services.limits.hit(
      ADDRESS_LIMITS[action]!,
      addressSubject(clientAddress),
    );
    if (!verdict.allowed) return tooManyRequests(services, language, verdict);
  }
  // Own properties only: an action named "constructor" is unknown, not Object's constructor.
  if (Object.hasOwn(SYSTEM_ACTIONS, action)) return SYSTEM_ACTIONS[action]!(services, request);
  const part = Object.hasOwn(PART_ACTIONS, action)
    ? routeOfPartAction(services.files.flow, action)
    : undefined;
  if (part) return runPartAction(services, request, part.route, PART_ACTIONS[action]!);
  const route = stepRouteFor(services, request);
  if (!route) return globalError(404, services.translate(language, ["errors:unknownAction"]));
  return runStepAction(
    services,
    request,
    route,
    Object.hasOwn(STEP_EXTRAS, action) ? STEP_EXTRAS[action] : {},
  );
}

/**
 * Whether the payload's session is a hand-off phone's and the action is not one it may call.
 * The look-up is the one the action itself then uses (sessionOf remembers it for the request).
 */
async function onlyForDocuments(services: ProxyServices, request: ActionRequest): Promise<boolean> {
  const { action } = request;
  if (DOCUMENT_SCOPE_ACTIONS.has(action) || SESSIONLESS_ACTIONS.has(action)) return false;
  // The phone's document choice is checked as it is made, like any form's fields.
  if (action === "validate" && DOCUMENT_SCOPE_FORMS.has(String(request.payload.step))) return false;
  if (!looksLikeSessionToken(request.token)) return false;
  const { session } = await sessionOf(services, request);
  return session?.scope === "documents";
}

/**
 * The body without the common fields: the step's own data. A loop, as every request makes one; a
 * `__proto__` key (which the HTTP layer already refuses) is not copied, as assigning it would
 * change the copy's prototype.
 */
function stepPayloadOf(body: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of Object.keys(body))
    if (key !== "__proto__" && !COMMON_FIELDS.has(key)) payload[key] = body[key];
  return payload;
}

/** The marketing parameters the body carries, kept with a registration. */
function marketingOf(body: Record<string, unknown>): Record<string, unknown> {
  const marketing: Record<string, unknown> = {};
  for (const field of MARKETING_FIELDS)
    if (body[field] !== undefined) marketing[field] = body[field];
  return marketing;
}
