/**
 * A Kysely query built and compiled once. Kysely otherwise builds the query's tree and compiles
 * its SQL on every call, which costs more than running the short queries a request makes (the
 * session look-up every request with a token does). The query is built with placeholders; each
 * call runs the compiled SQL with the values put in their places.
 *
 * @example
 * const byToken = preparedQuery(db, (p) =>
 *   db.selectFrom("sessions").selectAll().where("token_hash", "=", p(0)),
 * );
 * const rows = await byToken(tokenHash);
 * const inTransaction = await byToken.in(trx)(tokenHash);
 */
import { sql, type Compilable, type Kysely } from "kysely";

/**
 * "limit 1" written into the SQL instead of sent as a value. PostgreSQL plans a named statement
 * once for any values after a few runs; a "limit $n" is then planned as if it kept a tenth of the
 * rows, which can turn one index jump into reading the whole table.
 */
export const ONE_ROW = sql.lit(1);

class Placeholder {
  constructor(readonly index: number) {}
}

/** Marks where the call's `index`-th value goes; typed as whatever the builder expects there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a placeholder stands for any value
export type PlaceholderOf = <T = any>(index: number) => T;

export interface PreparedQuery<Database, Row, Values extends readonly unknown[]> {
  (...values: Values): Promise<Row[]>;
  /** The same query run by another executor of the same database: a transaction. */
  in(executor: Kysely<Database>): (...values: Values) => Promise<Row[]>;
  /** The compiled SQL, with the dialect's placeholders: for reading its plan. */
  readonly sql: string;
}

export function preparedQuery<Database, Row, Values extends readonly unknown[]>(
  db: Kysely<Database>,
  build: (placeholder: PlaceholderOf) => Compilable<Row>,
): PreparedQuery<Database, Row, Values> {
  const compiled = build(<T>(index: number) => new Placeholder(index) as T).compile();
  const slots = compiled.parameters.map((parameter) =>
    parameter instanceof Placeholder ? parameter.index : undefined,
  );
  const runBy =
    (executor: Kysely<Database>) =>
    async (...values: Values): Promise<Row[]> => {
      const parameters = compiled.parameters.map((parameter, i) => {
        const slot = slots[i];
        return slot === undefined ? parameter : values[slot];
      });
      const result = await executor.executeQuery<Row>({ ...compiled, parameters });
      return result.rows;
    };
  return Object.assign(runBy(db), { in: runBy, sql: compiled.sql });
}
