/**
 * The hand-off by SMS (`sms/mobile-sms`, `sms/mobile-sms-code`): the phone step's code, its
 * limits and its bot check, in an SMS that also carries the hand-off's link; the code, checked as
 * the phone step's, proves the number is the client's before the desktop waits for it.
 */
import { handoffLink } from "./handoff-link.ts";
import { phoneCodeHook, smsCodeSender } from "./phone-verification.ts";
import type { StepExtras } from "./step-action.ts";

/** `sms/mobile-sms`: a code and a fresh hand-off link (earlier links revoked) by SMS. */
export const sendHandoffSms = smsCodeSender(async ({ services, request, session }) => {
  const code = await services.handoff.start(session.application.id);
  return {
    kind: "handoffLink",
    params: { link: handoffLink(services, request, session.application, code, "mobile") },
    // The link opens the application's document steps: the outbox's record keeps it masked.
    secret: ["link"],
  };
});

/** `sms/mobile-sms-code`: the code must match the newest code sent to the number. */
export const handoffSmsCode: StepExtras = {
  hook: phoneCodeHook,
  context: async ({ services, session }) => ({
    sentSmsCount: await services.verification.sentCount(session.application.id, "sms"),
  }),
};
