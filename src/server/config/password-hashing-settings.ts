/** Password hashing's settings (ServerConfig's `passwordHashing`), read by security/password-hash-queue.ts. */
import { DEFAULT_HASH_COST } from "../security/password-hash.ts";
import { positiveWholeNumber, wholeNumber } from "./environment-values.ts";
import { reachableFromThisMachineOnly } from "./local-only.ts";

/** Password hashing (scrypt, 128 MiB and about half a second each) waits its turn here. */
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
   * and memory. The environment may raise it; only a server this machine alone reaches
   * (local-only.ts) may lower it, to as little as 10, for tests that register many applicants.
   * @default 17
   */
  cost: number;
}

export const DEFAULT_PASSWORD_HASHING: PasswordHashingSettings = {
  concurrency: 1,
  maxWaiting: 8,
  cost: DEFAULT_HASH_COST,
};

/** Above this a hash needs more than 1 GiB. */
const MAX_HASH_COST = 20;
/** The least a server this machine alone reaches may use: 1 MiB and a few milliseconds a hash. */
const LOCAL_MIN_HASH_COST = 10;

/**
 * scrypt's cost: never past what memory allows, and never below the default but on a server
 * nobody else can reach, whose accounts are a developer's or a test's.
 */
function hashCost(env: NodeJS.ProcessEnv): number {
  const cost = wholeNumber(
    env.PASSWORD_HASH_COST,
    DEFAULT_PASSWORD_HASHING.cost,
    "PASSWORD_HASH_COST",
  );
  const least = reachableFromThisMachineOnly(env)
    ? LOCAL_MIN_HASH_COST
    : DEFAULT_PASSWORD_HASHING.cost;
  if (cost >= least && cost <= MAX_HASH_COST) return cost;
  const localOnly = `${LOCAL_MIN_HASH_COST} to ${DEFAULT_PASSWORD_HASHING.cost - 1} only on a server this machine alone reaches: HOST on loopback, no TRUST_PROXY, NODE_ENV not production`;
  throw new Error(
    `PASSWORD_HASH_COST must be between ${DEFAULT_PASSWORD_HASHING.cost} and ${MAX_HASH_COST} (${localOnly}), not ${cost}`,
  );
}

export function readPasswordHashingSettings(env: NodeJS.ProcessEnv): PasswordHashingSettings {
  return {
    concurrency: positiveWholeNumber(
      env.PASSWORD_HASH_CONCURRENCY,
      DEFAULT_PASSWORD_HASHING.concurrency,
      "PASSWORD_HASH_CONCURRENCY",
    ),
    maxWaiting: wholeNumber(
      env.PASSWORD_HASH_QUEUE,
      DEFAULT_PASSWORD_HASHING.maxWaiting,
      "PASSWORD_HASH_QUEUE",
    ),
    cost: hashCost(env),
  };
}
