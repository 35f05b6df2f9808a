/** Bad requests are answered with a 4xx JSON error, never a 5xx; every answer carries the security headers. */
import { createHash } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { message, startServer, uniqueEmail, type TestServer } from "./test-server.ts";

const JSON_HEADERS = { "content-type": "application/json" };

/** The answer is JSON `{ status: "error", … }` with a message to show. */
function expectErrorAnswer(response: LightMyRequestResponse): Record<string, unknown> {
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(body.status).toBe("error");
  const hasGlobal = typeof body.globalError === "string" && body.globalError.length > 0;
  const hasFieldErrors =
    body.errors !== null && typeof body.errors === "object" && Object.keys(body.errors).length > 0;
  expect(hasGlobal || hasFieldErrors).toBe(true);
  return body;
}

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

describe.each(storageTargets)("bad input and security headers on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** A session that is registered (written straight to the store: registration is tested elsewhere). */
  let registeredToken: string;

  const inject = (options: InjectOptions) => server.app.inject(options);
  const postRaw = (
    payload: string,
    headers: Record<string, string> = JSON_HEADERS,
    url = "/api/form/eu/get-token",
  ) => inject({ method: "POST", url, headers, payload });

  beforeAll(async () => {
    server = await startServer(testDatabase);
    registeredToken = await server.newToken("EN");
    const tokenHash = createHash("sha256").update(registeredToken).digest("hex");
    const applicationId = (await server.services.store.findSessionApplication(tokenHash))!;
    const email = uniqueEmail("seeded");
    await server.services.store.setCredentials(applicationId, email, "scrypt$1$1$1$AA$AA", "IE");
    await server.services.store.saveSubmission(applicationId, {
      step: "newAccount",
      variant: "newAccount",
      data: {
        languageCountry: "GB",
        residenceCountry: "IE",
        email,
        confirmEmail: email,
        termsAgreement: true,
      },
      schemaHash: server.services.files.steps.get("newAccount")!.schemaHash,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("unreadable bodies", () => {
    it("malformed JSON → 400", async () => {
      const response = await postRaw('{"languageCode": "EN",');
      expect(response.statusCode).toBe(400);
      expect(expectErrorAnswer(response).globalError).toBe(message("en", "errors:badRequest"));
    });

    it("an empty JSON body → 400", async () => {
      const response = await postRaw("");
      expect(response.statusCode).toBe(400);
      expectErrorAnswer(response);
    });

    it("JSON with a __proto__ key → 400", async () => {
      const response = await postRaw('{"languageCode": "EN", "__proto__": {"admin": true}}');
      expect(response.statusCode).toBe(400);
      expectErrorAnswer(response);
    });

    it.each([
      ["a JSON array", '[{"languageCode": "EN"}]'],
      ["a JSON string", '"languageCode"'],
      ["a JSON number", "42"],
      ["JSON null", "null"],
    ])("%s as the body → 400", async (_label, payload) => {
      const response = await postRaw(payload);
      expect(response.statusCode).toBe(400);
      expect(expectErrorAnswer(response).globalError).toBe(message("en", "errors:bodyNotObject"));
    });

    it("a body over 64 KiB → 413", async () => {
      const payload = JSON.stringify({ languageCode: "EN", padding: "x".repeat(64 * 1024) });
      const response = await postRaw(payload);
      expect(response.statusCode).toBe(413);
      expect(expectErrorAnswer(response).globalError).toBe(message("en", "errors:bodyTooLarge"));
    });

    it("a body just under 64 KiB is read (and answered by the action)", async () => {
      const payload = JSON.stringify({ languageCode: "EN", padding: "x".repeat(60 * 1024) });
      const response = await postRaw(payload, JSON_HEADERS, "/api/form/eu/data-upload-choice");
      expect(response.statusCode).toBe(401);
      expectErrorAnswer(response);
    });

    it("form-encoded content → 415", async () => {
      const response = await postRaw("languageCode=EN", {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(response.statusCode).toBe(415);
      expect(expectErrorAnswer(response).globalError).toBe(
        message("en", "errors:unsupportedMediaType"),
      );
    });

    // Fastify parses text/plain by default; the proxy removes that parser so only JSON is read.
    it("text/plain content → 415", async () => {
      const response = await postRaw('{"languageCode":"EN"}', { "content-type": "text/plain" });
      expect(response.statusCode).toBe(415);
      expect(expectErrorAnswer(response).globalError).toBe(
        message("en", "errors:unsupportedMediaType"),
      );
    });
  });

  describe("common payload fields", () => {
    it("missing languageCode → 400", async () => {
      const answer = await server.post("get-token", {});
      expect(answer.status).toBe(400);
      expect(expectErrorAnswer(answer.response).globalError).toBe(
        `${message("en", "errors:badCommonField")}: languageCode`,
      );
    });

    it("unsupported languageCode XX → 400", async () => {
      const answer = await server.post("get-token", { languageCode: "XX" });
      expect(answer.status).toBe(400);
      expect(expectErrorAnswer(answer.response).globalError).toBe(
        message("en", "errors:badLanguage"),
      );
    });

    it.each([
      ["a lower-case languageCode", { languageCode: "en" }, "languageCode"],
      ["a numeric languageCode", { languageCode: 48 }, "languageCode"],
      ["a numeric token", { languageCode: "EN", token: 12345 }, "token"],
      ["an over-long token", { languageCode: "EN", token: "t".repeat(129) }, "token"],
      ["a mobile flag that is not a boolean", { languageCode: "EN", mobile: "yes" }, "mobile"],
      ["a negative sessionCount", { languageCode: "EN", sessionCount: -1 }, "sessionCount"],
    ])("%s → 400", async (_label, payload, field) => {
      const answer = await server.post("get-token", payload);
      expect(answer.status).toBe(400);
      expect(expectErrorAnswer(answer.response).globalError).toBe(
        `${message("en", "errors:badCommonField")}: ${field}`,
      );
    });
  });

  describe("unknown addresses", () => {
    it("an unknown action → 404, worded in the payload's language", async () => {
      const en = await server.post("no-such-action", { languageCode: "EN" });
      expect(en.status).toBe(404);
      expect(expectErrorAnswer(en.response).globalError).toBe(
        message("en", "errors:unknownAction"),
      );
      const pl = await server.post("no-such-action", { languageCode: "PL" });
      expect(pl.status).toBe(404);
      expect(expectErrorAnswer(pl.response).globalError).toBe(
        message("pl", "errors:unknownAction"),
      );
    });

    // Action names are looked up as own properties; names inherited from Object.prototype are unknown.
    it.each(["constructor", "__proto__", "toString"])(
      "an action named after an Object.prototype member (%s) → 404, not 5xx",
      async (action) => {
        const answer = await server.post(action, { languageCode: "EN" });
        expect(answer.status).toBe(404);
        expect(expectErrorAnswer(answer.response).globalError).toBe(
          message("en", "errors:unknownAction"),
        );
      },
    );

    it("an unknown form version (/api/form/xx/get-token) → 404", async () => {
      const answer = await server.post("get-token", { languageCode: "EN" }, "xx");
      expect(answer.status).toBe(404);
      expect(expectErrorAnswer(answer.response).globalError).toBe(
        message("en", "errors:unknownAction"),
      );
    });

    it("GET on an action → 404 JSON", async () => {
      const response = await inject({ method: "GET", url: "/api/form/eu/get-token" });
      expect(response.statusCode).toBe(404);
      expectErrorAnswer(response);
    });

    it("the Polish form version works like the European one", async () => {
      const answer = await server.post("get-token", { languageCode: "PL" }, "pl");
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("success");
    });
  });

  describe("step fields of the wrong type", () => {
    it('dataUploadChoice given as the string "3" → 422', async () => {
      const answer = await server.post("data-upload-choice", {
        languageCode: "EN",
        token: registeredToken,
        dataUploadChoice: "3",
      });
      expect(answer.status).toBe(422);
      const body = expectErrorAnswer(answer.response) as { errors: Record<string, string[]> };
      expect(body.errors.dataUploadChoice).toContain(message("en", "errors:type"));
    });

    it.each([
      ["an object", { value: 3 }],
      ["a list", [3]],
      ["null", null],
      ["a fraction", 2.5],
      ["a huge number", 1e308],
    ])("dataUploadChoice given as %s → 422", async (_label, value) => {
      const answer = await server.post("data-upload-choice", {
        languageCode: "EN",
        token: registeredToken,
        dataUploadChoice: value,
      });
      expect(answer.status).toBe(422);
      const body = expectErrorAnswer(answer.response) as { errors: Record<string, string[]> };
      expect(body.errors.dataUploadChoice!.length).toBeGreaterThan(0);
    });

    it.each([
      ["notify-journey", { journeyStatus: "START", journeyId: "a\u0000b" }],
      ["validate", { step: "addressDetails", fields: ["city"], data: { city: "Gda\u0000sk" } }],
      ["address-details", { ["na\u0000me"]: "x" }],
    ])("a NUL character anywhere in %s's body → 400, not 5xx", async (action, payload) => {
      const answer = await server.post(action, {
        languageCode: "EN",
        token: registeredToken,
        ...payload,
      });
      expect(answer.status).toBe(400);
      expect(expectErrorAnswer(answer.response)).toEqual({
        status: "error",
        globalError: message("en", "errors:nulCharacter"),
      });
    });

    it("validate with fields of the wrong types answers errors, not 5xx", async () => {
      const answer = await server.post("validate", {
        languageCode: "EN",
        token: registeredToken,
        step: "personalDataConfirm",
        fields: ["firstName", "dateOfBirth", "pesel"],
        data: { firstName: 7, dateOfBirth: ["1990-01-01"], pesel: { n: 1 }, citizenship: "PL" },
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
        "dateOfBirth",
        "firstName",
        "pesel",
      ]);
    });
  });

  describe("security headers", () => {
    const requests: [string, () => Promise<LightMyRequestResponse>][] = [
      ["GET /healthz", () => inject({ method: "GET", url: "/healthz" })],
      ["GET /api/altcha/challenge", () => inject({ method: "GET", url: "/api/altcha/challenge" })],
      ["get-token (200)", () => postRaw('{"languageCode":"EN"}')],
      [
        "get-token with a bad token (401)",
        () => postRaw(`{"languageCode":"EN","token":"${"Z".repeat(43)}"}`),
      ],
      ["malformed JSON (400)", () => postRaw("{")],
      ["missing languageCode (400)", () => postRaw("{}")],
      [
        "unknown action (404)",
        () => postRaw('{"languageCode":"EN"}', JSON_HEADERS, "/api/form/eu/nothing"),
      ],
      ["unknown page (404)", () => inject({ method: "GET", url: "/no/such/page" })],
      [
        "over-large body (413)",
        () => postRaw(JSON.stringify({ languageCode: "EN", x: "x".repeat(70_000) })),
      ],
      [
        "form-encoded body (415)",
        () => postRaw("a=b", { "content-type": "application/x-www-form-urlencoded" }),
      ],
      [
        "an answer of the error handler (__proto__ action, 500 today)",
        () => postRaw('{"languageCode":"EN"}', JSON_HEADERS, "/api/form/eu/__proto__"),
      ],
    ];

    it.each(requests)(
      "%s carries a CSP without unsafe-eval or inline script",
      async (_label, request) => {
        const response = await request();
        const policy = response.headers["content-security-policy"];
        expect(typeof policy).toBe("string");
        const csp = policy as string;
        expect(csp).not.toContain("'unsafe-eval'");
        const scripts = directive(csp, "script-src") ?? directive(csp, "default-src");
        expect(scripts).toBeDefined();
        expect(scripts).not.toContain("'unsafe-inline'");
        const objects = directive(csp, "object-src") ?? directive(csp, "default-src");
        expect(objects?.split(" ")[1]).toBe("'none'");
        expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["referrer-policy"]).toBe("same-origin");
        // A JSON answer is data: its policy lets nothing in it run or load at all.
        if (String(response.headers["content-type"]).startsWith("application/json"))
          expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
        else expect(directive(csp, "script-src")).toBe("script-src 'self'");
      },
    );
  });
});
