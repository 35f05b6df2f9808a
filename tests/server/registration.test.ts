/** Registration (new-account) with its proof of work, and login (new-login). */
import { createHash } from "node:crypto";
import { textsOfHash } from "../../src/server/declarations/shown-texts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import {
  loadOrCreateProofOfWorkKeys,
  ProofOfWork,
} from "../../src/server/security/proof-of-work.ts";
import {
  decodePayload,
  encodePayload,
  solvedPayloadFor,
  solveProofOfWork,
} from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  englishRegistration,
  message,
  registerThroughApi,
  startServer,
  STRONG_PASSWORD,
  TEST_HASH_COST,
  uniqueEmail,
  type Answer,
  type Registered,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("registration and login on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  /** The registration every test in this file shares: an Irish resident on the English site. */
  const first = {
    token: "",
    email: "",
    recaptchaToken: "",
    answer: undefined as Answer | undefined,
  };
  /** The marketing parameters the first registration arrives with (spec §7). */
  const firstMarketing = {
    tmsc: JSON.stringify({ utm_source: "newsletter", utm_campaign: "autumn" }),
    sessionCount: 3,
    sessionId: "session-1",
    clientId: "client-1",
  };
  /**
   * The account the successful login logs into. A login ends the account's other sessions, so it
   * is not the shared registration's: the tests that use `first.token` pass in any order.
   */
  let member: Registered;
  /** Solved proofs of work for the other registrations, solved side by side to save time. */
  const proofs = { german: "", duplicate: "" };

  const applicationOf = async (token: string) => {
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const session = await server.database.db
      .selectFrom("sessions")
      .select("application_id")
      .where("token_hash", "=", tokenHash)
      .executeTakeFirstOrThrow();
    return server.database.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", session.application_id)
      .executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    server = await startServer(testDatabase);
    first.token = await server.newToken("EN");
    first.email = uniqueEmail("first");
    [first.recaptchaToken, proofs.german, proofs.duplicate, member] = await Promise.all([
      solveProofOfWork(server.app),
      solveProofOfWork(server.app),
      solveProofOfWork(server.app),
      registerThroughApi(server, "member"),
    ]);
    first.answer = await server.post("new-account", {
      ...englishRegistration(first.email, first.recaptchaToken),
      ...firstMarketing,
      token: first.token,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("new-account", () => {
    it("registers an Irish resident on the English site and goes to dataUploadChoice", () => {
      expect(first.answer!.status).toBe(200);
      expect(first.answer!.body).toEqual({ status: "success", next: "dataUploadChoice" });
    });

    it("stores the step without the password or the proof of work, with the schema's hash", async () => {
      const application = await applicationOf(first.token);
      const rows = await server.database.db
        .selectFrom("step_submissions")
        .selectAll()
        .where("application_id", "=", application.id)
        .execute();
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.step).toBe("newAccount");
      expect(row.variant).toBe("newAccount");
      expect(row.schema_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.schema_hash).toBe(server.services.files.steps.get("newAccount")!.schemaHash);
      const data = JSON.parse(row.data) as Record<string, unknown>;
      expect(data).not.toHaveProperty("password");
      expect(data).not.toHaveProperty("recaptchaToken");
      expect(data).toEqual({
        languageCountry: "GB",
        residenceCountry: "IE",
        email: first.email,
        confirmEmail: first.email,
        termsAgreement: true,
        // Left unticked: stored as its own "no", never bundled with the terms.
        marketingAgreement: false,
        textsHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      });
      // The wording the client saw is kept under that hash: two boxes, two sentences.
      const shown = await textsOfHash(server.database.db, data.textsHash as string);
      expect(shown?.namespace).toBe("newAccount");
      const fields = (shown?.texts as { fields: Record<string, { label: string }> }).fields;
      expect(fields.termsAgreement!.label).toBe(
        message("en", "newAccount:fields.termsAgreement.label"),
      );
      expect(fields.marketingAgreement!.label).toBe(
        message("en", "newAccount:fields.marketingAgreement.label"),
      );
      expect(row.data).not.toContain(STRONG_PASSWORD);
      expect(row.data).not.toContain(first.recaptchaToken);
    });

    it("stores the login: lower-cased email, residence and an scrypt hash of the configured cost (r=8, p=1)", async () => {
      const application = await applicationOf(first.token);
      expect(application.email).toBe(first.email.toLowerCase());
      expect(application.residence_country).toBe("IE");
      // The product's cost (2^17) is proven in password-hash.test.ts and the config's tests.
      expect(application.password_hash).toMatch(
        new RegExp(`^scrypt\\$${2 ** TEST_HASH_COST}\\$8\\$1\\$[A-Za-z0-9_-]+\\$[A-Za-z0-9_-]+$`),
      );
      expect(application.password_hash).not.toContain(STRONG_PASSWORD);
    });

    it("resumes the registered session at dataUploadChoice", async () => {
      const answer = await server.post("get-token", { languageCode: "EN", token: first.token });
      expect(answer.status).toBe(200);
      expect(answer.body.state).toMatchObject({
        route: "dataUploadChoice",
        residenceCountry: "IE",
        registered: true,
      });
      expect(answer.body.state!.steps.newAccount).toMatchObject({
        email: first.email,
        residenceCountry: "IE",
      });
    });

    it("keeps the marketing parameters the registration arrived with", async () => {
      const application = await applicationOf(first.token);
      expect(JSON.parse(application.marketing!)).toEqual(firstMarketing);
    });

    it("opens an account without marketing consent, and keeps a consent given as its own value", async () => {
      const token = await server.newToken("EN");
      const consenting = await server.post("new-account", {
        ...englishRegistration(uniqueEmail(), await solveProofOfWork(server.app)),
        marketingAgreement: true,
        token,
      });
      expect(consenting.status).toBe(200);
      const row = await server.database.db
        .selectFrom("step_submissions")
        .select("data")
        .where("application_id", "=", (await applicationOf(token)).id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.data)).toMatchObject({
        termsAgreement: true,
        marketingAgreement: true,
      });
    });

    it("refuses an account without the terms, even with marketing consent (422 termsAgreement)", async () => {
      const token = await server.newToken("EN");
      const { termsAgreement: _terms, ...withoutTerms } = englishRegistration(
        uniqueEmail(),
        "unchecked",
      );
      const answer = await server.post("new-account", {
        ...withoutTerms,
        marketingAgreement: true,
        token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: {
          termsAgreement: [message("en", "newAccount:fields.termsAgreement.errors.required")],
        },
      });
    });

    it("refuses a confirmEmail that differs from the email (422 errors.confirmEmail)", async () => {
      const token = await server.newToken("EN");
      const answer = await server.post("new-account", {
        ...englishRegistration(uniqueEmail(), "unchecked"),
        confirmEmail: "someone.else@example.com",
        token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: { confirmEmail: [message("en", "newAccount:fields.confirmEmail.errors.const")] },
      });
    });

    it("refuses a field the form does not have (422 with an error for it)", async () => {
      const token = await server.newToken("EN");
      const answer = await server.post("new-account", {
        ...englishRegistration(uniqueEmail(), "unchecked"),
        isAdmin: true,
        token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: { isAdmin: [message("en", "errors:unevaluatedProperties")] },
      });
    });

    it.each([
      ["email", 42],
      ["confirmEmail", null],
      ["password", 12345678],
      ["termsAgreement", "true"],
      ["recaptchaToken", { challenge: {}, solution: {} }],
      ["residenceCountry", ["IE"]],
    ])("refuses %s of the wrong type with 422, not 5xx", async (field, value) => {
      const token = await server.newToken("EN");
      const answer = await server.post("new-account", {
        ...englishRegistration(uniqueEmail(), "unchecked"),
        [field]: value,
        token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.status).toBe("error");
      expect(answer.body.errors?.[field]?.length).toBeGreaterThan(0);
    });

    it("refuses a registration without a proof of work (422 errors.recaptchaToken)", async () => {
      const token = await server.newToken("EN");
      const payload: Record<string, unknown> = { ...englishRegistration(uniqueEmail(), ""), token };
      delete payload.recaptchaToken;
      const answer = await server.post("new-account", payload);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: "error",
        errors: {
          recaptchaToken: [message("en", "newAccount:fields.recaptchaToken.errors.required")],
        },
      });
    });

    describe("refuses a forged proof of work (422 errors.recaptchaToken)", () => {
      const failed = () => ({
        status: "error",
        errors: {
          recaptchaToken: [message("en", "newAccount:fields.recaptchaToken.errors.failed")],
        },
      });
      const register = async (recaptchaToken: string) => {
        const token = await server.newToken("EN");
        return server.post("new-account", {
          ...englishRegistration(uniqueEmail(), recaptchaToken),
          token,
        });
      };

      it("garbage instead of a payload", async () => {
        const answer = await register("bm90IGEgcHJvb2Y=");
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual(failed());
      });

      it("a solution with a made-up key", async () => {
        const { challenge, solution } = decodePayload(first.recaptchaToken);
        const answer = await register(
          encodePayload({ challenge, solution: { ...solution, derivedKey: "ab".repeat(32) } }),
        );
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual(failed());
      });

      it("a challenge whose parameters were changed after signing", async () => {
        const challenge = await server.app
          .inject({ method: "GET", url: "/api/altcha/challenge" })
          .then((r) => r.json<Challenge>());
        const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "0" } };
        const answer = await register(await solvedPayloadFor(easier));
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual(failed());
      });

      it("a challenge signed with another key", async () => {
        const challenge = await createChallenge({
          algorithm: "PBKDF2/SHA-256",
          cost: 1000,
          counter: 10,
          deriveKey,
          expiresAt: Math.floor(Date.now() / 1000) + 600,
          hmacSignatureSecret: "not-the-server-secret",
          hmacKeySignatureSecret: "not-the-server-key-secret",
        });
        const answer = await register(await solvedPayloadFor(challenge));
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual(failed());
      });

      it("an expired challenge, even though the server signed it", async () => {
        const past = new ProofOfWork({
          keys: loadOrCreateProofOfWorkKeys(server.dataDir),
          maxCounter: 20,
          markUsed: () => Promise.resolve(true),
          now: () => Date.now() - 11 * 60 * 1000,
        });
        const answer = await register(await solvedPayloadFor(await past.challenge()));
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual(failed());
      });

      it("a solved payload used before, on a second session", async () => {
        const answer = await register(first.recaptchaToken);
        expect(answer.status).toBe(422);
        expect(answer.body).toEqual(failed());
      });
    });

    it("refuses residents of Spain (422 errors.residenceCountry)", async () => {
      const token = await server.newToken("EN");
      const answer = await server.post("new-account", {
        ...englishRegistration(uniqueEmail(), "unchecked"),
        residenceCountry: "ES",
        chooseLanguage: true,
        token,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.status).toBe("error");
      expect(answer.body.errors?.residenceCountry).toEqual([
        message("en", "newAccount:fields.residenceCountry.errors.not"),
      ]);
    });

    it("refuses the Spanish site's confirmed residence (Spain) too", async () => {
      const token = await server.newToken("ES");
      const payload: Record<string, unknown> = {
        ...englishRegistration(uniqueEmail(), "unchecked"),
        languageCode: "ES",
        residenceConfirm: true,
        token,
      };
      delete payload.residenceCountry;
      const answer = await server.post("new-account", payload);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(["languageCountry"]);
    });

    it("requires residenceCountry on the English site", async () => {
      const token = await server.newToken("EN");
      const payload: Record<string, unknown> = {
        ...englishRegistration(uniqueEmail(), "unchecked"),
        token,
      };
      delete payload.residenceCountry;
      const answer = await server.post("new-account", payload);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        residenceCountry: [message("en", "newAccount:fields.residenceCountry.errors.required")],
      });
    });

    it("registers with a confirmed residence on the German site; the server sets languageCountry", async () => {
      const token = await server.newToken("DE");
      const email = uniqueEmail("german");
      const payload: Record<string, unknown> = {
        ...englishRegistration(email, proofs.german),
        languageCode: "DE",
        residenceConfirm: true,
        languageCountry: "FR",
        token,
      };
      delete payload.residenceCountry;
      const answer = await server.post("new-account", payload);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", next: "dataUploadChoice" });

      const application = await applicationOf(token);
      expect(application.residence_country).toBe("DE");
      const state = await server.post("get-token", { languageCode: "DE", token });
      expect(state.body.state).toMatchObject({
        route: "dataUploadChoice",
        residenceCountry: "DE",
        registered: true,
      });
      expect(state.body.state!.steps.newAccount).toEqual({
        languageCountry: "DE",
        residenceConfirm: true,
        email,
        confirmEmail: email,
        termsAgreement: true,
        marketingAgreement: false,
        textsHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      });
    });

    it("answers an email another session registered exactly like a new one, gives it no login and tells the owner", async () => {
      const owner = await applicationOf(first.token);
      const token = await server.newToken("EN");
      const answer = await server.post("new-account", {
        ...englishRegistration(first.email.toUpperCase(), proofs.duplicate),
        password: "An0ther!pass",
        token,
      });
      expect(answer.status).toBe(first.answer!.status);
      expect(answer.body).toEqual(first.answer!.body);
      expect(answer.response.headers["content-type"]).toBe(
        first.answer!.response.headers["content-type"],
      );

      // The session goes on as a registered one would, so nothing later tells the difference…
      const state = await server.post("get-token", { languageCode: "EN", token });
      expect(state.body.state).toMatchObject({ route: "dataUploadChoice", registered: true });
      // …but its application has no login, and the owner's is as it was.
      const duplicate = await applicationOf(token);
      expect(duplicate).toMatchObject({ email: null, password_hash: null });
      expect(duplicate.registered_at).not.toBeNull();
      expect(await applicationOf(first.token)).toEqual(owner);
      const withNewPassword = await server.post("new-login", {
        languageCode: "EN",
        token: await server.newToken("EN"),
        loginEmail: first.email,
        loginPassword: "An0ther!pass",
        residenceCountry: "IE",
      });
      expect(withNewPassword.status).toBe(422);

      const outbox = await server.database.db
        .selectFrom("outbox_messages")
        .selectAll()
        .where("recipient", "=", first.email.toLowerCase())
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({
        channel: "email",
        kind: "duplicateRegistration",
        language: "en",
        subject: message("en", "messages:duplicateRegistration.subject"),
        sent_at: null,
      });
      // An e-mail is read outside the site: its link is whole, with the site's origin.
      expect(outbox[0]!.body).toMatch(/https?:\/\/[^\s"/]+\/remind-password/);
      expect(outbox[0]!.body).not.toContain("{{");
    });

    it("refuses a second registration in the same session (409, back to where it stands)", async () => {
      const answer = await server.post("new-account", {
        ...englishRegistration(uniqueEmail("again"), "unchecked"),
        token: first.token,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        status: "error",
        globalError: message("en", "errors:alreadyRegistered"),
        next: "dataUploadChoice",
      });
      const application = await applicationOf(first.token);
      expect(application.email).toBe(first.email);
    });

    it("answers 401 restart to a registration without a session", async () => {
      const answer = await server.post(
        "new-account",
        englishRegistration(uniqueEmail(), "unchecked"),
      );
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: "error", restart: true, next: "restart" });
    });
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
