/**
 * The yardstick of `npm run bench`: a bare Fastify server with Ajv and nothing else (no session,
 * no limits, no flow), validating the same body against the same compiled step schema as the
 * product. `POST /validate` answers the named fields' problems. `POST /submit` answers the whole
 * form's problems, or saves the data as one row and answers success: the least any server that
 * keeps a submission must do. The row goes to the same kind of database the product uses, set up
 * as durably (SQLite: WAL, synchronous FULL; PostgreSQL: one committed insert). Started as a child
 * process on 127.0.0.1; prints its port on stdout.
 *
 *   BARE_DATABASE=sqlite:/tmp/bare.sqlite node --import tsx scripts/bench-server/bare-fastify.ts
 *   BARE_DATABASE=postgres://postgres@127.0.0.1:5432/some_bench_database node --import tsx …
 */
import Database from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { createServerAjv } from "../../src/server/validation/step-validators.ts";

const stepName = process.argv[2] ?? "personalDataConfirm";
const step = loadProjectFiles().steps.get(stepName);
if (!step) throw new Error(`no step named ${stepName}`);
const validate = createServerAjv().compile(step.schema);

/** Saves one submission durably; resolves once it is committed. */
type Save = (data: string) => Promise<void>;

async function openDatabase(address: string): Promise<Save> {
  if (address.startsWith("sqlite:")) {
    const sqlite = new Database(address.slice("sqlite:".length));
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.exec(
      "create table if not exists submissions (id integer primary key, data text not null, at integer not null)",
    );
    const insert = sqlite.prepare("insert into submissions (data, at) values (?, ?)");
    return (data) => {
      insert.run(data, Date.now());
      return Promise.resolve();
    };
  }
  const pool = new pg.Pool({
    connectionString: address,
    max: 10,
    application_name: "bench-bare",
  });
  await pool.query(
    "create table if not exists bare_submissions (id bigserial primary key, data text not null, at bigint not null)",
  );
  return async (data) => {
    await pool.query({
      name: "bare-insert",
      text: "insert into bare_submissions (data, at) values ($1, $2)",
      values: [data, Date.now()],
    });
  };
}

const address = process.env.BARE_DATABASE;
if (!address) throw new Error("BARE_DATABASE (sqlite:<file> or a PostgreSQL URL) is not set");
const save = await openDatabase(address);

interface Body {
  fields?: string[];
  data?: Record<string, unknown>;
}

/** The fields every proxy call carries besides the step's own (spec §7). */
const COMMON_FIELDS = new Set([
  "token",
  "languageCode",
  "branchCode",
  "cookie",
  "isOanda",
  "mobile",
]);

/** The step's data as the product validates it: without the common fields, with the context's language. */
function stepData(body: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = { language: "en" };
  for (const [key, value] of Object.entries(body)) if (!COMMON_FIELDS.has(key)) data[key] = value;
  return data;
}

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
app.post<{ Body: Body }>("/validate", (request) => {
  const wanted = new Set(request.body.fields ?? []);
  validate(stepData(request.body.data ?? {}));
  const errors: Record<string, string[]> = {};
  for (const error of validate.errors ?? []) {
    const field = error.instancePath.split("/")[1] ?? "";
    if (wanted.has(field)) (errors[field] ??= []).push(error.message ?? error.keyword);
  }
  return { status: "success", errors };
});
app.post<{ Body: Record<string, unknown> }>("/submit", async (request, reply) => {
  const data = stepData(request.body);
  if (!validate(data)) return reply.code(422).send({ status: "error", errors: validate.errors });
  await save(JSON.stringify(data));
  return { status: "success", next: "desktopSms" };
});

const listening = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${new URL(listening).port}\n`);
