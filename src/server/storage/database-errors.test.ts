import { describe, expect, it, vi } from "vitest";
import { DatabaseTimeoutError, isDatabaseUnavailable, withTimeout } from "./database-errors.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

/** A PostgreSQL error as pg gives it: its SQLSTATE and the server function that raised it. */
const fromPostgres = (code: string, routine: string, message: string) =>
  Object.assign(new Error(message), { code, routine, severity: "ERROR" });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["PostgreSQL terminated the connection (57P01)", withCode("57P01")],
    ["PostgreSQL is starting up (57P03)", withCode("57P03")],
    ["a statement_timeout (57014)", withCode("57014")],
    ["a connection exception (class 08)", withCode("08006")],
    ["too many connections (53300)", withCode("53300")],
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection", withCode("ECONNRESET")],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED")], "")],
    ["a closed socket", new Error("Connection terminated unexpectedly")],
    ["the connect timeout", new Error("Connection terminated due to connection timeout")],
    ["no free pooled connection in time", new Error("timeout exceeded when trying to connect")],
    ["a silent server (query_timeout)", new Error("Query read timeout")],
    ["a pool being shut down", new Error("Cannot use a pool after calling end on the pool")],
    ["SQLite busy after busy_timeout", withCode("SQLITE_BUSY", "database is locked")],
    ["SQLite busy, extended code", withCode("SQLITE_BUSY_SNAPSHOT")],
    ["a closed SQLite database", new TypeError("The database connection is not open")],
    ["our own timeout", new DatabaseTimeoutError("the database", 1000)],
    ["a cause that is one", new Error("save failed", { cause: withCode("ECONNRESET") })],
    [
      "a database not accepting connections (55000, ALLOW_CONNECTIONS false)",
      fromPostgres(
        "55000",
        "CheckMyDatabase",
        'database "onboarding" is not currently accepting connections',
      ),
    ],
    [
      "the same refusal in another language of the server's",
      fromPostgres("55000", "CheckMyDatabase", 'база данных "onboarding" не принимает подключения'),
    ],
    [
      "a write to a read-only server, a hot standby (25006)",
      fromPostgres(
        "25006",
        "PreventCommandIfReadOnly",
        "cannot execute INSERT in a read-only transaction",
      ),
    ],
    ["PostgreSQL's full disk (53100)", withCode("53100", "could not extend file")],
    ["SQLite read-only", withCode("SQLITE_READONLY", "attempt to write a readonly database")],
    ["SQLite read-only, extended code", withCode("SQLITE_READONLY_DBMOVED")],
  ])("recognises %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation (23505)", withCode("23505", "duplicate key value")],
    ["a syntax error (42601)", withCode("42601")],
    ["a SQLite constraint", withCode("SQLITE_CONSTRAINT_UNIQUE", "UNIQUE constraint failed")],
    [
      "a sequence's currval not yet defined (55000)",
      fromPostgres("55000", "currval_oid", 'currval of sequence "s" is not yet defined'),
    ],
    [
      "a connection to an invalid database (55000, a DROP DATABASE cut short)",
      fromPostgres("55000", "InitPostgres", 'cannot connect to invalid database "onboarding"'),
    ],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["a string", "Connection terminated"],
    ["nothing", undefined],
  ])("does not take %s for unavailability", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("withTimeout", () => {
  it("answers what the work answers in time", async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, "the database")).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error("no")), 1000, "x")).rejects.toThrow("no");
  });

  it("rejects with a DatabaseTimeoutError when the work is late, and leaves no unhandled rejection", async () => {
    vi.useFakeTimers();
    try {
      let fail: (error: Error) => void = () => undefined;
      const late = new Promise<never>((_resolve, reject) => (fail = reject));
      const bounded = withTimeout(late, 1000, "the database");
      vi.advanceTimersByTime(1000);
      await expect(bounded).rejects.toEqual(new DatabaseTimeoutError("the database", 1000));
      fail(new Error("too late"));
    } finally {
      vi.useRealTimers();
    }
  });
});
