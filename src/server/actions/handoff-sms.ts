/**
 * The hand-off by SMS (`sms/mobile-sms`, `sms/mobile-sms-code`): the phone step's code, its
 * limits and its bot check, in an SMS that also carries the hand-off's link; the code, checked as
 * the phone step's, proves the number is the client's before the desktop waits for it, and only
 * then does the link open: a number typed wrong texts a stranger a link that stays shut.
 */
import { startHandoff } from "./handoff-desktop.ts";
import { handoffLink } from "./handoff-link.ts";
import { e164OfForm, phoneCodeHook, smsCodeSender } from "./phone-verification.ts";
import type { StepExtras } from "./step-action.ts";

/**
 * `sms/mobile-sms`: a code and a fresh hand-off link (earlier links revoked, their phone replaced)
 * by SMS; the link waits for the number's confirmation.
 */
export const sendHandoffSms = smsCodeSender(async ({ services, request, session }, destination) => {
  const code = await startHandoff(services, session.application.id, destination);
  return {
    kind: "handoffLink",
    params: { link: handoffLink(services, request, session.application, code, "mobile") },
    // The link opens the application's document steps: the outbox's record keeps it masked.
    secret: ["link"],
  };
});

/**
 * `sms/mobile-sms-code`: the code must match the newest code sent to the number; once it does,
 * the link the same SMS carried opens.
 */
export const handoffSmsCode: StepExtras = {
  hook: async (input) => {
    const refused = await phoneCodeHook(input);
    if (refused) return refused;
    const { services, session, data } = input;
    const number = e164OfForm(services, data);
    if (number) await services.handoff.codes.confirmNumber(session.application.id, number);
    return undefined;
  },
  context: async ({ services, session }) => ({
    sentSmsCount: await services.verification.sentCount(session.application.id, "sms"),
  }),
};
