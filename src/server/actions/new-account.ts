/**
 * Registration's own work: the bot check, the hashed password, and one registration per session.
 * An email that already has an account is answered exactly like a new one (the same hashing
 * work, the same answer); the application then goes on without a login and the owner is told
 * through the outbox (docs/decisions/registration.md, "Registration of a taken email").
 */
import type { NewAccountPayload } from "../../shared/generated/step-payloads.ts";
import { residenceOfRegistration } from "../../shared/registration/registration-residence.ts";
import { duplicateRegistrationNotice } from "../outbox/duplicate-registration-notice.ts";
import { HashingBusyError } from "../security/password-hash-queue.ts";
import { hashPassword } from "../security/password-hash.ts";
import { addressSubject } from "../limits/client-address.ts";
import {
  AlreadyRegisteredError,
  type RegistrationOutcome,
} from "../storage/application-store/registration.ts";
import { savedSteps } from "./application-state.ts";
import { hashingBusy } from "./limit-answers.ts";
import { fieldErrors, globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { StepHook, StepHookInput } from "./step-action.ts";

export const newAccountHook: StepHook = async (input) => {
  const { services, request, session, data, steps } = input;
  const t = (key: string) => services.translate(request.language, [key]);
  if (session.application.registered) return alreadyRegistered(input, steps);
  // The schema has validated the data, so it has the payload's shape.
  const registration = data as unknown as NewAccountPayload;
  let turn: RegistrationTurn;
  try {
    turn = await services.passwordHashing.run(() => hashInTurn(input, registration));
  } catch (error) {
    if (error instanceof HashingBusyError) return hashingBusy(services, request.language);
    throw error;
  }
  if (turn === "registered meanwhile") {
    return alreadyRegistered(input, await savedSteps(services, session.application.id));
  }
  if (turn === "proof failed") {
    return fieldErrors({ recaptchaToken: [t("newAccount:fields.recaptchaToken.errors.failed")] });
  }
  const attemptedAt = Date.now();
  let outcome: RegistrationOutcome;
  try {
    outcome = await services.store.setCredentials(
      session.application.id,
      registration.email,
      turn.passwordHash,
      String(residenceOfRegistration(registration)),
      (owner) =>
        duplicateRegistrationNotice(owner, {
          translate: services.translate,
          attemptedAt,
          // Read in a mail client: a link of the site's own is made whole with its origin.
          remindPasswordUrl: new URL(
            services.config.links.remindPassword,
            services.config.publicUrl ?? request.origin,
          ).href,
        }),
    );
  } catch (error) {
    if (!(error instanceof AlreadyRegisteredError)) throw error;
    // Registered by a parallel request of this session since the session was read.
    return alreadyRegistered(input, await savedSteps(services, session.application.id));
  }
  // Whoever registered chose the password: their address is the owner's, where the account's
  // login lock does not hold. Someone registering a taken email set no password and gets none.
  if (outcome === "registered")
    await services.loginLock.registered(registration.email, addressSubject(request.clientAddress));
  if (Object.keys(request.marketing).length) {
    await services.store.setMarketing(session.application.id, request.marketing);
  }
  return undefined;
};

type RegistrationTurn = "registered meanwhile" | "proof failed" | { passwordHash: string };

/**
 * The registration's turn for hashing. Parallel registrations of one session wait here; once one
 * has registered, the others stop before hashing. The proof of work is checked in the turn too,
 * so a full line refuses before the proof is used up.
 */
async function hashInTurn(
  { services, session }: StepHookInput,
  registration: NewAccountPayload,
): Promise<RegistrationTurn> {
  if ((await services.store.getApplication(session.application.id))?.registered)
    return "registered meanwhile";
  if (!(await services.proofOfWork.verify(registration.recaptchaToken))) return "proof failed";
  return {
    passwordHash: await hashPassword(registration.password, services.config.passwordHashing.cost),
  };
}

function alreadyRegistered(
  { services, request }: StepHookInput,
  steps: Record<string, Record<string, unknown>>,
): ProxyAnswer {
  return globalError(409, services.translate(request.language, ["errors:alreadyRegistered"]), {
    next: services.navigator.resume(steps, request.device),
  });
}
