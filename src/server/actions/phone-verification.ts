/**
 * The phone step (spec §2 "Confirm phone", "Confirm email"): a code sent by SMS to the number the
 * client gives (`sms/desktop-sms`, the bot check on the first send to a number), checked on the
 * step's submit (`sms/desktop-sms-code`); from the second SMS on, a code by e-mail to the
 * registered address instead (`sms/verify-email`), checked on the confirm-email step, which then
 * completes the phone step as verified by e-mail. Which channel proved the number is stored
 * with it; an e-mail code does not make the phone verified.
 */
import type { Language } from "../../shared/brand/locales.ts";
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { findRoute, resolveRoute } from "../../shared/flow/flow-definition.ts";
import { applyContext } from "../../shared/schema/json-schema.ts";
import { SendFailedError } from "../messaging/message-sender.ts";
import type { CheckResult } from "../verification/verification-service.ts";
import { phoneOfSubject, phoneSubject, type PhoneNumber } from "../verification/phone-subject.ts";
import type { VerificationChannel } from "../verification/one-time-code.ts";
import { codeValidityMinutes } from "../verification/verification-settings.ts";
import { storableData } from "./application-state.ts";
import { tooManyRequests } from "./limit-answers.ts";
import type { PartAction, PartActionInput } from "./part-action.ts";
import { fieldErrors, globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices, Session } from "./proxy-services.ts";
import type { StepContext, StepHook } from "./step-action.ts";

/** The step whose submission holds the verified phone number. */
const PHONE_STEP = "desktopSms";
/** Sent SMS after which the client may verify by e-mail instead (spec §9). */
export const SMS_BEFORE_EMAIL_OFFER = 2;
/** Resend waits this long after a send, so a double press sends one message. */
const SEND_RETRY_SECONDS = 30;

/**
 * The number in E.164: the country's dialling code and the national number, without the single
 * national trunk zero many countries write in front (0 601 … in the UK, 0 6 … in France).
 */
export function e164Of(services: ProxyServices, number: PhoneNumber): string | undefined {
  const prefixes = services.files.dictionaries.phonePrefixesList as Record<string, string>;
  const dialling = prefixes[number.prefixCountry];
  if (!dialling) return undefined;
  return `+${dialling}${number.national.replace(/^0/, "")}`;
}

function phoneOf(data: Record<string, unknown>): PhoneNumber {
  return { prefixCountry: String(data.phoneNumberPrefix), national: String(data.phoneNumber) };
}

/** The number a form's phone fields give, in E.164; undefined for a prefix we do not know. */
export const e164OfForm = (services: ProxyServices, data: Record<string, unknown>) =>
  e164Of(services, phoneOf(data));

/** The US prefix is offered only to e-mail domains compliance lists (spec §9). */
function prefixAllowed(services: ProxyServices, session: Session, prefixCountry: string): boolean {
  if (prefixCountry !== "US") return true;
  const domains = services.files.dictionaries.usPhonePrefixEmailDomains as string[] | undefined;
  const domain = session.application.email?.split("@")[1]?.toLowerCase();
  return domain !== undefined && (domains ?? []).includes(domain);
}

const t = (services: ProxyServices, language: Language, key: string, params?: object) =>
  services.translate(language, [key], params as Record<string, unknown> | undefined);

/** A code could not be sent; nothing is counted. */
function sendFailed(services: ProxyServices, language: Language): ProxyAnswer {
  return {
    ...globalError(503, t(services, language, "errors:verification.sendFailed")),
    headers: { "retry-after": String(SEND_RETRY_SECONDS) },
  };
}

/** What a code's message says besides the code (another kind of message, more values). */
export interface CodeMessage {
  kind: string;
  params: Record<string, unknown>;
  /** Params not kept in the outbox's record of the message (the code always). */
  secret: string[];
}

/**
 * The SMS a phone code goes out in, given the code and the number (E.164) it goes to: the phone
 * step's own text by default; the hand-off's carries its link too. Made once the code is issued,
 * so a refused send makes nothing.
 */
export type SmsCodeMessage = (input: PartActionInput, destination: string) => Promise<CodeMessage>;

/** Issues a code and sends it; the answer when the limits or the sender say no. */
async function issueAndSend(
  input: PartActionInput,
  channel: VerificationChannel,
  destination: string,
  subject?: string,
  message?: SmsCodeMessage,
): Promise<ProxyAnswer | undefined> {
  const { services, request, session } = input;
  const issued = await services.verification.issue({
    applicationId: session.application.id,
    channel,
    destination,
    clientAddress: request.clientAddress,
    ...(subject ? { subject } : {}),
  });
  if (!issued.issued) {
    return tooManyRequests(
      services,
      request.language,
      { allowed: false, retryAfterMs: issued.retryAfterMs },
      "errors:verification.tooManyCodes",
    );
  }
  try {
    const extra = await message?.(input, destination);
    await services.messages.send({
      channel,
      recipient: destination,
      applicationId: session.application.id,
      kind: extra?.kind ?? (channel === "sms" ? "phoneCode" : "emailCode"),
      language: request.language,
      params: {
        ...extra?.params,
        code: issued.code,
        minutes: codeValidityMinutes(services.verification.settings),
      },
      secret: ["code", ...(extra?.secret ?? [])],
    });
  } catch (error) {
    await issued.withdraw();
    if (error instanceof SendFailedError) return sendFailed(services, request.language);
    throw error;
  }
  return undefined;
}

/**
 * A code by SMS to the number given, the bot check on a number's first code; `message` makes
 * the SMS (the phone step's by default).
 */
export function smsCodeSender(message?: SmsCodeMessage): PartAction {
  return {
    fields: ["phoneNumberPrefix", "phoneNumber", "recaptchaToken"],
    run: (input) => sendSmsCode(input, message),
  };
}

/** `sms/desktop-sms`: a code by SMS to the number given; the bot check on a number's first code. */
export const sendPhoneCode: PartAction = smsCodeSender();

async function sendSmsCode(
  input: PartActionInput,
  message: SmsCodeMessage | undefined,
): Promise<ProxyAnswer> {
  const { services, request, session, data } = input;
  const phone = phoneOf(data);
  const destination = e164Of(services, phone);
  if (!destination || !prefixAllowed(services, session, phone.prefixCountry)) {
    return fieldErrors({
      phoneNumberPrefix: [t(services, request.language, "errors:verification.prefixNotOffered")],
    });
  }
  const binding = { applicationId: session.application.id, channel: "sms" as const, destination };
  if (!(await services.verification.hasSentTo(binding))) {
    const proven = await services.proofOfWork.verify(data.recaptchaToken);
    if (!proven) {
      return fieldErrors({
        recaptchaToken: [t(services, request.language, "errors:verification.botCheck")],
      });
    }
  }
  const refused = await issueAndSend(input, "sms", destination, phoneSubject(phone), message);
  if (refused) return refused;
  const sentSmsCount = await services.verification.sentCount(session.application.id, "sms");
  return success({
    data: { sentSmsCount },
    sentSmsCount,
    phoneNumber: phone.national,
    phoneNumberPrefix: phone.prefixCountry,
  });
}

/** `sms/verify-email`: from the second SMS on, a code to the registered e-mail address instead. */
export const sendEmailCode: PartAction = {
  fields: ["phoneNumberPrefix", "phoneNumber"],
  async run(input) {
    const { services, request, session, data } = input;
    const email = session.application.email;
    const sent = await services.verification.sentCount(session.application.id, "sms");
    if (!email) {
      return globalError(409, t(services, request.language, "errors:verification.noEmail"));
    }
    if (sent < SMS_BEFORE_EMAIL_OFFER) {
      return globalError(409, t(services, request.language, "errors:verification.emailNotYet"));
    }
    const phone = phoneOf(data);
    if (!e164Of(services, phone) || !prefixAllowed(services, session, phone.prefixCountry)) {
      return fieldErrors({
        phoneNumberPrefix: [t(services, request.language, "errors:verification.prefixNotOffered")],
      });
    }
    const refused = await issueAndSend(input, "email", email.toLowerCase(), phoneSubject(phone));
    if (refused) return refused;
    const confirmEmail = findRoute(services.files.flow, "confirmEmail");
    return success({
      next: confirmEmail ? resolveRoute(confirmEmail, request.device).name : "confirmEmail",
      phoneNumber: phone.national,
      phoneNumberPrefix: phone.prefixCountry,
    });
  },
};

/** The phone step's server-set values: the number in E.164, the channel, the SMS sent. */
export const phoneStepContext: StepContext = async ({ services, request, session }) => {
  const phone = phoneOf(request.payload);
  return {
    verifiedPhone: e164Of(services, phone),
    phoneVerifiedBy: "sms",
    sentSmsCount: await services.verification.sentCount(session.application.id, "sms"),
  };
};

function codeErrors(
  services: ProxyServices,
  language: Language,
  field: string,
  result: Exclude<CheckResult, { outcome: "verified" }>,
): FieldErrors {
  const message =
    result.outcome === "wrong"
      ? t(services, language, "errors:verification.wrongCode", { count: result.triesLeft })
      : t(services, language, `errors:verification.${result.outcome}Code`);
  return { [field]: [message] };
}

/** `sms/desktop-sms-code`: the SMS code must match the newest code sent to the number. */
export const phoneCodeHook: StepHook = async ({ services, request, session, data }) => {
  const destination = e164Of(services, phoneOf(data));
  if (!destination || !prefixAllowed(services, session, String(data.phoneNumberPrefix))) {
    return fieldErrors({
      phoneNumberPrefix: [t(services, request.language, "errors:verification.prefixNotOffered")],
    });
  }
  const result = await services.verification.check(
    { applicationId: session.application.id, channel: "sms", destination },
    String(data.phoneVerificationCode2),
  );
  if (result.outcome === "verified") return undefined;
  return fieldErrors(codeErrors(services, request.language, "phoneVerificationCode2", result));
};

/**
 * `confirm-email`: the e-mail code must match; the phone step is then done, its number verified
 * by e-mail (the number the e-mail code was sent for).
 */
export const emailCodeHook: StepHook = async ({ services, request, session }) => {
  const email = session.application.email;
  if (!email) return globalError(409, t(services, request.language, "errors:verification.noEmail"));
  const result = await services.verification.check(
    { applicationId: session.application.id, channel: "email", destination: email.toLowerCase() },
    String(request.payload.confirmEmailCode2),
  );
  if (result.outcome !== "verified") {
    return fieldErrors(codeErrors(services, request.language, "confirmEmailCode2", result));
  }
  const phone = phoneOfSubject(result.subject) ?? { prefixCountry: "", national: "" };
  return completePhoneStepByEmail(services, request, session, phone);
};

/** Saves the phone step as verified by e-mail, validated by its schema like any submission. */
async function completePhoneStepByEmail(
  services: ProxyServices,
  request: ActionRequest,
  session: Session,
  phone: PhoneNumber,
): Promise<ProxyAnswer | undefined> {
  const route = findRoute(services.files.flow, PHONE_STEP);
  const schemaName = route && resolveRoute(route, request.device).schema;
  const step = schemaName ? services.files.steps.get(schemaName) : undefined;
  if (!route || !schemaName || !step) throw new Error(`the flow has no ${PHONE_STEP} step`);
  const data = applyContext(
    step.schema,
    { phoneNumberPrefix: phone.prefixCountry, phoneNumber: phone.national },
    {
      language: request.language,
      verifiedPhone: e164Of(services, phone),
      phoneVerifiedBy: "email",
      sentSmsCount: await services.verification.sentCount(session.application.id, "sms"),
    },
  );
  if (services.validators.validate(schemaName, data).length) {
    return globalError(409, t(services, request.language, "errors:verification.noneCode"));
  }
  await services.store.saveSubmission(session.application.id, {
    step: PHONE_STEP,
    variant: resolveRoute(route, request.device).name,
    data: storableData(services, schemaName, data),
    schemaHash: step.schemaHash,
  });
  return undefined;
}
