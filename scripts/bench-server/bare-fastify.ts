/**
 * The yardstick of `npm run bench`: a bare Fastify server with Ajv and nothing else (no session,
 * no database, no limits), validating the same body against the same compiled step schema as the
 * product. `POST /validate` answers the named fields' problems, `POST /submit` the whole form's
 * or success. Started as a child process on 127.0.0.1; prints its port on stdout.
 *
 *   node --import tsx scripts/bench-server/bare-fastify.ts personalDataConfirm
 */
import Fastify from "fastify";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { createServerAjv } from "../../src/server/validation/step-validators.ts";

const stepName = process.argv[2] ?? "personalDataConfirm";
const step = loadProjectFiles().steps.get(stepName);
if (!step) throw new Error(`no step named ${stepName}`);
const validate = createServerAjv().compile(step.schema);

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
app.post<{ Body: Record<string, unknown> }>("/submit", (request, reply) => {
  if (validate(stepData(request.body))) return { status: "success", next: "desktopSms" };
  return reply.code(422).send({ status: "error", errors: validate.errors });
});

const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.stdout.write(`${new URL(address).port}\n`);
