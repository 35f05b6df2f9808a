/**
 * Password hashing takes turns: with the waiting line full, a login or a registration is answered
 * 503 with Retry-After at once, and nothing is used up (no login attempt counted, no proof spent).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveProofOfWork } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  englishRegistration,
  message,
  registerThroughApi,
  startServer,
  uniqueEmail,
  type Answer,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("password hashing under load on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let email: string;

  beforeAll(async () => {
    server = await startServer(testDatabase, {
      env: {
        PASSWORD_HASH_CONCURRENCY: "1",
        PASSWORD_HASH_QUEUE: "1",
        RATE_LIMIT_LOGIN_ACCOUNT: "1/15m",
      },
    });
    ({ email } = await registerThroughApi(server, "busy"));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Fills the one running turn and the one waiting place until `release()`. */
  function holdEveryTurn() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = [
      server.services.passwordHashing.run(() => held),
      server.services.passwordHashing.run(() => held),
    ];
    return async () => {
      release();
      await Promise.all(holders);
    };
  }

  const wrongLogin = async () =>
    server.post("new-login", {
      languageCode: "PL",
      token: await server.newToken("PL"),
      loginEmail: email,
      loginPassword: "Wr0ng!pass",
      residenceCountry: "IE",
    });

  function expectBusy(answer: Answer, language: string): void {
    expect(answer.status).toBe(503);
    expect(answer.response.headers["retry-after"]).toBe("5");
    expect(answer.body).toEqual({
      status: "error",
      globalError: message(language, "errors:serviceUnavailable"),
    });
  }

  it("refuses logins at once while the line is full, without counting them as attempts", async () => {
    const release = holdEveryTurn();
    try {
      for (let i = 0; i < 3; i++) expectBusy(await wrongLogin(), "pl");
    } finally {
      await release();
    }
    // The limit is one failure: the refused logins did not count, this one does.
    expect((await wrongLogin()).status).toBe(422);
    expect((await wrongLogin()).status).toBe(429);
  });

  it("refuses a registration while the line is full, and its proof of work stays usable", async () => {
    const token = await server.newToken("EN");
    const proof = await solveProofOfWork(server.app);
    const registration = { ...englishRegistration(uniqueEmail("later"), proof), token };
    const release = holdEveryTurn();
    try {
      expectBusy(await server.post("new-account", registration), "en");
    } finally {
      await release();
    }
    const later = await server.post("new-account", registration);
    expect(later.status).toBe(200);
    expect(later.body).toEqual({ status: "success", next: "dataUploadChoice" });
  });
});
