/** Login (new-login): the right credentials, the wrong ones, and no session. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFirst, unregistered } from "./first-registration.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registerThroughApi,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  type Registered,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("registration and login on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  /** The registration every test in this file shares: an Irish resident on the English site. */
  const first = unregistered();
  /**
   * The account the successful login logs into. A login ends the account's other sessions, so it
   * is not the shared registration's: the tests that use `first` pass in any order.
   */
  let member: Registered;

  beforeAll(async () => {
    server = await startServer(testDatabase);
    [member] = await Promise.all([
      registerThroughApi(server, "member"),
      registerFirst(server, first),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("new-login", () => {
    it("logs in with the right credentials: a new token, next is the resume route, the old token dies", async () => {
      const oldToken = await server.newToken("EN");
      const answer = await server.post("new-login", {
        languageCode: "EN",
        token: oldToken,
        loginEmail: member.email,
        loginPassword: STRONG_PASSWORD,
        residenceCountry: "IE",
      });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("success");
      const newToken = answer.body.token!;
      expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(newToken).not.toBe(oldToken);
      expect(newToken).not.toBe(member.token);
      expect(answer.body.next).toBe("dataUploadChoice");
      expect(answer.body.state).toMatchObject({
        route: "dataUploadChoice",
        registered: true,
        residenceCountry: "IE",
      });

      const old = await server.post("get-token", { languageCode: "EN", token: oldToken });
      expect(old.status).toBe(401);
      expect(old.body).toMatchObject({ status: "error", restart: true, next: "restart" });

      const resumed = await server.post("get-token", { languageCode: "EN", token: newToken });
      expect(resumed.status).toBe(200);
      expect(resumed.body.token).toBe(newToken);
      expect(resumed.body.state).toMatchObject({ route: "dataUploadChoice", registered: true });
      expect(resumed.body.state!.steps.newAccount).toMatchObject({ email: member.email });
    });

    it("answers the same 422 errors.loginPassword for a wrong password and an unknown email", async () => {
      const login = async (loginEmail: string, loginPassword: string) =>
        server.post("new-login", {
          languageCode: "EN",
          token: await server.newToken("EN"),
          loginEmail,
          loginPassword,
          residenceCountry: "IE",
        });
      const wrongPassword = await login(first.email, "Wr0ng!pass");
      const unknownEmail = await login(uniqueEmail("nobody"), STRONG_PASSWORD);
      const expected = {
        status: "error",
        errors: {
          loginPassword: [message("en", "newLogin:fields.loginPassword.errors.invalidCredentials")],
        },
      };
      expect(wrongPassword.status).toBe(422);
      expect(wrongPassword.body).toEqual(expected);
      expect(unknownEmail.status).toBe(422);
      expect(unknownEmail.body).toEqual(expected);
    });

    it("keeps the session of a failed login", async () => {
      const token = await server.newToken("EN");
      const answer = await server.post("new-login", {
        languageCode: "EN",
        token,
        loginEmail: first.email,
        loginPassword: "",
        residenceCountry: "IE",
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.loginPassword).toEqual([
        message("en", "newLogin:fields.loginPassword.errors.minLength"),
      ]);
      expect((await server.post("get-token", { languageCode: "EN", token })).status).toBe(200);
    });

    it("answers 401 restart to a login without a session", async () => {
      const answer = await server.post("new-login", {
        languageCode: "EN",
        loginEmail: first.email,
        loginPassword: STRONG_PASSWORD,
        residenceCountry: "IE",
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: "error", restart: true, next: "restart" });
    });
  });
});
