/**
 * A login ends the account's other sessions; logout ends the session it is sent with; a session
 * belongs to its brand's site; a session left idle ends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
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
    expect((await server.post("logout", { languageCode: "PL", token })).body).toEqual({
      status: "success",
      next: "restart",
    });
    for (const version of ["eu", "pl"])
      for (const payload of [
        { languageCode: "EN", token },
        { languageCode: "EN", token: "Z".repeat(43) },
        { languageCode: "EN" },
      ]) {
        const answer = await server.post("logout", payload, version);
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
  it("a European brand's session opens nothing on the Polish brand's path: the browser starts a new Polish application", async () => {
    const european = await server.newToken("EN");
    const onPolishPath = await server.post(
      "get-token",
      { languageCode: "PL", token: european },
      "pl",
    );
    expect(onPolishPath.status).toBe(401);
    expect(onPolishPath.body).toEqual({
      status: "error",
      globalError: message("pl", "errors:otherBrandSession"),
      next: "restart",
      restart: true,
    });
    const step = await server.post(
      "data-upload-choice",
      { languageCode: "PL", token: european, dataUploadChoice: 1 },
      "pl",
    );
    expect(step.status).toBe(401);
    expect(step.body).toMatchObject({ restart: true, next: "restart" });
    const check = await server.post(
      "validate",
      { languageCode: "PL", token: european, step: "newAccount", fields: ["email"], data: {} },
      "pl",
    );
    expect(check.status).toBe(401);
    // Its own site still knows it; the restart there is a new application of the Polish brand.
    expect(await isLive(european)).toBe(true);
    const polish = await server.post("get-token", { languageCode: "PL" }, "pl");
    expect(polish.status).toBe(200);
    expect(polish.body.token).not.toBe(european);
    expect(polish.body.state?.steps).toEqual({});
    const back = await server.post("get-token", { languageCode: "EN", token: polish.body.token });
    expect(back.status).toBe(401);
    expect(back.body.globalError).toBe(message("en", "errors:otherBrandSession"));
  });

  it("logout under the other brand's path is answered like any action of that session there, and ends nothing", async () => {
    const european = await server.newToken("EN");
    const onPolishPath = await server.post("logout", { languageCode: "PL", token: european }, "pl");
    expect(onPolishPath.status).toBe(401);
    expect(onPolishPath.body).toEqual({
      status: "error",
      globalError: message("pl", "errors:otherBrandSession"),
      next: "restart",
      restart: true,
    });
    expect(await isLive(european)).toBe(true);
  });

  it("a login to an account of the other brand's site is sent there, without a session here", async () => {
    const answer = await server.post(
      "new-login",
      {
        languageCode: "PL",
        token: (await server.post("get-token", { languageCode: "PL" }, "pl")).body.token,
        loginEmail: account.email,
        loginPassword: STRONG_PASSWORD,
        residenceCountry: "PL",
      },
      "pl",
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: "error",
      globalError: message("pl", "errors:otherBrandAccount"),
    });
  });
});

describe.each(storageTargets)("idle sessions on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  const MINUTE = 60_000;

  beforeAll(async () => {
    // Every look-up asks the database, which the test moves through time.
    server = await startServer(testDatabase, { env: { REMEMBER_SESSIONS_MS: "0" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The session as stored. */
  const sessionRow = async (token: string) =>
    server.database.db
      .selectFrom("sessions")
      .select(["created_at", "expires_at"])
      .where("token_hash", "=", hashSessionToken(token))
      .executeTakeFirstOrThrow();

  /** Moves the session `ms` into its past, as if that long had gone by since its last use. */
  const letTimePass = async (token: string, ms: number) => {
    const { created_at, expires_at } = await sessionRow(token);
    await server.database.db
      .updateTable("sessions")
      .set({ created_at: created_at - ms, expires_at: expires_at - ms })
      .where("token_hash", "=", hashSessionToken(token))
      .execute();
  };

  const blurCheck = (token: string) =>
    server.post("validate", {
      languageCode: "EN",
      token,
      step: "newAccount",
      fields: ["email"],
      data: { email: "someone@example.com" },
    });

  it("ends a session unused for 30 minutes, answered with the restart as an expired one", async () => {
    const token = await server.newToken("EN");
    await letTimePass(token, 31 * MINUTE);
    const answer = await server.post("get-token", { languageCode: "EN", token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      status: "error",
      globalError: message("en", "errors:sessionExpired"),
      next: "restart",
      restart: true,
    });
    expect((await blurCheck(token)).status).toBe(401);
  });

  it("keeps a session in use alive, writing its new end at most once a minute", async () => {
    const token = await server.newToken("EN");
    const created = await sessionRow(token);
    for (let i = 0; i < 5; i++) expect((await blurCheck(token)).status).toBe(200);
    expect(await sessionRow(token)).toEqual(created);

    await letTimePass(token, 20 * MINUTE);
    expect((await blurCheck(token)).status).toBe(200);
    const { expires_at } = await sessionRow(token);
    expect(expires_at).toBeGreaterThan(Date.now() + 29 * MINUTE);
    // 45 minutes after it started, 25 after its last use: alive.
    await letTimePass(token, 25 * MINUTE);
    expect((await server.post("get-token", { languageCode: "EN", token })).status).toBe(200);
  });

  it("with SESSION_IDLE_MINUTES=1, a session used every 40 seconds stays alive", async () => {
    const shortIdle = await startServer(testDatabase, {
      dataDir: server.dataDir,
      env: { REMEMBER_SESSIONS_MS: "0", SESSION_IDLE_MINUTES: "1" },
    });
    try {
      const token = await shortIdle.newToken("EN");
      const SECOND = 1000;
      for (let use = 1; use <= 3; use++) {
        await letTimePass(token, 40 * SECOND);
        const answer = await shortIdle.post("get-token", { languageCode: "EN", token });
        expect({ use, status: answer.status }).toEqual({ use, status: 200 });
      }
      // Unused for longer than a minute, it ends.
      await letTimePass(token, 61 * SECOND);
      expect((await shortIdle.post("get-token", { languageCode: "EN", token })).status).toBe(401);
    } finally {
      await shortIdle.close();
    }
  });

  it("ends a session 24 hours after it started, however active", async () => {
    const token = await server.newToken("EN");
    // Started 23 h 50 min ago and used all along: its end is its 24 hours, 10 minutes away.
    const now = Date.now();
    await server.database.db
      .updateTable("sessions")
      .set({ created_at: now - 24 * 60 * MINUTE + 10 * MINUTE, expires_at: now + 10 * MINUTE })
      .where("token_hash", "=", hashSessionToken(token))
      .execute();
    expect((await blurCheck(token)).status).toBe(200);
    expect((await sessionRow(token)).expires_at).toBeLessThanOrEqual(now + 10 * MINUTE);
    await letTimePass(token, 11 * MINUTE);
    expect((await blurCheck(token)).status).toBe(401);
  });
});
