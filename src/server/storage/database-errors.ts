/**
 * Tells a database that cannot answer right now (down, unreachable, too slow, locked) from every
 * other failure, for both PostgreSQL and SQLite, so the server can answer "try again" (503)
 * instead of "our fault" (500). The one place that knows what such errors look like.
 */

/** Raised by the server itself when a database call took longer than it may. */
export class DatabaseTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/**
 * PostgreSQL SQLSTATE codes of an unavailable server: class 08 (connection exceptions) and the
 * ones below. 57014 is a statement cancelled by `statement_timeout`. A server starting up,
 * shutting down, or a standby before it is consistent or with hot standby off refuses
 * connections with 57P03; a hot standby (a failover under way) refuses writes with 25006.
 */
const POSTGRES_UNAVAILABLE_CODES = new Set([
  "57014", // query_canceled (statement_timeout)
  "57P01", // admin_shutdown (pg_terminate_backend, a restart)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering, shutting down, hot standby off)
  "57P05", // idle_session_timeout
  "53100", // disk_full
  "53300", // too_many_connections
  "55P03", // lock_not_available (lock_timeout)
  "25P03", // idle_in_transaction_session_timeout
  "25006", // read_only_sql_transaction (a hot standby, a database set read-only)
]);

/**
 * 55000 (object_not_in_prerequisite_state) is a wide class: a sequence's currval not yet
 * defined, a connection to an invalid database (a DROP DATABASE cut short: a fault to fix, not
 * to wait out)… Only one of them means "not now": a database an administrator stopped taking
 * connections to (`ALLOW_CONNECTIONS false`, for maintenance), raised at connection by
 * PostgreSQL's CheckMyDatabase. Its name is never translated, the message may be.
 */
function isDatabaseClosedToConnections(code: string, routine: unknown, message: unknown): boolean {
  return (
    code === "55000" &&
    (routine === "CheckMyDatabase" ||
      (typeof message === "string" && /is not currently accepting connections/.test(message)))
  );
}

/** Socket errors of a server that is down or cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLite result codes (extended ones start with these) of a database that is busy or cannot be written now. */
const SQLITE_UNAVAILABLE_CODES = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_IOERR",
  "SQLITE_FULL",
  "SQLITE_CANTOPEN",
  "SQLITE_READONLY", // a file system remounted read-only, a file made read-only
];

/** What pg, pg-pool and better-sqlite3 say, without a code, when the connection is gone or too slow. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i, // pg: the socket closed, or the connect timeout ended it
  /timeout exceeded when trying to connect/i, // pg-pool: no free connection in time
  /query read timeout/i, // pg: query_timeout, the server said nothing
  /not queryable/i, // pg: a client whose connection broke
  /cannot use a pool after calling end/i, // pg-pool: the database was closed (shutting down)
  /database connection is not open/i, // better-sqlite3: the database was closed
  /driver has already been destroyed/i, // Kysely: the same, during shutdown
];

/** True when the error (or an error it was caused by) says the database is unavailable right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseTimeoutError) return true;
    if (typeof current !== "object") return false;
    const { code, message, cause, errors, routine } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      /** AggregateError: every address of a host refused. */
      errors?: unknown;
      /** pg: the PostgreSQL function that raised the error. */
      routine?: unknown;
    };
    if (typeof code === "string") {
      if (code.startsWith("08") && code.length === 5) return true;
      if (POSTGRES_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)) return true;
      if (isDatabaseClosedToConnections(code, routine, message)) return true;
      if (SQLITE_UNAVAILABLE_CODES.some((prefix) => code.startsWith(prefix))) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
      return true;
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}

/** Rejects with a DatabaseTimeoutError when `work` has not settled within `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    // The losing call still settles later; its failure is already answered for.
    work.catch(() => undefined);
  }
}
