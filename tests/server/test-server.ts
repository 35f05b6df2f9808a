/** Builds the proxy server in-process for a test, and the calls the tests make to it. */
import { watchedServices } from "../../src/server/metrics/watched-services.ts";
import type { ServerMetrics } from "../../src/server/metrics/server-metrics.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { readServerConfig } from "../../src/server/config/server-config.ts";
import { createServices } from "../../src/server/create-services.ts";
import { buildProxyServer, type ProxyServerOptions } from "../../src/server/http/proxy-server.ts";
import type { ProxyServices } from "../../src/server/actions/proxy-services.ts";
import type { ApplicationState } from "../../src/shared/proxy/application-state.ts";
import type { OpenedDatabase } from "../../src/server/storage/database.ts";
import { issueSessionToken } from "../../src/server/actions/session-access.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { solveProofOfWork } from "./proof-of-work.ts";
import type { TestDatabase } from "./test-database.ts";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

export interface Answer {
  status: number;
  body: AnswerBody;
  response: LightMyRequestResponse;
}

export interface AnswerBody {
  status?: string;
  next?: string;
  restart?: boolean;
  token?: string;
  errors?: Record<string, string[]>;
  globalError?: string;
  state?: ApplicationState;
  [key: string]: unknown;
}

export interface TestServer {
  app: FastifyInstance;
  services: ProxyServices;
  database: OpenedDatabase;
  dataDir: string;
  /** With the `metrics` option. */
  metrics: ServerMetrics | undefined;
  /** POST /api/form/<version>/<action> with a JSON payload. */
  post(action: string, payload: unknown, version?: string): Promise<Answer>;
  /** A new session (get-token without a token); returns its token. */
  newToken(languageCode?: string, extra?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export function makeTempDir(prefix = "onboarding-server-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A build folder for a test: the project's index.html and the given files, by their paths in
 * the folder (their folders are made). Serve it with `serveBuild`.
 */
export function writeBuild(files: Record<string, string | Buffer>): string {
  const staticDir = makeTempDir();
  fs.copyFileSync(path.join(PROJECT_ROOT, "index.html"), path.join(staticDir, "index.html"));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    fs.writeFileSync(path.join(staticDir, file), content);
  }
  return staticDir;
}

/**
 * A server with SQLite in a fresh DATA_DIR, serving a build folder a test wrote (`staticDir`);
 * `close` stops it and removes both folders.
 */
export async function serveBuild(
  staticDir: string,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = makeTempDir();
  const { services, database } = await createServices(
    readServerConfig({ DATA_DIR: dataDir, STATIC_DIR: "" }),
  );
  const app = await buildProxyServer(services, { staticDir });
  return {
    app,
    close: async () => {
      await app.close();
      await database.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/**
 * Rate limits high enough for tests of other behaviour, which make many calls from one address
 * and one session; the limits' own tests set theirs in `env` ("" restores a default).
 */
export const RAISED_RATE_LIMITS: NodeJS.ProcessEnv = {
  RATE_LIMIT_LOGIN_ACCOUNT: "1000/1m",
  RATE_LIMIT_LOGIN_IP: "1000/1m",
  RATE_LIMIT_GET_TOKEN_IP: "10000/1m",
  RATE_LIMIT_NEW_ACCOUNT_IP: "1000/1m",
  RATE_LIMIT_VALIDATE_SESSION: "10000/1m",
  RATE_LIMIT_DC_SESSION: "10000/1m",
  RATE_LIMIT_SUBMIT_SESSION: "10000/1m",
  RATE_LIMIT_HANDOVER_SESSION: "1000/1m",
  LOGIN_LOCK: "1000/1s",
};

/**
 * scrypt's cost for tests of other behaviour, which register and log in hundreds of times: N=2^12
 * (4 MiB, a few milliseconds) instead of the product's 2^17 (128 MiB, half a second). The work
 * is the same code with a smaller N; `password-hash.test.ts` proves the product's cost.
 */
export const TEST_HASH_COST = 12;

/**
 * A server on the test database; SQLite servers get a fresh DATA_DIR unless one is given. `env`
 * adds or overrides settings (e.g. DATABASE_STATEMENT_TIMEOUT_MS, JOURNEY_DEFINITION); `hashCost`
 * is scrypt's cost (TEST_HASH_COST unless given); `logger` logs as the server's process does (none
 * unless given).
 */
export async function startServer(
  testDatabase: TestDatabase,
  options: {
    dataDir?: string;
    env?: NodeJS.ProcessEnv;
    hashCost?: number;
    logger?: ProxyServerOptions["logger"];
    /** Counts into metrics, as the server's process does with METRICS_PORT. */
    metrics?: boolean;
  } = {},
): Promise<TestServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? makeTempDir();
  const read = readServerConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: "",
    DATABASE_URL: testDatabase.databaseUrl,
    ...RAISED_RATE_LIMITS,
    // The registrations' bot check at a fraction of its work: it is the same check.
    BOT_CHECK_MAX_NUMBER: "50",
    ...options.env,
  });
  const config = {
    ...read,
    passwordHashing: { ...read.passwordHashing, cost: options.hashCost ?? TEST_HASH_COST },
  };
  const { services, database } = await createServices(config);
  const metrics = options.metrics ? watchedServices(services, database) : undefined;
  const app = await buildProxyServer(services, { logger: options.logger, metrics });

  const post = async (action: string, payload: unknown, version = "eu"): Promise<Answer> => {
    const response = await app.inject({
      method: "POST",
      url: `/api/form/${version}/${action}`,
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: parseBody(response), response };
  };

  return {
    app,
    services,
    database,
    dataDir,
    metrics,
    post,
    async newToken(languageCode = "EN", extra = {}) {
      const answer = await post("get-token", { languageCode, ...extra });
      if (answer.status !== 200 || typeof answer.body.token !== "string") {
        throw new Error(`get-token answered ${answer.status}: ${answer.response.body}`);
      }
      return answer.body.token;
    },
    async close() {
      await app.close();
      await database.db.destroy();
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function parseBody(response: LightMyRequestResponse): AnswerBody {
  try {
    return response.json<AnswerBody>();
  } catch {
    return { unparsed: response.body };
  }
}

/** An email address no other test uses (PostgreSQL databases are shared within a test file). */
export function uniqueEmail(label = "user"): string {
  return `${label}.${randomBytes(5).toString("hex")}@example.com`;
}

export const STRONG_PASSWORD = "Str0ng!pass";

/** The registration payload of an Irish resident using the English site, without the proof of work. */
export function englishRegistration(
  email: string,
  recaptchaToken: string,
): Record<string, unknown> {
  return {
    languageCode: "EN",
    residenceCountry: "IE",
    email,
    confirmEmail: email,
    password: STRONG_PASSWORD,
    termsAgreement: true,
    recaptchaToken,
  };
}

export interface Registered {
  token: string;
  email: string;
}

/** A new session registered through new-account, with a freshly solved proof of work. */
export async function registerThroughApi(server: TestServer, label = "user"): Promise<Registered> {
  const token = await server.newToken("EN");
  const email = uniqueEmail(label);
  const recaptchaToken = await solveProofOfWork(server.app);
  const answer = await server.post("new-account", {
    ...englishRegistration(email, recaptchaToken),
    token,
  });
  if (answer.status !== 200)
    throw new Error(`new-account answered ${answer.status}: ${answer.response.body}`);
  return { token, email };
}

/**
 * A registered application made through the store (no proof of work, no password hashing), for
 * tests of the steps after registration; its login is not usable. Answers a session token.
 */
export async function registeredInStore(server: TestServer, label = "user"): Promise<Registered> {
  const { store } = server.services;
  const id = await store.createApplication({ brand: "eu", language: "en", device: "desktop" });
  const email = uniqueEmail(label);
  await store.setCredentials(id, email, "scrypt$not-a-real-hash", "IE");
  const token = await issueSessionToken(server.services, id);
  await store.saveSubmission(id, {
    step: "newAccount",
    variant: "newAccount",
    data: { residenceCountry: "IE", email, confirmEmail: email, termsAgreement: true },
    schemaHash: server.services.files.steps.get("newAccount")!.schemaHash,
  });
  return { token, email };
}

/**
 * Steps saved straight into the store for an application (by its session token), as if they had
 * been submitted: tests of a later step start there. The data is stored as given, unvalidated.
 */
export async function savedSteps(
  server: TestServer,
  token: string,
  steps: Readonly<Record<string, Record<string, unknown>>>,
): Promise<void> {
  const { store, files } = server.services;
  const applicationId = await store.findSessionApplication(hashSessionToken(token));
  if (applicationId === undefined) throw new Error("no application for this token");
  for (const [step, data] of Object.entries(steps)) {
    await store.saveSubmission(applicationId, {
      step,
      variant: step,
      data,
      schemaHash: files.steps.get(step)?.schemaHash ?? "seeded",
    });
  }
}

/** Reads a message from the project's locale files, e.g. message("pl", "errors:badLanguage"). */
export function message(language: string, key: string): string {
  const [namespace, keyPath] = key.split(":") as [string, string];
  const file = path.join(PROJECT_ROOT, "locales", language, `${namespace}.json`);
  let value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const part of keyPath.split(".")) value = (value as Record<string, unknown>)[part];
  if (typeof value !== "string") throw new Error(`no message ${key} in ${language}`);
  return value;
}
