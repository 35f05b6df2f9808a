/**
 * Keys given as settings (`VERIFICATION_KEY`, `BOT_CHECK_KEY`, `JOURNEY_TOKEN_KEY`, here from
 * `<NAME>_FILE`) replace the files the server otherwise makes in DATA_DIR: none is written, and
 * an instance with a DATA_DIR of its own but the same keys accepts the bot check another issued,
 * while one with another bot-check key refuses it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Challenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION } from "../../scripts/fuzz-server/valid-answers.ts";
import { solvedPayloadFor } from "./proof-of-work.ts";
import { useTestDatabase } from "./test-database.ts";
import { makeTempDir, startServer, uniqueEmail, type TestServer } from "./test-server.ts";

describe("keys given as settings", () => {
  const testDatabase = useTestDatabase("sqlite");
  const secrets = makeTempDir();
  const dataDirs = [makeTempDir(), makeTempDir(), makeTempDir()] as const;
  const servers: TestServer[] = [];

  const keyFile = (name: string, key: string) => {
    const file = path.join(secrets, name);
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
    return file;
  };

  beforeAll(async () => {
    const env = {
      VERIFICATION_KEY_FILE: keyFile("verification", "1f".repeat(32)),
      BOT_CHECK_KEY_FILE: keyFile("bot-check", "2e".repeat(32)),
      JOURNEY_TOKEN_KEY_FILE: keyFile("journey", "3d".repeat(32)),
    };
    // Three instances on one database, each with a DATA_DIR of its own; the third's bot-check
    // key is another.
    servers.push(await startServer(testDatabase, { dataDir: dataDirs[0], env }));
    servers.push(await startServer(testDatabase, { dataDir: dataDirs[1], env }));
    servers.push(
      await startServer(testDatabase, {
        dataDir: dataDirs[2],
        env: { ...env, BOT_CHECK_KEY_FILE: keyFile("other-bot-check", "4c".repeat(32)) },
      }),
    );
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const dir of [secrets, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes no key file of its own", () => {
    for (const dir of dataDirs)
      for (const file of ["verification.key", "altcha.key", "journey.key"])
        expect(fs.existsSync(path.join(dir, file)), file).toBe(false);
  });

  /** A registration on `server` with the bot check the first instance issued, solved. */
  async function registerWithFirstsBotCheck(server: TestServer) {
    const challenge = await servers[0]!.app.inject({ method: "GET", url: "/api/altcha/challenge" });
    const recaptchaToken = await solvedPayloadFor(challenge.json<Challenge>());
    const token = await server.newToken();
    const email = uniqueEmail("configured-keys");
    return server.post("new-account", {
      languageCode: "EN",
      token,
      ...REGISTRATION,
      email,
      confirmEmail: email,
      recaptchaToken,
    });
  }

  it("accepts on another instance with the same key the bot check one issued", async () => {
    const answer = await registerWithFirstsBotCheck(servers[1]!);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it("refuses it on an instance with another bot-check key", async () => {
    const answer = await registerWithFirstsBotCheck(servers[2]!);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { recaptchaToken: ["The security check failed. Please try it again."] },
    });
  });
});
