/**
 * Every setting the server reads from its environment, with the one-machine defaults: the
 * settings of each area, read by the module beside it, assembled into one object. docs/
 * CONFIGURATION.md lists every variable.
 */
import { readLoginLockSettings, type LoginLockSettings } from "../limits/login-lock-settings.ts";
import { readRateLimitSettings, type RateLimitSettings } from "../limits/rate-limit-settings.ts";
import {
  readVerificationSettings,
  type VerificationSettings,
} from "../verification/verification-settings.ts";
import { botCheckSetting, type BotCheckSetting } from "./bot-check-setting.ts";
import { readClientPagesSettings, type ClientPagesSettings } from "./client-pages-settings.ts";
import { readDatabaseSettings, type DatabaseSettings } from "./database-settings.ts";
import { readHttpSettings, type HttpSettings } from "./http-settings.ts";
import { readJourneySettings, type JourneySettings } from "./journey-settings.ts";
import { readKeySettings, type KeySettings } from "./key-settings.ts";
import { readMessagingSettings, type MessagingSettings } from "./messaging-settings.ts";
import { readMetricsSettings, type MetricsSettings } from "./metrics-settings.ts";
import {
  readPasswordHashingSettings,
  type PasswordHashingSettings,
} from "./password-hashing-settings.ts";
import { publicUrlSetting, type PublicUrlSetting } from "./public-url-setting.ts";
import { withSecretFiles } from "./secret-files.ts";
import { readSessionSettings, type SessionSettings } from "./session-settings.ts";

export interface ServerConfig
  extends
    HttpSettings,
    DatabaseSettings,
    SessionSettings,
    BotCheckSetting,
    ClientPagesSettings,
    PublicUrlSetting,
    KeySettings,
    MetricsSettings {
  /** Limits on what one address or one session may ask for, shared by every instance. */
  rateLimits: RateLimitSettings;
  /** Failed logins of one account from every address together lock it for a while. */
  loginLock: LoginLockSettings;
  /** One-time codes that prove a phone number or an e-mail address. */
  verification: VerificationSettings;
  /** How messages to people (codes, notices) are sent. */
  messaging: MessagingSettings;
  /** Password hashing (scrypt, 128 MiB and about half a second each) waits its turn here. */
  passwordHashing: PasswordHashingSettings;
  /** The identity-document journey service (spec: identity journey). */
  journey: JourneySettings;
}

/**
 * Reads each area's settings, each secret from its `<NAME>_FILE` where one is named
 * (secret-files.ts); a wrong value throws an error naming its variable. Relative directories and
 * files are read from `cwd`.
 */
export function readServerConfig(
  given: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const env = withSecretFiles(given, cwd);
  return {
    ...readHttpSettings(env, cwd),
    ...readDatabaseSettings(env, cwd),
    ...readSessionSettings(env),
    rateLimits: readRateLimitSettings(env),
    loginLock: readLoginLockSettings(env),
    verification: readVerificationSettings(env),
    messaging: readMessagingSettings(env),
    passwordHashing: readPasswordHashingSettings(env),
    ...botCheckSetting(env),
    ...readClientPagesSettings(env),
    ...publicUrlSetting(env),
    journey: readJourneySettings(env),
    ...readKeySettings(env),
    ...readMetricsSettings(env),
  };
}
