/**
 * Registration (new-account) that opens an account: what it answers and stores, on the English
 * and the German site, and an email already registered answered like a new one.
 */
import { textsOfHash } from "../../src/server/declarations/shown-texts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationOfToken,
  firstMarketing,
  registerFirst,
  unregistered,
} from "./first-registration.ts";
import { solveProofOfWork } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  englishRegistration,
  message,
  startServer,
  STRONG_PASSWORD,
  TEST_HASH_COST,
  uniqueEmail,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("registration and login on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  /** The registration every test in this file shares: an Irish resident on the English site. */
  const first = unregistered();
  /** Solved proofs of work for the other registrations, solved side by side to save time. */
  const proofs = { german: "", duplicate: "" };

  const applicationOf = (token: string) => applicationOfToken(server, token);

  beforeAll(async () => {
    server = await startServer(testDatabase);
    [proofs.german, proofs.duplicate] = await Promise.all([
      solveProofOfWork(server.app),
      solveProofOfWork(server.app),
      registerFirst(server, first),
    ]);
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
  });
});
