/**
 * Secret settings read from files: for each secret `NAME`, `NAME_FILE` names a file that holds
 * its value (a Docker or Kubernetes secret mounted read-only), so no secret needs to sit in an
 * environment variable or a command line. One trailing line break is dropped. Naming both, an
 * unreadable file or an empty one stops the server with the variable's name.
 */
import fs from "node:fs";
import path from "node:path";

/** The settings that hold secrets: a password or key in a URL, a token, a key. */
export const SECRET_SETTINGS = [
  "DATABASE_URL",
  "CAPTURE_STORAGE_URL",
  "SMTP_URL",
  "SMS_GATEWAY_AUTH",
  "JOURNEY_TOKEN_KEY",
  "VERIFICATION_KEY",
  "BOT_CHECK_KEY",
] as const;

/** The environment with each secret's `_FILE` read into the secret itself. */
export function withSecretFiles(env: NodeJS.ProcessEnv, cwd: string): NodeJS.ProcessEnv {
  const read: NodeJS.ProcessEnv = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name])
      throw new Error(`${name} and ${name}_FILE are both set: give the secret one way only`);
    let value: string;
    try {
      value = fs.readFileSync(path.resolve(cwd, file), "utf8").replace(/\r?\n$/, "");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(`${name}_FILE names ${file}, which cannot be read (${code})`, {
        cause: error,
      });
    }
    if (value.trim() === "") throw new Error(`${name}_FILE names ${file}, which is empty`);
    read[name] = value;
  }
  return read;
}
