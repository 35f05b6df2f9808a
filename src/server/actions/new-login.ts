/** Login: checks the credentials and replaces the session token with one for the found application. */
import type { NewLoginPayload } from "../../shared/generated/step-payloads.ts";
import { applyContext } from "../../shared/schema/json-schema.ts";
import { verifyPassword, hashPassword } from "../security/password-hash.ts";
import { applicationState } from "./application-state.ts";
import { fieldErrors, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { serverContext } from "./server-context.ts";
import { findSession, issueSessionToken, restartAnswer } from "./session-access.ts";
import { validateStepData } from "./validate-step-data.ts";

const LOGIN_SCHEMA = "newLogin";
let decoyHash: Promise<string> | undefined;

export async function newLogin(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const session = await findSession(services, request.token);
  if (!session) return restartAnswer(services, request);
  const schema = services.files.steps.get(LOGIN_SCHEMA)!.schema;
  const data = applyContext(
    schema,
    request.payload,
    serverContext(services, request.language, undefined),
  );
  const errors = validateStepData(services, request.language, LOGIN_SCHEMA, data);
  if (errors) return fieldErrors(errors);

  const login = data as unknown as NewLoginPayload;
  const application = await services.store.findApplicationByEmail(login.loginEmail);
  // An unknown email costs the same scrypt work as a wrong password, so timing tells nothing.
  const storedHash = application?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy")));
  const passwordMatches = await verifyPassword(login.loginPassword, storedHash);
  if (!application?.passwordHash || !passwordMatches) {
    const message = services.translate(request.language, [
      "newLogin:fields.loginPassword.errors.invalidCredentials",
    ]);
    return fieldErrors({ loginPassword: [message] });
  }

  await services.store.deleteSession(session.tokenHash);
  const token = await issueSessionToken(services, application.id);
  const state = await applicationState(
    services,
    { application, tokenHash: "" },
    request.device,
    request.language,
  );
  return success({ token, next: state.route, state });
}
