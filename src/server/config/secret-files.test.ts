import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readServerConfig } from "./server-config.ts";
import { withSecretFiles } from "./secret-files.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-secrets-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content, { mode: 0o600 });
  return file;
}

const KEY = "ab".repeat(32);

describe("secret settings read from files", () => {
  it("reads a secret from the file its _FILE names, without the trailing line break", () => {
    const file = secretFile("database-url", "postgres://app:s3cret@db.internal/onboarding\n");
    const env = withSecretFiles({ DATABASE_URL_FILE: file, PORT: "4300" }, "/");
    expect(env.DATABASE_URL).toBe("postgres://app:s3cret@db.internal/onboarding");
    expect(env.PORT).toBe("4300");
  });

  it("reads a relative path from the working folder", () => {
    secretFile("sms-auth", "Bearer token-123\r\n");
    expect(withSecretFiles({ SMS_GATEWAY_AUTH_FILE: "sms-auth" }, dir).SMS_GATEWAY_AUTH).toBe(
      "Bearer token-123",
    );
  });

  it("leaves a setting that is no secret to its own variable", () => {
    const file = secretFile("port", "9999");
    expect(withSecretFiles({ PORT_FILE: file }, "/").PORT).toBeUndefined();
  });

  it("refuses a secret given both ways, an unreadable file and an empty one, naming the variable", () => {
    const file = secretFile("smtp", "smtp://user:pass@mail.internal:587");
    expect(() => withSecretFiles({ SMTP_URL: "smtp://x", SMTP_URL_FILE: file }, "/")).toThrow(
      "SMTP_URL and SMTP_URL_FILE are both set: give the secret one way only",
    );
    expect(() =>
      withSecretFiles({ JOURNEY_TOKEN_KEY_FILE: path.join(dir, "missing") }, "/"),
    ).toThrow(
      `JOURNEY_TOKEN_KEY_FILE names ${path.join(dir, "missing")}, which cannot be read (ENOENT)`,
    );
    const empty = secretFile("empty", "\n");
    expect(() => withSecretFiles({ VERIFICATION_KEY_FILE: empty }, "/")).toThrow(
      `VERIFICATION_KEY_FILE names ${empty}, which is empty`,
    );
  });

  it("give the server its database, journey, verification and bot check keys", () => {
    const config = readServerConfig(
      {
        DATA_DIR: dir,
        DATABASE_URL_FILE: secretFile("db", "postgres://app:pw@db/onboarding\n"),
        JOURNEY_TOKEN_KEY_FILE: secretFile("journey", `${KEY}\n`),
        VERIFICATION_KEY_FILE: secretFile("verification", `${KEY}\n`),
        BOT_CHECK_KEY: "cd".repeat(32),
      },
      dir,
    );
    expect(config.databaseUrl).toBe("postgres://app:pw@db/onboarding");
    expect(config.journey.tokenKey?.toString("hex")).toBe(KEY);
    expect(config.keys.verification?.toString("hex")).toBe(KEY);
    expect(config.keys.botCheck?.toString("hex")).toBe("cd".repeat(32));
    expect(() => readServerConfig({ DATA_DIR: dir, BOT_CHECK_KEY: "short" }, dir)).toThrow(
      "BOT_CHECK_KEY must be 64 hex digits",
    );
  });
});
