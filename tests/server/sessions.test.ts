/** A login ends the account's other sessions; logout ends the session it is sent with. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  registerThroughApi,
  startServer,
  STRONG_PASSWORD,
  type Registered,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("sessions on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let account: Registered;

  beforeAll(async () => {
    server = await startServer(testDatabase);
    account = await registerThroughApi(server, "sessions");
  });
  afterAll(async () => {
    await server?.close();
  });

  const isLive = async (token: string) =>
    (await server.post("get-token", { languageCode: "EN", token })).status === 200;

  const login = async () => {
    const answer = await server.post("new-login", {
      languageCode: "EN",
      token: await server.newToken("EN"),
      loginEmail: account.email,
      loginPassword: STRONG_PASSWORD,
      residenceCountry: "IE",
    });
    expect(answer.status).toBe(200);
    return answer.body.token!;
  };

  it("a login ends every other session of the account, and only of that account", async () => {
    const someoneElse = await server.newToken("EN");
    expect(await isLive(account.token)).toBe(true);

    const first = await login();
    expect(await isLive(account.token)).toBe(false);
    expect(await isLive(first)).toBe(true);

    const second = await login();
    expect(await isLive(first)).toBe(false);
    expect(await isLive(second)).toBe(true);
    expect(await isLive(someoneElse)).toBe(true);
  });

  it("logout ends the session and sends the browser to the start", async () => {
    const token = await login();
    const answer = await server.post("logout", { languageCode: "EN", token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "success", next: "restart" });
    expect(await isLive(token)).toBe(false);
    const after = await server.post("data-upload-choice", {
      languageCode: "EN",
      token,
      dataUploadChoice: 1,
    });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ restart: true, next: "restart" });
  });

  it("logout answers the same for an ended, an unknown or no session, on either brand", async () => {
    const token = await server.newToken("PL");
    expect((await server.post("logout", { languageCode: "PL", token }, "pl")).body).toEqual({
      status: "success",
      next: "restart",
    });
    for (const payload of [
      { languageCode: "EN", token },
      { languageCode: "EN", token: "Z".repeat(43) },
      { languageCode: "EN" },
    ]) {
      const answer = await server.post("logout", payload);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", next: "restart" });
    }
  });

  it("logout ends only its own session", async () => {
    const mine = await server.newToken("EN");
    const theirs = await server.newToken("EN");
    await server.post("logout", { languageCode: "EN", token: mine });
    expect(await isLive(mine)).toBe(false);
    expect(await isLive(theirs)).toBe(true);
  });
});
