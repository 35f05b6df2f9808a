/** Every setting the server reads from its environment, with the one-machine defaults. */
import path from "node:path";
import { parseS3Url, type S3Location } from "../journey/s3/s3-capture-storage.ts";
import { DEFAULT_HASH_COST } from "../security/password-hash.ts";
import { devOutboxWanted } from "./dev-outbox-setting.ts";
import { linkSettings } from "./link-settings.ts";
import { requestTimeoutSetting, type RequestTimeoutSetting } from "./request-timeout-setting.ts";
import {
  DEFAULT_VERIFICATION_SETTINGS,
  type VerificationSettings,
} from "../verification/verification-service.ts";

export interface ServerConfig extends RequestTimeoutSetting {
  /** @default 8080 */
  port: number;
  /** @default "127.0.0.1" */
  host: string;
  /** SQLite file, ALTCHA key and uploads live here. @default "./data" */
  dataDir: string;
  /** `postgres://…` to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  /** Bounds on every database wait, so a database that stops answering never hangs a request. */
  database: DatabaseTimeouts;
  /** The in-process job that deletes expired sessions and abandoned applications. */
  cleanup: {
    /** How often it runs; 0 turns it off. @default 60 minutes */
    intervalMs: number;
    /** An application never registered, untouched this long and without a live session, is deleted. @default 30 days */
    abandonedApplicationMs: number;
  };
  /** Built front end to serve; none in API-only tests. @default "./dist" */
  staticDir: string | undefined;
  /** How long a session token lives at most, however active. @default 24 hours */
  sessionTtlMs: number;
  /**
   * `SESSION_IDLE_MINUTES`: a session unused this long ends, as an expired one does; activity
   * moves its end on (a write at most once a minute per session). @default 30 minutes
   */
  sessionIdleMs: number;
  /**
   * How long a session's look-up may be answered from this process's memory; its own writes
   * forget at once, another instance's are seen this late. @default 1000 on SQLite, 0 on PostgreSQL
   */
  rememberSessionsMs: number;
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
  /**
   * `BOT_CHECK_MAX_NUMBER`: the registration's proof of work searches a secret number between
   * half this and this, 1000 PBKDF2 iterations a try (about half a second of a phone's time at
   * the default). Lower is cheaper for bots too: for tests that register many times.
   * @default 2000
   */
  botCheckMaxNumber: number;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` names the client (`TRUST_PROXY`): a
   * number of hops, or a comma-separated list of addresses and CIDR ranges. Without it the
   * client is the address that connects, and behind a load balancer every client would share
   * its address limits. @default false (none)
   */
  trustProxy: false | number | string[];
  /** Pages the flow sends people to; by default simple pages of this server's (link-settings.ts). */
  links: {
    generalApplyPl: string;
    generalApplyEu: string;
    externalApply: string;
    cookieSettings: string;
    remindPassword: string;
    /** `FEES_TABLE_URL`: the table of fees and commissions (address step). */
    feesTable: string;
    /** `DOCUMENTS_URL`: every document the client accepts, to download (declarations step). */
    documents: string;
  };
  /** The registration's intro video (spec §2); no overlay is shown without one. */
  introVideo: {
    desktop: string | undefined;
    mobile: string | undefined;
    poster: string | undefined;
  };
  logLevel: string;
  clientZone: {
    /**
     * `CLIENT_ZONE_URL`: the client zone the final step hands over to (`<url>/api/autoLogin`);
     * by default the built-in one at `/client-zone`.
     */
    url: string;
    /** Whether the built-in client zone is served (when `CLIENT_ZONE_URL` is not set). */
    builtIn: boolean;
  };
  /**
   * Payment gateways offered for a first deposit after the answers are confirmed, by the URL a
   * client is sent to (`PAYMENT_BLUE_MEDIA_URL`, `PAYMENT_TRUSTLY_URL`); none configured, none offered.
   */
  payment: { blueMedia: string | undefined; trustly: string | undefined };
  /** `CONTACT_EMAIL`, `CONTACT_PHONE`: shown to a client whose application is refused. */
  contact: { email: string; phone: string };
  /**
   * `PUBLIC_URL`: the origin people reach the onboarding at (`https://open.broker.example`), used
   * in the links the server sends to another device (the hand-off's QR code and SMS). Without
   * it, the origin each request was made to, which suits one machine. @default (the request's)
   */
  publicUrl: string | undefined;
  /** `POSTAL_SAMPLE` (default true): an empty postal code list gets the bundled sample at start. */
  loadPostalSample: boolean;
  /** The identity-document journey service (spec: identity journey). */
  journey: {
    /**
     * `JOURNEY_SERVICE_URL`: the `backendUrl` handed to the browser, ending in `/`. By default the
     * service runs in this process under `/journey-service/`.
     */
    backendUrl: string;
    /** Whether this process serves the journey API (no `JOURNEY_SERVICE_URL` given). */
    inProcess: boolean;
    /** `JOURNEY_CLIENT_ID`: the client id of the scan session. */
    clientId: string;
    /** `JOURNEY_TOKEN_TTL_MINUTES` (default 30): how long a scan token is good for. */
    tokenTtlMs: number;
    /** `JOURNEY_MAX_UPLOAD_MB` (default 10): the largest capture accepted. */
    maxUploadBytes: number;
    /**
     * `CAPTURE_STORAGE_URL`: an S3-compatible store for the photos, e.g.
     * `s3+https://KEY:SECRET@s3.eu-central-1.amazonaws.com/bucket/prefix?region=eu-central-1`.
     * Without it they are files under `DATA_DIR/uploads`.
     */
    captureStorage: S3Location | undefined;
    /**
     * `CAPTURE_STORAGE_TIMEOUT_MS` (default 15000): how long one request to that store may
     * take; a failed or timed-out request is tried once more before the upload is refused.
     */
    captureStorageTimeoutMs: number;
    /**
     * `JOURNEY_TOKEN_KEY`: the scan tokens' signing key, 64 hex digits, the same in the
     * onboarding server and a separate journey service. Without it, `DATA_DIR/journey.key`
     * (made on first start), which both read when they share `DATA_DIR`.
     */
    tokenKey: Buffer | undefined;
    /** `JOURNEY_PORT` (default 8090): where `npm run serve:journey` listens. */
    port: number;
    /**
     * `JOURNEY_ALLOWED_ORIGINS`: the onboarding pages' origins, comma-separated, that a separate
     * journey service answers across origins (CORS), e.g. `https://open.broker.example`.
     */
    allowedOrigins: string[];
  };
}

/**
 * Where SMS and e-mail go. `outbox` (the default) keeps them in the database, readable on the
 * dev outbox page; the others send them for real.
 */
export interface MessagingSettings {
  /** `EMAIL_SENDER`: `outbox` or `smtp`. @default "outbox" */
  email: "outbox" | "smtp";
  /** `SMS_SENDER`: `outbox` or `http`. @default "outbox" */
  sms: "outbox" | "http";
  /** `SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587` or `smtps://…`. */
  smtpUrl: string | undefined;
  /** `SMTP_FROM`, the sender address. @default "onboarding@localhost" */
  smtpFrom: string;
  /** `SMS_GATEWAY_URL`: the gateway's endpoint for a JSON POST `{ to, text }`. */
  smsGatewayUrl: string | undefined;
  /** `SMS_GATEWAY_AUTH`: the header the gateway wants, as `Name: value`. */
  smsGatewayAuth: { name: string; value: string } | undefined;
  /** `SMS_GATEWAY_TIMEOUT_MS`: one attempt's longest wait. @default 5000 */
  smsGatewayTimeoutMs: number;
  /** `SMS_GATEWAY_RETRIES`: attempts after the first when the gateway answers 5xx or not at all. @default 2 */
  smsGatewayRetries: number;
  /**
   * The dev outbox page and API (`/dev/outbox`), which show codes: `DEV_OUTBOX`, by default on
   * only for a server on loopback (dev-outbox-setting.ts).
   */
  devOutbox: boolean;
}

/** `max` hits per window of `windowMs`; the window opens with the first hit. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Rate limits, each set as `<count>/<window>` with the window in s, m or h (`5/15m`). Counted in
 * the database, so instances behind one load balancer share them. A request over a limit is
 * answered 429 with `Retry-After` and a message saying in how many minutes to try again.
 */
export interface RateLimitSettings {
  /** Failed logins on one account from one address (`RATE_LIMIT_LOGIN_ACCOUNT`). @default 5 per 15 minutes */
  loginAccount: RateLimit;
  /** Failed logins from one address, whatever the account (`RATE_LIMIT_LOGIN_IP`). @default 20 per 15 minutes */
  loginAddress: RateLimit;
  /** New applications, i.e. get-token without a token, from one address (`RATE_LIMIT_GET_TOKEN_IP`). @default 60 per 10 minutes */
  newApplication: RateLimit;
  /** Registration calls (new-account) from one address (`RATE_LIMIT_NEW_ACCOUNT_IP`). @default 20 per hour */
  registration: RateLimit;
  /** Blur validations (validate) of one session (`RATE_LIMIT_VALIDATE_SESSION`). @default 120 per minute */
  validate: RateLimit;
  /** Analytics events (dc) of one session (`RATE_LIMIT_DC_SESSION`). @default 60 per 10 minutes */
  analytics: RateLimit;
  /** Step submissions of one session (`RATE_LIMIT_SUBMIT_SESSION`). @default 60 per 10 minutes */
  submit: RateLimit;
  /** Hand-overs to the client zone (errors-report) of one session (`RATE_LIMIT_HANDOVER_SESSION`). @default 10 per 10 minutes */
  handover: RateLimit;
  /** Hand-off codes a phone exchanges (mobile-handoff) from one address (`RATE_LIMIT_HANDOFF_IP`). @default 20 per 10 minutes */
  handoff: RateLimit;
  /** One-time codes sent to one phone number or e-mail address (`RATE_LIMIT_CODE_DESTINATION`). @default 3 per 15 minutes */
  codeDestination: RateLimit;
  /** One-time codes sent for one application, per channel (`RATE_LIMIT_CODE_APPLICATION`). @default 10 per 24 hours */
  codeApplication: RateLimit;
  /** One-time codes sent at the request of one address (`RATE_LIMIT_CODE_IP`). @default 30 per hour */
  codeAddress: RateLimit;
}

/**
 * An account's failed logins counted from every address together (NIST SP 800-63B: limit the
 * consecutive failures on one account): every `failures` of them in a row lock the account for
 * `firstLockMs`, each lock after that twice as long, never longer than `maxLockMs`, so guessing
 * slows down ever more while an attacker cannot keep the owner out for long at a time. A
 * successful login, or a day without a failure, starts the count again.
 */
export interface LoginLockSettings {
  /** `LOGIN_LOCK` `10/1m`: failures in a row per lock, and the first lock's length. */
  failures: number;
  firstLockMs: number;
  /** `LOGIN_LOCK_MAX` `1h`: the longest lock. */
  maxLockMs: number;
}

export const DEFAULT_LOGIN_LOCK: LoginLockSettings = {
  failures: 10,
  firstLockMs: 60_000,
  maxLockMs: 3600_000,
};

export interface PasswordHashingSettings {
  /**
   * Hashes computed at the same time (`PASSWORD_HASH_CONCURRENCY`); each takes a CPU core for
   * about half a second, so more than the cores spare would slow every other request. @default 1
   */
  concurrency: number;
  /**
   * Requests that may wait for a turn (`PASSWORD_HASH_QUEUE`); with the line full, a login or
   * registration is answered 503 with `Retry-After` at once. @default 8
   */
  maxWaiting: number;
  /**
   * log2 of scrypt's N for new hashes (`PASSWORD_HASH_COST`): each step doubles a hash's time
   * and memory. The environment may only raise it; a lower cost is for tests that hash many
   * passwords. @default 17
   */
  cost: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginAccount: { max: 5, windowMs: 15 * 60_000 },
  loginAddress: { max: 20, windowMs: 15 * 60_000 },
  newApplication: { max: 60, windowMs: 10 * 60_000 },
  registration: { max: 20, windowMs: 60 * 60_000 },
  validate: { max: 120, windowMs: 60_000 },
  analytics: { max: 60, windowMs: 10 * 60_000 },
  submit: { max: 60, windowMs: 10 * 60_000 },
  handover: { max: 10, windowMs: 10 * 60_000 },
  handoff: { max: 20, windowMs: 10 * 60_000 },
  codeDestination: { max: 3, windowMs: 15 * 60_000 },
  codeApplication: { max: 10, windowMs: 24 * 3600_000 },
  codeAddress: { max: 30, windowMs: 3600_000 },
};

export const DEFAULT_PASSWORD_HASHING: PasswordHashingSettings = {
  concurrency: 1,
  maxWaiting: 8,
  cost: DEFAULT_HASH_COST,
};

/** Above this a hash needs more than 1 GiB. */
const MAX_HASH_COST = 20;

export interface DatabaseTimeouts {
  /** PostgreSQL: longest wait for a new connection, or for a free one of the pool. @default 5000 */
  connectTimeoutMs: number;
  /**
   * Longest a statement may run (PostgreSQL `statement_timeout`; the client itself gives up one
   * second later, when the server says nothing) or wait for a lock (SQLite `busy_timeout`).
   * @default 5000
   */
  statementTimeoutMs: number;
  /** PostgreSQL: an idle pooled connection is closed after this long. @default 30000 */
  idleTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
};

/** One second: a page's burst of calls asks the database once. */
const DEFAULT_REMEMBER_SESSIONS_MS = 1000;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not "${value}"`);
  return parsed;
}

/** scrypt's cost: never below the default, never past what memory allows. */
function hashCost(value: string | undefined): number {
  const cost = int(value, DEFAULT_PASSWORD_HASHING.cost, "PASSWORD_HASH_COST");
  if (cost < DEFAULT_PASSWORD_HASHING.cost || cost > MAX_HASH_COST)
    throw new Error(
      `PASSWORD_HASH_COST must be between ${DEFAULT_PASSWORD_HASHING.cost} and ${MAX_HASH_COST}, not ${cost}`,
    );
  return cost;
}

export const DEFAULT_BOT_CHECK_MAX_NUMBER = 2000;

/** The proof of work's largest secret number: at least 20, so a solution is never a given. */
function botCheckMaxNumber(value: string | undefined): number {
  const max = int(value, DEFAULT_BOT_CHECK_MAX_NUMBER, "BOT_CHECK_MAX_NUMBER");
  if (max < 20 || max > 1_000_000)
    throw new Error(`BOT_CHECK_MAX_NUMBER must be between 20 and 1000000, not ${max}`);
  return max;
}

/** A 32-byte key written as 64 hex digits. */
function hexKey(value: string, name: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(value.trim()))
    throw new Error(`${name} must be 64 hex digits (32 bytes), e.g. from: openssl rand -hex 32`);
  return Buffer.from(value.trim(), "hex");
}

/** Comma-separated origins (`https://host[:port]`), each without a path. */
function originList(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value.split(",").map((entry) => {
    const text = entry.trim();
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      origin = "null";
    }
    if (origin === "null" || origin !== text.replace(/\/$/, ""))
      throw new Error(`${name}: "${text}" is not an origin like https://open.broker.example`);
    return origin;
  });
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  const parsed = int(value, fallback, name);
  if (parsed === 0) throw new Error(`${name} must be greater than 0`);
  return parsed;
}

const WINDOW_UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3600_000 };

/** `5/15m`: 5 hits per 15 minutes. */
function rateLimit(value: string | undefined, fallback: RateLimit, name: string): RateLimit {
  if (value === undefined || value === "") return fallback;
  const match = /^(\d+)\/(\d+)([smh])$/.exec(value.trim());
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (WINDOW_UNIT_MS[match?.[3] ?? ""] ?? 0);
  if (!match || max < 1 || windowMs < 1000)
    throw new Error(`${name} must look like 5/15m (count/window in s, m or h), not "${value}"`);
  return { max, windowMs };
}

/** `15m`: a length in s, m or h. */
function duration(value: string | undefined, fallbackMs: number, name: string): number {
  if (value === undefined || value === "") return fallbackMs;
  const match = /^(\d+)([smh])$/.exec(value.trim());
  const ms = Number(match?.[1]) * (WINDOW_UNIT_MS[match?.[2] ?? ""] ?? 0);
  if (!match || ms < 1000)
    throw new Error(`${name} must look like 1h (in s, m or h), not "${value}"`);
  return ms;
}

function loginLock(env: NodeJS.ProcessEnv): LoginLockSettings {
  const d = DEFAULT_LOGIN_LOCK;
  const { max, windowMs } = rateLimit(
    env.LOGIN_LOCK,
    { max: d.failures, windowMs: d.firstLockMs },
    "LOGIN_LOCK",
  );
  const maxLockMs = duration(env.LOGIN_LOCK_MAX, d.maxLockMs, "LOGIN_LOCK_MAX");
  if (maxLockMs < windowMs)
    throw new Error("LOGIN_LOCK_MAX must not be shorter than LOGIN_LOCK's lock");
  return { failures: max, firstLockMs: windowMs, maxLockMs };
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const d = DEFAULT_RATE_LIMITS;
  return {
    loginAccount: rateLimit(
      env.RATE_LIMIT_LOGIN_ACCOUNT,
      d.loginAccount,
      "RATE_LIMIT_LOGIN_ACCOUNT",
    ),
    loginAddress: rateLimit(env.RATE_LIMIT_LOGIN_IP, d.loginAddress, "RATE_LIMIT_LOGIN_IP"),
    newApplication: rateLimit(
      env.RATE_LIMIT_GET_TOKEN_IP,
      d.newApplication,
      "RATE_LIMIT_GET_TOKEN_IP",
    ),
    registration: rateLimit(
      env.RATE_LIMIT_NEW_ACCOUNT_IP,
      d.registration,
      "RATE_LIMIT_NEW_ACCOUNT_IP",
    ),
    validate: rateLimit(env.RATE_LIMIT_VALIDATE_SESSION, d.validate, "RATE_LIMIT_VALIDATE_SESSION"),
    analytics: rateLimit(env.RATE_LIMIT_DC_SESSION, d.analytics, "RATE_LIMIT_DC_SESSION"),
    submit: rateLimit(env.RATE_LIMIT_SUBMIT_SESSION, d.submit, "RATE_LIMIT_SUBMIT_SESSION"),
    handover: rateLimit(env.RATE_LIMIT_HANDOVER_SESSION, d.handover, "RATE_LIMIT_HANDOVER_SESSION"),
    handoff: rateLimit(env.RATE_LIMIT_HANDOFF_IP, d.handoff, "RATE_LIMIT_HANDOFF_IP"),
    codeDestination: rateLimit(
      env.RATE_LIMIT_CODE_DESTINATION,
      d.codeDestination,
      "RATE_LIMIT_CODE_DESTINATION",
    ),
    codeApplication: rateLimit(
      env.RATE_LIMIT_CODE_APPLICATION,
      d.codeApplication,
      "RATE_LIMIT_CODE_APPLICATION",
    ),
    codeAddress: rateLimit(env.RATE_LIMIT_CODE_IP, d.codeAddress, "RATE_LIMIT_CODE_IP"),
  };
}

function messaging(env: NodeJS.ProcessEnv): MessagingSettings {
  const email = env.EMAIL_SENDER || "outbox";
  const sms = env.SMS_SENDER || "outbox";
  if (email !== "outbox" && email !== "smtp")
    throw new Error(`EMAIL_SENDER must be outbox or smtp, not "${email}"`);
  if (sms !== "outbox" && sms !== "http")
    throw new Error(`SMS_SENDER must be outbox or http, not "${sms}"`);
  if (email === "smtp" && !env.SMTP_URL) throw new Error("EMAIL_SENDER=smtp needs SMTP_URL");
  if (sms === "http" && !env.SMS_GATEWAY_URL)
    throw new Error("SMS_SENDER=http needs SMS_GATEWAY_URL");
  let smsGatewayAuth: MessagingSettings["smsGatewayAuth"];
  if (env.SMS_GATEWAY_AUTH) {
    const colon = env.SMS_GATEWAY_AUTH.indexOf(":");
    if (colon < 1) throw new Error('SMS_GATEWAY_AUTH must look like "Authorization: Bearer …"');
    smsGatewayAuth = {
      name: env.SMS_GATEWAY_AUTH.slice(0, colon).trim(),
      value: env.SMS_GATEWAY_AUTH.slice(colon + 1).trim(),
    };
  }
  return {
    email,
    sms,
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || "onboarding@localhost",
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayAuth,
    smsGatewayTimeoutMs: positiveInt(env.SMS_GATEWAY_TIMEOUT_MS, 5000, "SMS_GATEWAY_TIMEOUT_MS"),
    smsGatewayRetries: int(env.SMS_GATEWAY_RETRIES, 2, "SMS_GATEWAY_RETRIES"),
    devOutbox: devOutboxWanted(env),
  };
}

/** One http(s) origin (`PUBLIC_URL`), as `originList` reads them; empty: none. */
function publicUrl(value: string | undefined): string | undefined {
  const [origin] = originList(value?.trim(), "PUBLIC_URL");
  if (origin && !/^https?:/.test(origin))
    throw new Error(`PUBLIC_URL: "${origin}" is not an origin like https://open.broker.example`);
  return origin;
}

/** `2` (hops) or `10.0.0.1,10.1.0.0/16`; empty: no proxy is trusted. */
function trustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value.trim() === "") return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

export function readServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  return {
    port: int(env.PORT, 8080, "PORT"),
    host: env.HOST || "127.0.0.1",
    ...requestTimeoutSetting(env),
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    database: {
      connectTimeoutMs: positiveInt(
        env.DATABASE_CONNECT_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
        "DATABASE_CONNECT_TIMEOUT_MS",
      ),
      statementTimeoutMs: positiveInt(
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs,
        "DATABASE_STATEMENT_TIMEOUT_MS",
      ),
      idleTimeoutMs: positiveInt(
        env.DATABASE_IDLE_TIMEOUT_MS,
        DEFAULT_DATABASE_TIMEOUTS.idleTimeoutMs,
        "DATABASE_IDLE_TIMEOUT_MS",
      ),
    },
    cleanup: {
      intervalMs: int(env.CLEANUP_INTERVAL_MINUTES, 60, "CLEANUP_INTERVAL_MINUTES") * 60_000,
      abandonedApplicationMs:
        positiveInt(env.ABANDONED_APPLICATION_DAYS, 30, "ABANDONED_APPLICATION_DAYS") * 86_400_000,
    },
    staticDir: env.STATIC_DIR === "" ? undefined : path.resolve(cwd, env.STATIC_DIR || "dist"),
    sessionTtlMs: int(env.SESSION_TTL_HOURS, 24, "SESSION_TTL_HOURS") * 3600_000,
    sessionIdleMs: positiveInt(env.SESSION_IDLE_MINUTES, 30, "SESSION_IDLE_MINUTES") * 60_000,
    rememberSessionsMs: int(
      env.REMEMBER_SESSIONS_MS,
      DEFAULT_REMEMBER_SESSIONS_MS,
      "REMEMBER_SESSIONS_MS",
    ),
    rateLimits: rateLimits(env),
    loginLock: loginLock(env),
    verification: {
      codeTtlMs:
        positiveInt(
          env.VERIFICATION_CODE_TTL_MINUTES,
          DEFAULT_VERIFICATION_SETTINGS.codeTtlMs / 60_000,
          "VERIFICATION_CODE_TTL_MINUTES",
        ) * 60_000,
      maxTries: positiveInt(
        env.VERIFICATION_MAX_TRIES,
        DEFAULT_VERIFICATION_SETTINGS.maxTries,
        "VERIFICATION_MAX_TRIES",
      ),
    },
    messaging: messaging(env),
    passwordHashing: {
      concurrency: positiveInt(
        env.PASSWORD_HASH_CONCURRENCY,
        DEFAULT_PASSWORD_HASHING.concurrency,
        "PASSWORD_HASH_CONCURRENCY",
      ),
      maxWaiting: int(
        env.PASSWORD_HASH_QUEUE,
        DEFAULT_PASSWORD_HASHING.maxWaiting,
        "PASSWORD_HASH_QUEUE",
      ),
      cost: hashCost(env.PASSWORD_HASH_COST),
    },
    botCheckMaxNumber: botCheckMaxNumber(env.BOT_CHECK_MAX_NUMBER),
    trustProxy: trustProxy(env.TRUST_PROXY),
    links: linkSettings(env),
    introVideo: {
      desktop: env.INTRO_VIDEO_DESKTOP_URL || undefined,
      mobile: env.INTRO_VIDEO_MOBILE_URL || undefined,
      poster: env.INTRO_VIDEO_POSTER_URL || undefined,
    },
    logLevel: env.LOG_LEVEL || "info",
    loadPostalSample: env.POSTAL_SAMPLE !== "false",
    publicUrl: publicUrl(env.PUBLIC_URL),
    clientZone: {
      url: (env.CLIENT_ZONE_URL || "/client-zone").replace(/\/+$/, ""),
      builtIn: !env.CLIENT_ZONE_URL,
    },
    payment: {
      blueMedia: env.PAYMENT_BLUE_MEDIA_URL || undefined,
      trustly: env.PAYMENT_TRUSTLY_URL || undefined,
    },
    contact: {
      email: env.CONTACT_EMAIL || "support@broker.example",
      phone: env.CONTACT_PHONE || "+48 22 000 00 00",
    },
    journey: {
      backendUrl: (env.JOURNEY_SERVICE_URL || "/journey-service").replace(/\/*$/, "/"),
      inProcess: !env.JOURNEY_SERVICE_URL,
      clientId: env.JOURNEY_CLIENT_ID || "onboarding",
      tokenTtlMs:
        positiveInt(env.JOURNEY_TOKEN_TTL_MINUTES, 30, "JOURNEY_TOKEN_TTL_MINUTES") * 60_000,
      maxUploadBytes:
        positiveInt(env.JOURNEY_MAX_UPLOAD_MB, 10, "JOURNEY_MAX_UPLOAD_MB") * 1024 * 1024,
      captureStorage: env.CAPTURE_STORAGE_URL ? parseS3Url(env.CAPTURE_STORAGE_URL) : undefined,
      captureStorageTimeoutMs: positiveInt(
        env.CAPTURE_STORAGE_TIMEOUT_MS,
        15_000,
        "CAPTURE_STORAGE_TIMEOUT_MS",
      ),
      tokenKey: env.JOURNEY_TOKEN_KEY
        ? hexKey(env.JOURNEY_TOKEN_KEY, "JOURNEY_TOKEN_KEY")
        : undefined,
      port: int(env.JOURNEY_PORT, 8090, "JOURNEY_PORT"),
      allowedOrigins: originList(env.JOURNEY_ALLOWED_ORIGINS, "JOURNEY_ALLOWED_ORIGINS"),
    },
  };
}
