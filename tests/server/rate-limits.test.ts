/**
 * Rate limits as a client meets them: 429 with Retry-After and a message in the page's language
 * saying in how many minutes to try again; counted per address, account or session; shared by
 * every server on one database. The lock on an account tried from many addresses:
 * login-lock.test.ts.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  expectTooMany,
  loginFrom,
  minutesMessage,
  postFrom,
  tokenFrom,
  WRONG_PASSWORD,
} from "./rate-limit-clients.ts";
import {
  message,
  registeredInStore,
  registerThroughApi,
  savedSteps,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("rate limits on %s", (target) => {
  const testDatabase = useTestDatabase(target);

  describe("failed logins per account, with the default limit (5 per 15 minutes)", () => {
    let server: TestServer;
    let email: string;
    beforeAll(async () => {
      server = await startServer(testDatabase, {
        env: { RATE_LIMIT_LOGIN_ACCOUNT: "", RATE_LIMIT_LOGIN_IP: "" },
      });
      ({ email } = await registerThroughApi(server, "locked"));
    });
    afterAll(async () => {
      await server?.close();
    });

    it("refuses the sixth attempt from one address for 15 minutes, even with the right password, in the page's language", async () => {
      for (let i = 0; i < 5; i++) {
        const answer = await loginFrom(server, "203.0.113.10", email, WRONG_PASSWORD);
        expect(answer.status).toBe(422);
      }
      const sixth = await loginFrom(server, "203.0.113.10", email, WRONG_PASSWORD);
      expectTooMany(sixth, minutesMessage("en", "errors:tooManyLoginAttempts", 15), 900);
      expect(Number(sixth.response.headers["retry-after"])).toBeGreaterThan(14 * 60);
      expect(sixth.body.globalError).toBe(
        "Too many login attempts. Please try again in 15 minutes.",
      );

      const rightPassword = await loginFrom(server, "203.0.113.10", email, STRONG_PASSWORD);
      expect(rightPassword.status).toBe(429);
      expect(rightPassword.body.token).toBeUndefined();

      const polish = await loginFrom(server, "203.0.113.10", email, WRONG_PASSWORD, "PL");
      expectTooMany(polish, minutesMessage("pl", "errors:tooManyLoginAttempts", 15), 900);
      expect(polish.body.globalError).toBe(
        "Zbyt wiele prób logowania. Spróbuj ponownie za 15 minut.",
      );
      // Russian, in the form Russian uses for 15 ("many"), and German in its own.
      const russian = await loginFrom(server, "203.0.113.10", email, WRONG_PASSWORD, "RU");
      expectTooMany(russian, minutesMessage("ru", "errors:tooManyLoginAttempts", 15), 900);
      expect(message("ru", "errors:tooManyLoginAttempts_many")).not.toBe(
        message("ru", "errors:tooManyLoginAttempts_one"),
      );
      const german = await loginFrom(server, "203.0.113.10", email, WRONG_PASSWORD, "DE");
      expectTooMany(german, minutesMessage("de", "errors:tooManyLoginAttempts", 15), 900);
    });

    it("lets the owner log in from another address meanwhile", async () => {
      const answer = await loginFrom(server, "198.51.100.20", email, STRONG_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("counts an email with no account like one with an account", async () => {
      const nobody = uniqueEmail("nobody");
      for (let i = 0; i < 5; i++)
        expect((await loginFrom(server, "203.0.113.11", nobody, WRONG_PASSWORD)).status).toBe(422);
      expect((await loginFrom(server, "203.0.113.11", nobody, WRONG_PASSWORD)).status).toBe(429);
    });
  });

  describe("failed logins per address, and successful ones", () => {
    let server: TestServer;
    let owners: string[];
    beforeAll(async () => {
      server = await startServer(testDatabase, {
        env: { RATE_LIMIT_LOGIN_ACCOUNT: "2/15m", RATE_LIMIT_LOGIN_IP: "3/1m" },
      });
      owners = [
        (await registerThroughApi(server, "owner")).email,
        (await registerThroughApi(server, "owner")).email,
      ];
    });
    afterAll(async () => {
      await server?.close();
    });

    it("refuses an address that failed on several accounts, for any account, for the window's real length (1 minute)", async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await loginFrom(
          server,
          "203.0.113.20",
          uniqueEmail("guess"),
          WRONG_PASSWORD,
        );
        expect(answer.status).toBe(422);
      }
      const fourth = await loginFrom(server, "203.0.113.20", owners[0]!, STRONG_PASSWORD);
      expectTooMany(fourth, minutesMessage("en", "errors:tooManyLoginAttempts", 1), 60);
      expect(fourth.body.globalError).toBe(
        "Too many login attempts. Please try again in 1 minute.",
      );
      const polish = await loginFrom(server, "203.0.113.20", owners[0]!, STRONG_PASSWORD, "PL");
      expect(polish.body.globalError).toBe(
        "Zbyt wiele prób logowania. Spróbuj ponownie za 1 minutę.",
      );
      // Somebody else, at another address, is not held up by them.
      expect((await loginFrom(server, "198.51.100.21", owners[0]!, STRONG_PASSWORD)).status).toBe(
        200,
      );
    });

    it("does not count successful logins against the address", async () => {
      for (let i = 0; i < 4; i++) {
        const answer = await loginFrom(server, "203.0.113.21", owners[1]!, STRONG_PASSWORD);
        expect(answer.status).toBe(200);
      }
    });

    it("clears an account's failures with a successful login", async () => {
      const from = "203.0.113.22";
      const results = [];
      for (const password of [WRONG_PASSWORD, STRONG_PASSWORD, WRONG_PASSWORD, WRONG_PASSWORD])
        results.push((await loginFrom(server, from, owners[0]!, password)).status);
      expect(results).toEqual([422, 200, 422, 422]);
      expect((await loginFrom(server, from, owners[0]!, WRONG_PASSWORD)).status).toBe(429);
    });
  });

  describe("new applications, registrations, validations and analytics events", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(testDatabase, {
        env: {
          RATE_LIMIT_GET_TOKEN_IP: "3/10m",
          RATE_LIMIT_NEW_ACCOUNT_IP: "2/1h",
          RATE_LIMIT_VALIDATE_SESSION: "3/1m",
          RATE_LIMIT_DC_SESSION: "3/10m",
          RATE_LIMIT_SUBMIT_SESSION: "3/10m",
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    const applicationCount = async () =>
      (
        await server.database.db
          .selectFrom("applications")
          .select(({ fn }) => fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n;

    it("get-token: an address gets 3 new applications in 10 minutes, then 429 and none is created", async () => {
      const tokens = [];
      for (let i = 0; i < 3; i++) tokens.push(await tokenFrom(server, "203.0.113.30"));
      const before = await applicationCount();
      const fourth = await postFrom(server, "203.0.113.30", "get-token", { languageCode: "EN" });
      expectTooMany(fourth, minutesMessage("en", "errors:tooManyRequests", 10), 600);
      expect(fourth.body.globalError).toBe("Too many requests. Please try again in 10 minutes.");
      expect(await applicationCount()).toBe(before);

      // Resuming a session creates nothing and is not counted; other addresses are not held up.
      const resumed = await postFrom(server, "203.0.113.30", "get-token", {
        languageCode: "EN",
        token: tokens[0],
      });
      expect(resumed.status).toBe(200);
      expect(
        (await postFrom(server, "198.51.100.30", "get-token", { languageCode: "EN" })).status,
      ).toBe(200);
    });

    it("new-account: an address gets 2 calls an hour, then 429 (60 minutes)", async () => {
      const statuses = [];
      for (let i = 0; i < 2; i++)
        statuses.push(
          (await postFrom(server, "203.0.113.31", "new-account", { languageCode: "EN" })).status,
        );
      expect(statuses).toEqual([401, 401]);
      const third = await postFrom(server, "203.0.113.31", "new-account", { languageCode: "PL" });
      expectTooMany(third, minutesMessage("pl", "errors:tooManyRequests", 60), 3600);
      expect(third.body.globalError).toBe("Zbyt wiele żądań. Spróbuj ponownie za 60 minut.");
    });

    it("validate: a session gets 3 checks a minute, then 429; another session is not held up", async () => {
      const validate = (token: string) =>
        postFrom(server, "203.0.113.32", "validate", {
          languageCode: "EN",
          token,
          step: "newAccount",
          fields: ["email"],
          data: { email: "not an email" },
        });
      const token = await tokenFrom(server, "203.0.113.32");
      for (let i = 0; i < 3; i++) expect((await validate(token)).status).toBe(200);
      expectTooMany(await validate(token), minutesMessage("en", "errors:tooManyRequests", 1), 60);
      expect((await validate(await tokenFrom(server, "203.0.113.32"))).status).toBe(200);
    });

    it("dc: a session stores 3 events in 10 minutes; the rest are refused and not stored", async () => {
      const token = await tokenFrom(server, "203.0.113.33");
      const event = {
        languageCode: "EN",
        token,
        event: "route",
        route: "newAccount",
        browser: "Chrome",
        device: "desktop",
        os: "Linux",
      };
      const statuses = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await postFrom(server, "203.0.113.33", "dc", event)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      const tokenHash = createHash("sha256").update(token).digest("hex");
      const applicationId = (await server.services.store.findSessionApplication(tokenHash))!;
      const rows = await server.database.db
        .selectFrom("analytics_events")
        .select("id")
        .where("application_id", "=", applicationId)
        .execute();
      expect(rows).toHaveLength(3);
    });
  });

  describe("step submissions", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(testDatabase, { env: { RATE_LIMIT_SUBMIT_SESSION: "3/10m" } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("a session submits 3 times in 10 minutes, then 429 and nothing is stored", async () => {
      const { token } = await registerThroughApi(server, "submits");
      // The registration was the first submission of the session.
      const choose = (dataUploadChoice: number) =>
        server.post("data-upload-choice", { languageCode: "PL", token, dataUploadChoice });
      expect((await choose(1)).status).toBe(200);
      expect((await choose(2)).status).toBe(200);
      const fourth = await choose(1);
      expectTooMany(fourth, minutesMessage("pl", "errors:tooManyRequests", 10), 600);
      const tokenHash = createHash("sha256").update(token).digest("hex");
      const applicationId = (await server.services.store.findSessionApplication(tokenHash))!;
      const saved = await server.services.store.latestSubmissions(applicationId);
      expect(saved.get("dataUploadChoice")?.data).toMatchObject({ dataUploadChoice: 2 });
    });
  });

  describe("hand-overs to the client zone", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(testDatabase, { env: { RATE_LIMIT_HANDOVER_SESSION: "2/10m" } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it("errors-report: a session gets 2 hand-over tokens in 10 minutes, then 429 and no token is made", async () => {
      const { token } = await registeredInStore(server, "handovers");
      await savedSteps(server, token, {
        dataUploadChoice: { dataUploadChoice: 1 },
        personalDataConfirm: { firstName: "Anna", lastName: "Schmidt" },
        desktopSms: { phoneNumber: "15123456789" },
        addressDetails: { country: "DE" },
        taxOfficeDetails: { firstTaxCountry: "DE" },
        currencyChoice: { currencyChoice: 2 },
        riskAssessment: { employmentStatus: "RETIRED" },
        declarationAcceptance: { pepDeclaration: false },
        summaryAndPaymentChoice: { answersChecked: true },
      });
      const handover = () => server.post("errors-report", { languageCode: "PL", token });
      expect((await handover()).status).toBe(200);
      expect((await handover()).status).toBe(200);
      const third = await handover();
      expectTooMany(third, minutesMessage("pl", "errors:tooManyRequests", 10), 600);
      expect(third.body.clientZoneToken).toBeUndefined();
      const tokens = await server.database.db
        .selectFrom("handover_tokens")
        .select("token_hash")
        .execute();
      expect(tokens).toHaveLength(2);
    });
  });

  describe("several servers on one database", () => {
    const servers: TestServer[] = [];
    beforeAll(async () => {
      const env = { RATE_LIMIT_GET_TOKEN_IP: "2/10m" };
      servers.push(await startServer(testDatabase, { env }));
      servers.push(await startServer(testDatabase, { env, dataDir: servers[0]!.dataDir }));
    });
    afterAll(async () => {
      for (const server of servers.reverse()) await server.close();
    });

    it("count one address's requests together", async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const newApplication = (server: TestServer) =>
        postFrom(server, "203.0.113.40", "get-token", { languageCode: "EN" });
      expect((await newApplication(first)).status).toBe(200);
      expect((await newApplication(second)).status).toBe(200);
      expect((await newApplication(first)).status).toBe(429);
      expect((await newApplication(second)).status).toBe(429);
    });
  });
});
