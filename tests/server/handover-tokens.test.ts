import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { startServer, registeredInStore, type TestServer } from "./test-server.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import {
  HandoverTokens,
  HANDOVER_TOKEN_TTL_MS,
} from "../../src/server/handover/handover-tokens.ts";

describe.each(storageTargets)("hand-over tokens on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  let applicationId: string;
  let now = 1_800_000_000_000;
  let tokens: HandoverTokens;
  beforeAll(async () => {
    server = await startServer(testDatabase);
    const { token } = await registeredInStore(server, "handover");
    applicationId = (await server.services.store.findSessionApplication(hashSessionToken(token)))!;
    tokens = new HandoverTokens(server.database.db, () => now);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("hands over the application once, and keeps only the token's hash", async () => {
    const token = await tokens.issue(applicationId);
    const stored = await server.database.db
      .selectFrom("handover_tokens")
      .select("token_hash")
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(await tokens.redeem(token)).toBe(applicationId);
    expect(await tokens.redeem(token)).toBeUndefined();
  });

  it("refuses a token after two minutes, and an unknown or malformed one", async () => {
    const token = await tokens.issue(applicationId);
    now += HANDOVER_TOKEN_TTL_MS;
    expect(await tokens.redeem(token)).toBeUndefined();
    expect(await tokens.redeem("x".repeat(43))).toBeUndefined();
    expect(await tokens.redeem("' or 1=1 --")).toBeUndefined();
  });

  it("lets one of ten parallel redemptions through", async () => {
    const token = await tokens.issue(applicationId);
    const results = await Promise.all(Array.from({ length: 10 }, () => tokens.redeem(token)));
    expect(results.filter((r) => r === applicationId)).toHaveLength(1);
  });
});
