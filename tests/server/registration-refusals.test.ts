/**
 * Registrations new-account refuses: missing, mismatched, unknown or mistyped fields, a missing
 * or forged proof of work, residents of Spain, a second registration and no session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import {
  loadOrCreateProofOfWorkKeys,
  ProofOfWork,
} from "../../src/server/security/proof-of-work.ts";
import { applicationOfToken, registerFirst, unregistered } from "./first-registration.ts";
import { decodePayload, encodePayload, solvedPayloadFor } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  englishRegistration,
  message,
  startServer,
  uniqueEmail,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("registration and login on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  /** The registration every test in this file shares: an Irish resident on the English site. */
  const first = unregistered();

  const applicationOf = (token: string) => applicationOfToken(server, token);

  beforeAll(async () => {
    server = await startServer(testDatabase);
    await registerFirst(server, first);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("new-account", () => {
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
});
