/** Password hashing's settings (ServerConfig's `passwordHashing`), read by security/password-hash-queue.ts. */
import { DEFAULT_HASH_COST } from "../security/password-hash.ts";
import { positiveWholeNumber, wholeNumber } from "./environment-values.ts";

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
   * and memory. The environment may only raise it; a lower cost is for tests that hash many
   * passwords. @default 17
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

/** scrypt's cost: never below the default, never past what memory allows. */
function hashCost(value: string | undefined): number {
  const cost = wholeNumber(value, DEFAULT_PASSWORD_HASHING.cost, "PASSWORD_HASH_COST");
  if (cost < DEFAULT_PASSWORD_HASHING.cost || cost > MAX_HASH_COST)
    throw new Error(
      `PASSWORD_HASH_COST must be between ${DEFAULT_PASSWORD_HASHING.cost} and ${MAX_HASH_COST}, not ${cost}`,
    );
  return cost;
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
    cost: hashCost(env.PASSWORD_HASH_COST),
  };
}
