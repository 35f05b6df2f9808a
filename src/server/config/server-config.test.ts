import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_LOCK } from "../limits/login-lock-settings.ts";
import { DEFAULT_RATE_LIMITS } from "../limits/rate-limit-settings.ts";
import { DEFAULT_PASSWORD_HASHING } from "./password-hashing-settings.ts";
import { readServerConfig } from "./server-config.ts";

const MINUTE = 60_000;

describe("readServerConfig: abuse limits", () => {
  it("has the documented defaults", () => {
    const config = readServerConfig({});
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS).toEqual({
      loginAccount: { max: 5, windowMs: 15 * MINUTE },
      loginAddress: { max: 20, windowMs: 15 * MINUTE },
      newApplication: { max: 60, windowMs: 10 * MINUTE },
      registration: { max: 20, windowMs: 60 * MINUTE },
      validate: { max: 120, windowMs: MINUTE },
      analytics: { max: 60, windowMs: 10 * MINUTE },
      submit: { max: 60, windowMs: 10 * MINUTE },
      handover: { max: 10, windowMs: 10 * MINUTE },
      handoff: { max: 20, windowMs: 10 * MINUTE },
      codeDestination: { max: 3, windowMs: 15 * MINUTE },
      codeApplication: { max: 10, windowMs: 24 * 60 * MINUTE },
      codeAddress: { max: 30, windowMs: 60 * MINUTE },
    });
    expect(config.verification).toEqual({ codeTtlMs: 10 * MINUTE, maxTries: 5 });
    expect(config.messaging).toMatchObject({ email: "outbox", sms: "outbox", devOutbox: true });
    expect(config.passwordHashing).toEqual(DEFAULT_PASSWORD_HASHING);
    expect(DEFAULT_PASSWORD_HASHING).toEqual({ concurrency: 1, maxWaiting: 8, cost: 17 });
    expect(config.trustProxy).toBe(false);
    expect(config.loginLock).toEqual(DEFAULT_LOGIN_LOCK);
    expect(DEFAULT_LOGIN_LOCK).toEqual({
      failures: 10,
      firstLockMs: MINUTE,
      maxLockMs: 60 * MINUTE,
    });
    expect(config.sessionIdleMs).toBe(30 * MINUTE);
  });

  it("reads the login lock and the idle sessions' end, and refuses a lock longer than its longest", () => {
    const config = readServerConfig({
      LOGIN_LOCK: "5/30s",
      LOGIN_LOCK_MAX: "15m",
      SESSION_IDLE_MINUTES: "10",
      RATE_LIMIT_HANDOVER_SESSION: "3/1m",
    });
    expect(config.loginLock).toEqual({ failures: 5, firstLockMs: 30_000, maxLockMs: 15 * MINUTE });
    expect(config.sessionIdleMs).toBe(10 * MINUTE);
    expect(config.rateLimits.handover).toEqual({ max: 3, windowMs: MINUTE });
    expect(() => readServerConfig({ LOGIN_LOCK: "5/2h", LOGIN_LOCK_MAX: "1h" })).toThrow(
      /LOGIN_LOCK_MAX/,
    );
    expect(() => readServerConfig({ LOGIN_LOCK_MAX: "soon" })).toThrow(
      /LOGIN_LOCK_MAX must look like 1h/,
    );
    expect(() => readServerConfig({ SESSION_IDLE_MINUTES: "0" })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it("reads count/window limits in seconds, minutes or hours", () => {
    const config = readServerConfig({
      RATE_LIMIT_LOGIN_ACCOUNT: "3/30s",
      RATE_LIMIT_LOGIN_IP: "10/5m",
      RATE_LIMIT_GET_TOKEN_IP: "100/2h",
      RATE_LIMIT_NEW_ACCOUNT_IP: "",
      PASSWORD_HASH_CONCURRENCY: "1",
      PASSWORD_HASH_QUEUE: "0",
    });
    expect(config.rateLimits.loginAccount).toEqual({ max: 3, windowMs: 30_000 });
    expect(config.rateLimits.loginAddress).toEqual({ max: 10, windowMs: 5 * MINUTE });
    expect(config.rateLimits.newApplication).toEqual({ max: 100, windowMs: 120 * MINUTE });
    expect(config.rateLimits.registration).toEqual(DEFAULT_RATE_LIMITS.registration);
    expect(config.passwordHashing).toEqual({ concurrency: 1, maxWaiting: 0, cost: 17 });
  });

  it("lets the password hash's cost be raised, and lowered below 17 only where nobody else reaches the server", () => {
    const deployed = { HOST: "0.0.0.0" };
    expect(readServerConfig({ ...deployed, PASSWORD_HASH_COST: "18" }).passwordHashing.cost).toBe(
      18,
    );
    for (const value of ["16", "12", "21", "x"])
      expect(() => readServerConfig({ ...deployed, PASSWORD_HASH_COST: value })).toThrow(
        /PASSWORD_HASH_COST/,
      );
    expect(() => readServerConfig({ ...deployed, PASSWORD_HASH_COST: "12" })).toThrow(
      /only on a server this machine alone reaches/,
    );
    // A server on loopback, as `npm start` and the tests run it: down to 10.
    expect(readServerConfig({ PASSWORD_HASH_COST: "12" }).passwordHashing.cost).toBe(12);
    expect(readServerConfig({ HOST: "::1", PASSWORD_HASH_COST: "10" }).passwordHashing.cost).toBe(
      10,
    );
    for (const value of ["9", "0", "21"])
      expect(() => readServerConfig({ PASSWORD_HASH_COST: value })).toThrow(/between 17 and 20/);
    // On loopback with a proxy in front, or said to be production, the public reaches it.
    for (const env of [{ TRUST_PROXY: "loopback" }, { NODE_ENV: "production" }])
      expect(() => readServerConfig({ ...env, PASSWORD_HASH_COST: "12" })).toThrow(
        /only on a server this machine alone reaches/,
      );
  });

  it("reads the bot check's largest number, from 20 to a million", () => {
    expect(readServerConfig({}).botCheckMaxNumber).toBe(2000);
    expect(readServerConfig({ BOT_CHECK_MAX_NUMBER: "50" }).botCheckMaxNumber).toBe(50);
    for (const value of ["19", "0", "1000001", "20.5", "many"])
      expect(() => readServerConfig({ BOT_CHECK_MAX_NUMBER: value })).toThrow(
        /BOT_CHECK_MAX_NUMBER/,
      );
  });

  it.each(["5", "5/15", "five/15m", "0/15m", "5/0m", "5/15d", "-1/15m"])(
    "refuses the limit %s with a message naming the variable",
    (value) => {
      expect(() => readServerConfig({ RATE_LIMIT_DC_SESSION: value })).toThrow(
        /RATE_LIMIT_DC_SESSION must look like 5\/15m/,
      );
    },
  );

  it("answers metrics only where METRICS_PORT says, on loopback unless METRICS_HOST says", () => {
    expect(readServerConfig({}).metrics).toBeUndefined();
    expect(readServerConfig({ METRICS_PORT: "9464" }).metrics).toEqual({
      host: "127.0.0.1",
      port: 9464,
    });
    expect(readServerConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.11" }).metrics).toEqual({
      host: "10.0.0.11",
      port: 9464,
    });
    for (const value of ["metrics", "70000", "-1", "94.64"])
      expect(() => readServerConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT/);
  });

  it("keeps photos as files unless an S3-compatible store is named, and refuses a wrong one", () => {
    expect(readServerConfig({}).journey.captureStorage).toBeUndefined();
    expect(
      readServerConfig({
        CAPTURE_STORAGE_URL: "s3+https://KEY:SECRET@minio.internal:9000/captures?region=eu-west-1",
      }).journey.captureStorage,
    ).toMatchObject({ bucket: "captures", keys: { region: "eu-west-1" } });
    expect(() =>
      readServerConfig({ CAPTURE_STORAGE_URL: "https://KEY:SECRET@minio.internal/captures" }),
    ).toThrow(/CAPTURE_STORAGE_URL must start with s3\+https/);
  });

  it("reads a separate journey service's key and the origins it answers, and refuses wrong ones", () => {
    const config = readServerConfig({
      JOURNEY_TOKEN_KEY: "ab".repeat(32),
      JOURNEY_ALLOWED_ORIGINS: "https://open.broker.example, http://127.0.0.1:8080",
    });
    expect(config.journey.tokenKey).toEqual(Buffer.alloc(32, 0xab));
    expect(config.journey.allowedOrigins).toEqual([
      "https://open.broker.example",
      "http://127.0.0.1:8080",
    ]);
    expect(() => readServerConfig({ JOURNEY_TOKEN_KEY: "short" })).toThrow(
      /JOURNEY_TOKEN_KEY must be 64 hex digits/,
    );
    expect(() =>
      readServerConfig({ JOURNEY_ALLOWED_ORIGINS: "https://open.broker.example/onboarding" }),
    ).toThrow(/is not an origin like https:\/\/open.broker.example/);
  });

  it("refuses no hashing at all", () => {
    expect(() => readServerConfig({ PASSWORD_HASH_CONCURRENCY: "0" })).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
  });

  it("trusts proxies by hop count or by address list", () => {
    expect(readServerConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readServerConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
    ]);
  });

  it("reads the public origin of the hand-off's links, and refuses a path or another scheme", () => {
    expect(readServerConfig({}).publicUrl).toBeUndefined();
    expect(readServerConfig({ PUBLIC_URL: "https://open.broker.example/" }).publicUrl).toBe(
      "https://open.broker.example",
    );
    for (const wrong of [
      "open.broker.example",
      "https://open.broker.example/pl",
      "ftp://x.example",
    ])
      expect(() => readServerConfig({ PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL/);
  });
});
