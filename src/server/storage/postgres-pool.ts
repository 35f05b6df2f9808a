/**
 * The PostgreSQL connection pool, made to survive a database that goes away: every wait is
 * bounded, a connection that failed is thrown away instead of being lent again, and a connection
 * that dies is logged instead of crashing the process.
 */
import { createHash } from "node:crypto";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";
import type { DatabaseTimeouts } from "../config/database-settings.ts";
import { isDatabaseUnavailable } from "./database-errors.ts";

/** How many connections one server keeps at most. */
const POOL_SIZE = 10;
/** A transaction left open by a stuck client gives up its locks after this long. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** The client waits this much longer than the server's statement_timeout before giving up itself. */
const CLIENT_GRACE_MS = 1000;

export interface PostgresPoolOptions {
  connectionString: string;
  timeouts: DatabaseTimeouts;
  /** Told about connections that fail while nobody is using them (the pool's `error` event). */
  onIdleConnectionError: (error: Error) => void;
}

export function createPostgresPool({
  connectionString,
  timeouts,
  onIdleConnectionError,
}: PostgresPoolOptions): { pool: PostgresPool; pgPool: pg.Pool } {
  const pgPool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    idleTimeoutMillis: timeouts.idleTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    // statement_timeout needs a server that answers; this one holds when the server is silent.
    query_timeout: timeouts.statementTimeoutMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    application_name: "onboarding",
    Client: ClientThatNeverThrowsErrorEvents,
  });
  // Without a listener, a terminated idle connection is an unhandled 'error' event: the process dies.
  pgPool.on("error", onIdleConnectionError);
  return { pool: new DiscardingBrokenConnections(pgPool), pgPool };
}

/**
 * A pg client that always listens to its own 'error' event. pg's pool stops listening when it
 * lends a connection out, and a connection ended right after it opened delivers its "ready" and
 * its "terminated" in one read: the error is emitted before the borrower could listen, and an
 * 'error' event nobody listens to ends the process. The error is not lost: the pool's listener
 * (idle connections) or the failed query (lent ones) reports it, and pg's pool drops a client
 * that can no longer query when it comes back.
 */
class ClientThatNeverThrowsErrorEvents extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => undefined);
  }
}

/**
 * Kysely's view of the pool. pg lends a connection again after a query timed out on it (its
 * query still waits for an answer) or after it broke mid-request; this pool hands such a
 * connection back with its error, which makes pg close it and open a fresh one next time.
 */
class DiscardingBrokenConnections implements PostgresPool {
  private readonly names = new StatementNames();

  constructor(private readonly pgPool: pg.Pool) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pgPool.connect();
    let failure: Error | undefined;
    const lent = {
      query: async (sql: string, parameters: readonly unknown[]) => {
        try {
          // A query with values goes through the extended protocol anyway: naming it lets pg
          // parse it once per connection and only bind it after (Kysely names none itself).
          return await (parameters.length === 0
            ? client.query(sql)
            : client.query({ name: this.names.of(sql), text: sql, values: [...parameters] }));
        } catch (error) {
          if (isDatabaseUnavailable(error)) failure ??= error as Error;
          throw error;
        }
      },
      release: () => client.release(failure),
    };
    return lent as unknown as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.pgPool.end();
  }
}

/** @default 500 statements: more than every query the server builds, with room for `in (…)` lists. */
export const NAMED_STATEMENTS_CAPACITY = 500;

/**
 * A name per SQL text, for pg's prepared statements: the same text always gets the same name, so
 * any connection that has prepared it once reuses it. Beyond `capacity` texts, a text gets no
 * name of its own and is parsed each time (pg keeps every named statement for the connection's
 * life, so the names must stay few).
 */
export class StatementNames {
  private readonly named = new Map<string, string>();

  constructor(private readonly capacity = NAMED_STATEMENTS_CAPACITY) {}

  of(sql: string): string | undefined {
    const known = this.named.get(sql);
    if (known !== undefined || this.named.size >= this.capacity) return known;
    const name = `q${createHash("sha256").update(sql).digest("base64url").slice(0, 22)}`;
    this.named.set(sql, name);
    return name;
  }
}
