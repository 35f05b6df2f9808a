/**
 * One registration per session whatever arrives at once, and an email that already has an
 * account answered like a new one, with the same hashing work, without a login for it.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AlreadyRegisteredError } from "../../src/server/storage/application-store/registration.ts";
import {
  loadOrCreateProofOfWorkKeys,
  ProofOfWork,
} from "../../src/server/security/proof-of-work.ts";
import { solvedPayloadFor } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  englishRegistration,
  message,
  startServer,
  TEST_HASH_COST,
  uniqueEmail,
  type TestServer,
} from "./test-server.ts";

describe.each(storageTargets)("registration under concurrency on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  /** Signs challenges with the server's key but easy ones, so tests can solve fifty quickly. */
  let easyProofs: ProofOfWork;

  const solvedProofs = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => solvedPayloadFor(await easyProofs.challenge())),
    );

  const applicationIdOf = async (token: string) =>
    (await server.services.store.findSessionApplication(
      createHash("sha256").update(token).digest("hex"),
    ))!;

  beforeAll(async () => {
    // Every one of the parallel requests may wait for its turn to hash.
    server = await startServer(testDatabase, { env: { PASSWORD_HASH_QUEUE: "64" } });
    easyProofs = new ProofOfWork({
      keys: loadOrCreateProofOfWorkKeys(server.dataDir),
      maxCounter: 10,
      markUsed: () => Promise.resolve(true),
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("50 parallel registrations of one session, each with its own proof and email: one succeeds, 49 answer 409, one is stored", async () => {
    const token = await server.newToken("EN");
    const proofs = await solvedProofs(50);
    const emails = proofs.map(() => uniqueEmail("parallel"));
    const answers = await Promise.all(
      proofs.map((proof, i) =>
        server.post("new-account", { ...englishRegistration(emails[i]!, proof), token }),
      ),
    );

    const succeeded = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(succeeded).toHaveLength(1);
    const winner = emails[succeeded[0]!]!;
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        status: "error",
        globalError: message("en", "errors:alreadyRegistered"),
      });
    }

    const applicationId = await applicationIdOf(token);
    const application = await server.database.db
      .selectFrom("applications")
      .select(["email", "password_hash"])
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    expect(application.email).toBe(winner.toLowerCase());
    const submissions = await server.database.db
      .selectFrom("step_submissions")
      .select("data")
      .where("application_id", "=", applicationId)
      .where("step", "=", "newAccount")
      .execute();
    expect(submissions).toHaveLength(1);
    expect(JSON.parse(submissions[0]!.data)).toMatchObject({ email: winner });
    const taken = await server.database.db
      .selectFrom("applications")
      .select("id")
      .where(
        "email",
        "in",
        emails.map((e) => e.toLowerCase()),
      )
      .execute();
    expect(taken).toHaveLength(1);
  });

  it("50 parallel setCredentials of one application: the database lets exactly one through", async () => {
    const { store } = server.services;
    const id = await store.createApplication({ brand: "eu", language: "en", device: "desktop" });
    const emails = Array.from({ length: 50 }, () => uniqueEmail("store"));
    const outcomes = await Promise.allSettled(
      emails.map((email) => store.setCredentials(id, email, "scrypt$x", "IE")),
    );
    const registered = outcomes.filter((o) => o.status === "fulfilled");
    expect(registered).toHaveLength(1);
    expect(registered[0]).toEqual({ status: "fulfilled", value: "registered" });
    for (const outcome of outcomes.filter((o) => o.status === "rejected"))
      expect(outcome.reason).toBeInstanceOf(AlreadyRegisteredError);
    expect(emails.map((e) => e.toLowerCase())).toContain((await store.getApplication(id))?.email);
  });

  it("one email registered from 10 sessions at once: one login, nine registrations without one, nine messages to the owner, ten equal answers", async () => {
    const email = uniqueEmail("contested");
    const proofs = await solvedProofs(10);
    const tokens = await Promise.all(proofs.map(() => server.newToken("EN")));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        server.post("new-account", { ...englishRegistration(email, proofs[i]!), token }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: "success", next: "dataUploadChoice" });
    }
    const ids = await Promise.all(tokens.map(applicationIdOf));
    const rows = await server.database.db
      .selectFrom("applications")
      .select(["id", "email", "password_hash", "registered_at"])
      .where("id", "in", ids)
      .execute();
    expect(rows.filter((row) => row.email === email)).toHaveLength(1);
    const withoutLogin = rows.filter((row) => row.email === null);
    expect(withoutLogin).toHaveLength(9);
    for (const row of withoutLogin) {
      expect(row.password_hash).toBeNull();
      expect(row.registered_at).not.toBeNull();
    }
    const messages = await server.database.db
      .selectFrom("outbox_messages")
      .select(["kind"])
      .where("recipient", "=", email)
      .execute();
    expect(messages).toEqual(Array.from({ length: 9 }, () => ({ kind: "duplicateRegistration" })));
  });

  it("hashes the password of a taken email as it does a new one's, before it knows", async () => {
    const setCredentials = vi.spyOn(server.services.store, "setCredentials");
    try {
      const email = uniqueEmail("hashed");
      const [first, second] = await solvedProofs(2);
      for (const proof of [first!, second!]) {
        const answer = await server.post("new-account", {
          ...englishRegistration(email, proof),
          token: await server.newToken("EN"),
        });
        expect(answer.status).toBe(200);
      }
      expect(setCredentials).toHaveBeenCalledTimes(2);
      for (const call of setCredentials.mock.calls)
        expect(call[2]).toMatch(
          new RegExp(`^scrypt\\$${2 ** TEST_HASH_COST}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`),
        );
      const outcomes = await Promise.all(setCredentials.mock.results.map((r) => r.value));
      expect(outcomes).toEqual(["registered", "duplicate"]);
    } finally {
      setCredentials.mockRestore();
    }
  });
});
