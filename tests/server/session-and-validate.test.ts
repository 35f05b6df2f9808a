/** The health check, session tokens (get-token) and blur validation (validate). */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { message, startServer, type TestServer } from "./test-server.ts";

describe.each(storageTargets)("sessions and validation on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("GET /healthz answers 200 {status: ok}", async () => {
    const response = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  describe("get-token", () => {
    it("without a token creates a session: a 43-character base64url token, at the new account step", async () => {
      const answer = await server.post("get-token", { languageCode: "EN" });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("success");
      expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.state).toEqual({
        route: "newAccount",
        steps: {},
        prefill: {},
        sentParts: {},
        residenceCountry: null,
        registered: false,
      });
    });

    it("issues a different token for every new session", async () => {
      const first = await server.newToken("EN");
      const second = await server.newToken("EN");
      expect(first).not.toBe(second);
    });

    it("with a valid token answers the same token and the (empty) saved steps", async () => {
      const token = await server.newToken("EN");
      const answer = await server.post("get-token", { languageCode: "PL", token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: "success",
        token,
        state: {
          route: "newAccount",
          steps: {},
          prefill: {},
          sentParts: {},
          residenceCountry: null,
          registered: false,
        },
      });
    });

    it.each([
      ["an unknown token of the right shape", "A".repeat(43)],
      ["a garbage token", "not a token!"],
      ["an empty token", ""],
      ["a token one character short", "B".repeat(42)],
    ])("with %s answers 401 restart", async (_label, token) => {
      const answer = await server.post("get-token", { languageCode: "EN", token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        status: "error",
        restart: true,
        next: "restart",
        globalError: message("en", "errors:sessionExpired"),
      });
    });

    it("words the restart answer in the payload's language", async () => {
      const answer = await server.post("get-token", { languageCode: "PL", token: "C".repeat(43) });
      expect(answer.status).toBe(401);
      expect(answer.body.globalError).toBe(message("pl", "errors:sessionExpired"));
    });

    it("stores only the SHA-256 of the token, never the token itself", async () => {
      const token = await server.newToken("EN");
      const expectedHash = createHash("sha256").update(token).digest("hex");
      const sessions = await server.database.db.selectFrom("sessions").selectAll().execute();
      const row = sessions.find((s) => s.token_hash === expectedHash);
      expect(row).toBeDefined();
      expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.expires_at).toBeGreaterThan(Date.now());

      const everything = JSON.stringify([
        sessions,
        await server.database.db.selectFrom("applications").selectAll().execute(),
        await server.database.db.selectFrom("step_submissions").selectAll().execute(),
        await server.database.db.selectFrom("used_challenges").selectAll().execute(),
      ]);
      expect(everything).not.toContain(token);
    });
  });

  describe("validate", () => {
    let token: string;
    beforeAll(async () => {
      token = await server.newToken("EN");
    });

    it("answers errors only for the fields asked, in English for EN", async () => {
      const answer = await server.post("validate", {
        languageCode: "EN",
        token,
        step: "newAccount",
        fields: ["email"],
        data: { email: "not-an-email", password: "weak" },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: "success",
        errors: { email: [message("en", "newAccount:fields.email.errors.pattern")] },
      });
    });

    it("answers the same errors in Polish for PL", async () => {
      const answer = await server.post("validate", {
        languageCode: "PL",
        token,
        step: "newAccount",
        fields: ["email"],
        data: { email: "not-an-email" },
      });
      expect(answer.status).toBe(200);
      const polish = message("pl", "newAccount:fields.email.errors.pattern");
      expect(polish).not.toBe(message("en", "newAccount:fields.email.errors.pattern"));
      expect(answer.body).toEqual({ status: "success", errors: { email: [polish] } });
    });

    it("answers no errors for valid fields even when other fields are wrong", async () => {
      const answer = await server.post("validate", {
        languageCode: "EN",
        token,
        step: "newAccount",
        fields: ["email", "confirmEmail"],
        data: { email: "jan@example.com", confirmEmail: "jan@example.com", password: "x" },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", errors: {} });
    });

    it("checks a confirmed email against the email in the data", async () => {
      const answer = await server.post("validate", {
        languageCode: "EN",
        token,
        step: "newAccount",
        fields: ["confirmEmail"],
        data: { email: "jan@example.com", confirmEmail: "jan@example.org" },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toEqual({
        confirmEmail: [message("en", "newAccount:fields.confirmEmail.errors.const")],
      });
    });

    const askPesel = (languageCode: string, pesel: string) =>
      server.post("validate", {
        languageCode,
        token,
        step: "personalDataConfirm",
        fields: ["pesel"],
        data: { citizenship: "PL", pesel },
      });

    it("checks a PESEL's check digit (format) for a Polish citizen, in the payload's language", async () => {
      const good = await askPesel("EN", "44051401359");
      expect(good.status).toBe(200);
      expect(good.body).toEqual({ status: "success", errors: {} });

      const badEn = await askPesel("EN", "44051401358");
      expect(badEn.status).toBe(200);
      expect(badEn.body.status).toBe("success");
      expect(Object.keys(badEn.body.errors!)).toEqual(["pesel"]);
      expect(badEn.body.errors!.pesel).toContain(
        message("en", "personalDataConfirm:fields.pesel.errors.format"),
      );

      const badPl = await askPesel("PL", "44051401358");
      expect(badPl.status).toBe(200);
      expect(Object.keys(badPl.body.errors!)).toEqual(["pesel"]);
      expect(badPl.body.errors!.pesel).toContain(
        message("pl", "personalDataConfirm:fields.pesel.errors.format"),
      );
      expect(badPl.body.errors!.pesel).not.toContain(
        message("en", "personalDataConfirm:fields.pesel.errors.format"),
      );

      const short = await askPesel("EN", "4405140135");
      expect(short.body.errors!.pesel).toContain(
        message("en", "personalDataConfirm:fields.pesel.errors.pattern"),
      );
    });

    // A field declared in a conditional part that fails its check is also unevaluated to Ajv;
    // only the real error is answered.
    it("answers only the real error for an invalid PESEL, not also 'not part of the form'", async () => {
      const answer = await askPesel("EN", "44051401358");
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: "success",
        errors: { pesel: [message("en", "personalDataConfirm:fields.pesel.errors.format")] },
      });
    });

    it("requires a PESEL for a Polish citizen but not for an Irish one", async () => {
      const ask = (citizenship: string) =>
        server.post("validate", {
          languageCode: "EN",
          token,
          step: "personalDataConfirm",
          fields: ["pesel", "identificationNumber"],
          data: { citizenship },
        });
      const polish = await ask("PL");
      expect(polish.body.errors).toEqual({
        pesel: [message("en", "personalDataConfirm:fields.pesel.errors.required")],
      });
      const irish = await ask("IE");
      expect(Object.keys(irish.body.errors ?? {})).toEqual(["identificationNumber"]);
    });

    it.each([
      [
        "an unknown step",
        { step: "noSuchStep", fields: ["email"], data: {} },
        "errors:unknownStep",
      ],
      [
        "a step without a schema",
        { step: "howToTakePicture", fields: ["x"], data: {} },
        "errors:unknownStep",
      ],
      ["no step", { fields: ["email"], data: {} }, "errors:unknownStep"],
      [
        "fields that are not a list",
        { step: "newAccount", fields: "email", data: {} },
        "errors:badValidateRequest",
      ],
      [
        "an empty list of fields",
        { step: "newAccount", fields: [], data: {} },
        "errors:badValidateRequest",
      ],
      [
        "fields that are not strings",
        { step: "newAccount", fields: [1, 2], data: {} },
        "errors:badValidateRequest",
      ],
      [
        "too many fields",
        { step: "newAccount", fields: Array(51).fill("email"), data: {} },
        "errors:badValidateRequest",
      ],
      ["no data", { step: "newAccount", fields: ["email"] }, "errors:badValidateRequest"],
      [
        "data that is a list",
        { step: "newAccount", fields: ["email"], data: [] },
        "errors:badValidateRequest",
      ],
    ])("answers 400 for %s", async (_label, payload, key) => {
      const answer = await server.post("validate", { languageCode: "EN", token, ...payload });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ status: "error", globalError: message("en", key) });
    });

    it("answers 401 restart without a token", async () => {
      const answer = await server.post("validate", {
        languageCode: "EN",
        step: "newAccount",
        fields: ["email"],
        data: { email: "x" },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: "error", restart: true, next: "restart" });
      expect(answer.body.globalError).toBe(message("en", "errors:sessionExpired"));
    });
  });
});
