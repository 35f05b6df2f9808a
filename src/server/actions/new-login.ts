/**
 * Login: checks the credentials and replaces the session token with one for the found
 * application, ending the account's other sessions. Attempts are limited per address, per
 * account from that address and per account from every address together (a lock that grows,
 * and does not hold where the owner registered or logged in before), and the password check
 * waits its turn for hashing.
 */
import type { NewLoginPayload } from "../../shared/generated/step-payloads.ts";
import { applyContext } from "../../shared/schema/json-schema.ts";
import { addressSubject } from "../limits/client-address.ts";
import { HashingBusyError } from "../security/password-hash-queue.ts";
import { verifyPassword, hashPassword } from "../security/password-hash.ts";
import { hashSessionToken, newSessionToken } from "../security/session-token.ts";
import { applicationState } from "./application-state.ts";
import { hashingBusy, tooManyRequests } from "./limit-answers.ts";
import { fieldErrors, globalError, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { serverContext } from "./server-context.ts";
import { sessionOf } from "./session-access.ts";
import { validateStepData } from "./validate-step-data.ts";

const LOGIN_SCHEMA = "newLogin";
const TOO_MANY_ATTEMPTS = "errors:tooManyLoginAttempts";
/** A hash of the configured cost to check a password against when the email has no account. */
const decoyHashes = new Map<number, Promise<string>>();

function decoyHash(cost: number): Promise<string> {
  let hash = decoyHashes.get(cost);
  if (!hash) decoyHashes.set(cost, (hash = hashPassword("decoy", cost)));
  return hash;
}

export async function newLogin(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  // A full line is answered first: under a flood, a refusal costs no database query at all.
  if (!services.passwordHashing.hasRoom) return hashingBusy(services, request.language);
  const { session, restart } = await sessionOf(services, request);
  if (restart) return restart;
  const schema = services.files.steps.get(LOGIN_SCHEMA)!.schema;
  const data = applyContext(
    schema,
    request.payload,
    serverContext(services, request.language, undefined),
  );
  const errors = validateStepData(services, request.language, LOGIN_SCHEMA, data);
  if (errors) return fieldErrors(errors);
  const login = data as unknown as NewLoginPayload;

  // Every attempt counts until it succeeds. The account's strict counter is kept per address,
  // so someone guessing from elsewhere cannot lock the owner out with it; the lock counted
  // from every address is looser and short (login-lock.ts). An unknown email is counted like a
  // known one, so the limits tell nothing about which accounts exist.
  const { limits } = services;
  const address = addressSubject(request.clientAddress);
  const account = `${login.loginEmail.toLowerCase()} ${address}`;
  const fromAddress = await limits.hit("loginAddress", address);
  if (!fromAddress.allowed)
    return tooManyRequests(services, request.language, fromAddress, TOO_MANY_ATTEMPTS);
  const onAccount = await limits.hit("loginAccount", account);
  if (!onAccount.allowed) {
    await limits.undo("loginAddress", address);
    return tooManyRequests(services, request.language, onAccount, TOO_MANY_ATTEMPTS);
  }
  // And the account's attempts from every address together: spreading guesses over many
  // addresses only brings the account's lock sooner. The owner's own addresses are let through.
  const lock = await services.loginLock.attempt(login.loginEmail, address);
  if (!lock.allowed) {
    await limits.undo("loginAccount", account);
    await limits.undo("loginAddress", address);
    return tooManyRequests(services, request.language, lock, TOO_MANY_ATTEMPTS);
  }

  const application = await services.store.findApplicationByEmail(login.loginEmail);
  let passwordMatches: boolean;
  try {
    passwordMatches = await services.passwordHashing.run(async () =>
      verifyPassword(
        login.loginPassword,
        // An unknown email costs the same scrypt work as a wrong password, so timing tells nothing.
        application?.passwordHash ?? (await decoyHash(services.config.passwordHashing.cost)),
      ),
    );
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    // Not an attempt: nothing was checked.
    if (lock.counted) await services.loginLock.withdraw(login.loginEmail);
    await limits.undo("loginAccount", account);
    await limits.undo("loginAddress", address);
    return hashingBusy(services, request.language);
  }
  if (!application?.passwordHash || !passwordMatches) {
    const message = services.translate(request.language, [
      "newLogin:fields.loginPassword.errors.invalidCredentials",
    ]);
    return fieldErrors({ loginPassword: [message] });
  }

  await services.loginLock.succeeded(login.loginEmail, address);
  await limits.reset("loginAccount", account);
  await limits.undo("loginAddress", address);
  // An account of the other brand's site is continued there: its answers, texts and links are
  // that brand's (its sessions are refused here as well).
  if (application.brand !== request.version)
    return globalError(409, services.translate(request.language, ["errors:otherBrandAccount"]));
  const token = newSessionToken();
  await services.store.startOnlySession(
    application.id,
    hashSessionToken(token),
    services.config.sessionTtlMs,
    session.tokenHash,
  );
  const state = await applicationState(
    services,
    { application, tokenHash: "", scope: "full" },
    request.device,
    request.language,
  );
  return success({ token, next: state.route, state });
}
