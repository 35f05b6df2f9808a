/** Registration's own work: the bot check, one registration per session, the hashed password. */
import type { NewAccountPayload } from "../../shared/generated/step-payloads.ts";
import { residenceOfRegistration } from "../../shared/registration/registration-residence.ts";
import { hashPassword } from "../security/password-hash.ts";
import { EmailTakenError } from "../storage/application-store.ts";
import { fieldErrors, globalError } from "./proxy-answer.ts";
import type { StepHook } from "./step-action.ts";

export const newAccountHook: StepHook = async ({ services, request, session, data, steps }) => {
  const t = (key: string) => services.translate(request.language, [key]);
  if (session.application.email !== null) {
    return globalError(409, t("errors:alreadyRegistered"), {
      next: services.navigator.resume(steps, request.device),
    });
  }
  // The schema has validated the data, so it has the payload's shape.
  const registration = data as unknown as NewAccountPayload;
  if (!(await services.proofOfWork.verify(registration.recaptchaToken))) {
    return fieldErrors({ recaptchaToken: [t("newAccount:fields.recaptchaToken.errors.failed")] });
  }
  const residence = residenceOfRegistration(registration);
  try {
    await services.store.setCredentials(
      session.application.id,
      registration.email,
      await hashPassword(registration.password),
      String(residence),
    );
  } catch (error) {
    if (error instanceof EmailTakenError)
      return fieldErrors({ email: [t("newAccount:fields.email.errors.taken")] });
    throw error;
  }
  if (Object.keys(request.marketing).length) {
    await services.store.setMarketing(session.application.id, request.marketing);
  }
  return undefined;
};
