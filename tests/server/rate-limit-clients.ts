/**
 * Requests as clients at given addresses make them, for the rate-limit tests
 * (rate-limits.test.ts, login-lock.test.ts), and the 429 answer those tests expect.
 */
import { expect } from "vitest";
import { solveProofOfWork } from "./proof-of-work.ts";
import {
  englishRegistration,
  message,
  parseBody,
  type Answer,
  type TestServer,
} from "./test-server.ts";

/** The locale's message for `count` minutes, in the plural form the language uses for it. */
export function minutesMessage(language: string, key: string, count: number): string {
  const form = new Intl.PluralRules(language).select(count);
  return message(language, `${key}_${form}`).replace("{{count}}", String(count));
}

/** POST an action as a client at `address` would. */
export async function postFrom(
  server: TestServer,
  address: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Answer> {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/form/eu/${action}`,
    payload,
    remoteAddress: address,
  });
  return { status: response.statusCode, body: parseBody(response), response };
}

export async function tokenFrom(server: TestServer, address: string): Promise<string> {
  const answer = await postFrom(server, address, "get-token", { languageCode: "EN" });
  if (answer.status !== 200) throw new Error(`get-token answered ${answer.status}`);
  return answer.body.token!;
}

/** A login from `address` with a session of its own. */
export async function loginFrom(
  server: TestServer,
  address: string,
  loginEmail: string,
  loginPassword: string,
  languageCode = "EN",
): Promise<Answer> {
  return postFrom(server, address, "new-login", {
    languageCode,
    token: await tokenFrom(server, address),
    loginEmail,
    loginPassword,
    residenceCountry: "IE",
  });
}

export const WRONG_PASSWORD = "Wr0ng!pass";

/** A registration of `email` made from `address`, as the browser there would make it. */
export async function registerFrom(
  server: TestServer,
  address: string,
  email: string,
): Promise<void> {
  const answer = await postFrom(server, address, "new-account", {
    ...englishRegistration(email, await solveProofOfWork(server.app)),
    token: await tokenFrom(server, address),
  });
  if (answer.status !== 200) throw new Error(`new-account answered ${answer.status}`);
}

export function expectTooMany(answer: Answer, text: string, maxSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ status: "error", globalError: text });
  const retryAfter = Number(answer.response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}
