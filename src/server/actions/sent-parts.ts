/**
 * Parts of a step the server took and still holds to, for a reload to resume at: a phone code
 * sent and still valid puts the phone step past its number, at the code's entry, with the number
 * sent. Keyed by route name, then by the part's id in the step's UI schema (`ui:sections`).
 */
import type { SentParts } from "../../shared/proxy/application-state.ts";
import { phoneOfSubject } from "../verification/phone-subject.ts";
import type { ProxyServices, Session } from "./proxy-services.ts";

/** The step whose number part (`number`) sends a code by SMS. */
const PHONE_STEP = "desktopSms";

export async function sentParts(
  services: ProxyServices,
  session: Session,
  steps: Readonly<Record<string, unknown>>,
): Promise<SentParts> {
  if (steps[PHONE_STEP] !== undefined) return {};
  const pending = await services.verification.pending(session.application.id, "sms");
  const phone = phoneOfSubject(pending?.subject);
  if (!phone) return {};
  return {
    [PHONE_STEP]: {
      number: {
        phoneNumberPrefix: phone.prefixCountry,
        phoneNumber: phone.national,
        sentSmsCount: await services.verification.sentCount(session.application.id, "sms"),
      },
    },
  };
}
