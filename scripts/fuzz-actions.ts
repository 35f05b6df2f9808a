/**
 * Bad input against every proxy action of the real server: for each action, a payload built from
 * the step's own schema with one thing wrong (a wrong type, too long, outside the enumeration,
 * a required field missing, an unknown field, nested garbage, a huge number, odd unicode, a bad
 * session or bot-check token, a bad common field), plus unreadable bodies. Prints the requests
 * sent and how they were answered; exits 1 when any answer is 5xx or missing.
 *
 *   npm run fuzz                                     12000 requests, 8 at a time
 *   npm run fuzz -- --requests 20000 --concurrency 4 --seed 7
 *
 * The login limits stay at their defaults (so password hashing is not run thousands of times);
 * the other limits are raised so the bad input reaches the validation behind them.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { ANALYTICS_EVENT_SCHEMA } from "../src/server/actions/analytics-event.ts";
import { loadProjectFiles } from "../src/server/config/project-files.ts";
import { resolveRoute } from "../src/shared/flow/flow-definition.ts";
import { collectPropertySchemas, type JsonSchema } from "../src/shared/schema/json-schema.ts";
import { newToken, registeredSession, startRealServer } from "./real-server.ts";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "12000" },
    concurrency: { type: "string", default: "8" },
    seed: { type: "string", default: "1" },
  },
});
const total = wholeNumber(args.requests, "requests", 100, 200_000);
const concurrency = wholeNumber(args.concurrency, "concurrency", 1, 9);
const random = seededRandom(wholeNumber(args.seed, "seed", 0, 2 ** 31));
const REQUEST_TIMEOUT_MS = 15_000;

function wholeNumber(value: string | undefined, name: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return parsed;
}

/** mulberry32: the same seed sends the same requests. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// ---------------------------------------------------------------------------------------------
// What each action takes, from the project's own files.

const files = loadProjectFiles();
const schemaOf = (name: string): JsonSchema => files.steps.get(name)!.schema;

const VALIDATE_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    step: { type: "string", enum: files.flow.routes.map((r) => r.name) },
    fields: { type: "array", items: { type: "string" }, maxItems: 50 },
    data: { type: "object" },
  },
  required: ["step", "fields", "data"],
};
const EMPTY_SCHEMA: JsonSchema = { type: "object", properties: {} };

interface FuzzAction {
  action: string;
  schema: JsonSchema;
  /** A step with a schema, whose `validate` call is fuzzed too. */
  step?: string;
}

const SYSTEM_ACTIONS = new Set(["get-token", "get-dictionaries-list", "logout", "validate", "dc"]);
const actions: FuzzAction[] = [
  { action: "get-token", schema: EMPTY_SCHEMA },
  { action: "get-dictionaries-list", schema: EMPTY_SCHEMA },
  { action: "logout", schema: EMPTY_SCHEMA },
  { action: "validate", schema: VALIDATE_SCHEMA },
  { action: "dc", schema: ANALYTICS_EVENT_SCHEMA as unknown as JsonSchema },
];
for (const route of files.flow.routes) {
  for (const device of ["desktop", "mobile"] as const) {
    const resolved = resolveRoute(route, device);
    if (!resolved.action || actions.some((a) => a.action === resolved.action)) continue;
    actions.push({
      action: resolved.action,
      schema:
        resolved.schema && files.steps.has(resolved.schema)
          ? schemaOf(resolved.schema)
          : EMPTY_SCHEMA,
      ...(resolved.schema && files.steps.has(resolved.schema) ? { step: resolved.name } : {}),
    });
  }
  // Parts of a step's form sent before it (a code by SMS): bad input of the step's schema too.
  for (const partAction of Object.values(route.partActions ?? {})) {
    if (actions.some((a) => a.action === partAction)) continue;
    actions.push({
      action: partAction,
      schema: route.schema && files.steps.has(route.schema) ? schemaOf(route.schema) : EMPTY_SCHEMA,
    });
  }
}
/**
 * The order requests go round in: actions that read a payload (system actions and steps with a
 * schema) four times as often as steps not built yet, which answer 404 whatever they get.
 */
const rotation = actions.flatMap((fuzz) =>
  Array<FuzzAction>(fuzz.schema === EMPTY_SCHEMA && !SYSTEM_ACTIONS.has(fuzz.action) ? 1 : 4).fill(
    fuzz,
  ),
);
const UNKNOWN_ACTIONS = [
  "no-such-action",
  "constructor",
  "__proto__",
  "toString",
  "a".repeat(300),
  "%2e%2e/healthz",
];

// ---------------------------------------------------------------------------------------------
// Values: a plausible one per field, and bad ones derived from its schema.

const CANDIDATE_STRINGS = [
  "PL",
  "IE",
  "AB",
  "a",
  "Jan",
  "1990-01-01",
  "44051401359",
  "ABA300000",
  "fuzz@example.com",
];

function plausibleValue(schemas: JsonSchema[]): unknown {
  const schema = schemas[0] ?? {};
  const enumeration = schemas.find((s) => Array.isArray(s.enum))?.enum;
  if (enumeration?.length) return pick(enumeration);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "boolean") return random() < 0.5;
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "array") return [];
  if (type === "object") return {};
  const pattern = schemas.find((s) => typeof s.pattern === "string")?.pattern;
  if (pattern) return CANDIDATE_STRINGS.find((c) => new RegExp(pattern, "u").test(c)) ?? "a";
  return schemas.some((s) => s.format === "email") ? "fuzz@example.com" : "Jan";
}

/** A nested value `depth` levels deep (arrays in objects in arrays…). */
function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u202e\u0644\u0627",
  "a\u0301\u0301\u0301",
  "\ud800",
  "\udfff\ud800",
  "😀".repeat(200),
  "ǅİıſ",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:ldap://x}",
  "../../etc/passwd",
  "%00%ff",
  "\r\nSet-Cookie: a=b",
  "NaN",
  "Infinity",
  "__proto__",
];
const HUGE_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1.5,
  -0,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
];
const WRONG_TYPES: unknown[] = [
  "x",
  1,
  -1,
  0,
  true,
  false,
  null,
  [],
  {},
  [1, "a"],
  { a: { b: {} } },
];

function badValue(schemas: JsonSchema[]): { kind: string; value: unknown } {
  const schema = schemas[0] ?? {};
  const maxLength = schemas.find((s) => typeof s.maxLength === "number")?.maxLength;
  const enumeration = schemas.find((s) => Array.isArray(s.enum))?.enum;
  const kinds: (() => { kind: string; value: unknown })[] = [
    () => ({ kind: "wrong type", value: pick(WRONG_TYPES) }),
    () => ({
      kind: "too long",
      value: "a".repeat((maxLength ?? 200) + 1 + Math.floor(random() * 3)),
    }),
    () => ({ kind: "too long", value: pick(["a", "ż", "😀"]).repeat(8000) }),
    () => ({ kind: "huge number", value: pick(HUGE_NUMBERS) }),
    () => ({ kind: "unicode", value: pick(ODD_STRINGS) }),
    () => ({ kind: "nested garbage", value: nested(1 + Math.floor(random() * 200)) }),
    () => ({ kind: "nested garbage", value: { constructor: { prototype: { polluted: true } } } }),
  ];
  if (enumeration?.length) {
    kinds.push(() => ({
      kind: "wrong enum",
      value: pick([String(pick(enumeration)), 999, "NOPE", pick(enumeration) === true ? 1 : "zz"]),
    }));
  }
  if (schema.type === "integer" || schema.type === "number") {
    kinds.push(() => ({ kind: "huge number", value: (schema.maximum ?? 100) + 1 }));
    kinds.push(() => ({ kind: "huge number", value: (schema.minimum ?? 0) - 1 }));
  }
  return pick(kinds)();
}

const badProofs = (): unknown =>
  pick([
    "bm90IGEgcHJvb2Y=",
    Buffer.from(JSON.stringify({ challenge: { parameters: null }, solution: {} })).toString(
      "base64",
    ),
    Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: 1 } }, solution: 7 })).toString(
      "base64",
    ),
    Buffer.from("[".repeat(5000)).toString("base64"),
    "A".repeat(9000),
    "!!!not base64!!!",
  ]);

// ---------------------------------------------------------------------------------------------
// Requests.

interface FuzzRequest {
  label: string;
  url: string;
  body: string;
  contentType: string;
}

interface Sessions {
  /** Registered and at personal data: step actions get past the session and order checks. */
  registered: string;
  fresh: string[];
}

function tokenFor(sessions: Sessions, action: string): { kind: string; token?: unknown } {
  // Logout ends the session it names; the registered one is kept for the others.
  const keep = action !== "logout" && random() < 0.6;
  if (keep) return { kind: "registered session", token: sessions.registered };
  return pick([
    { kind: "fresh session", token: pick(sessions.fresh) },
    { kind: "no token" },
    { kind: "bad token", token: randomBytes(32).toString("base64url") },
    { kind: "bad token", token: "" },
    { kind: "bad token", token: "t".repeat(129) },
    { kind: "bad token", token: 12345 },
    { kind: "bad token", token: { $ne: null } },
  ]);
}

function payloadFor(
  fuzz: FuzzAction,
  sessions: Sessions,
): { label: string; payload: Record<string, unknown> } {
  const properties = collectPropertySchemas(fuzz.schema);
  const payload: Record<string, unknown> = {};
  for (const [name, schemas] of properties) payload[name] = plausibleValue(schemas);
  if (fuzz.action === "validate") {
    const step = pick(actions.filter((a) => a.step));
    const stepFields = [...collectPropertySchemas(step.schema).keys()];
    payload.step = step.step;
    payload.fields = stepFields;
    payload.data = Object.fromEntries(
      [...collectPropertySchemas(step.schema)].map(([name, schemas]) => [
        name,
        plausibleValue(schemas),
      ]),
    );
  }
  const token = tokenFor(sessions, fuzz.action);
  const common: Record<string, unknown> = {
    languageCode: pick(["EN", "PL", "DE", "UA"]),
    mobile: random() < 0.3,
    ...(token.token === undefined ? {} : { token: token.token }),
  };
  const names = [...properties.keys()];
  const required = fuzz.schema.required ?? [];
  const mutations: (() => string)[] = [
    () => {
      const name = names.length ? pick(names) : "anything";
      const bad = badValue(properties.get(name) ?? [{}]);
      payload[name] = bad.value;
      return `${bad.kind} in ${name}`;
    },
    () => {
      if (!required.length) return "nothing missing";
      const name = pick(required);
      // Left out of the JSON.
      payload[name] = undefined;
      return `missing ${name}`;
    },
    () => {
      payload[
        pick([
          "unknownField",
          "isAdmin",
          "constructor",
          "toString",
          "hasOwnProperty",
          "a".repeat(200),
        ])
      ] = pick(WRONG_TYPES);
      return "unknown field";
    },
    () => {
      for (const name of names) payload[name] = badValue(properties.get(name)!).value;
      return "every field bad";
    },
    () => {
      const field = pick([
        ["languageCode", pick(["XX", "en", 48, "PLL", null, ""])],
        ["mobile", pick(["yes", 1, null])],
        ["sessionCount", pick([-1, 1e308, "3", 1.5])],
        ["tmsc", "t".repeat(3000)],
        ["cookie", { a: 1 }],
        ["branchCode", "pl"],
        ["clientId", "c".repeat(200)],
      ] as const);
      common[field[0]] = field[1];
      return `bad common field ${field[0]}`;
    },
  ];
  if (fuzz.action === "validate") {
    mutations.push(() => {
      payload.fields = pick([
        [],
        "email",
        Array.from({ length: 51 }, (_, i) => `f${i}`),
        [1, 2],
        [nested(50)],
      ]);
      return "bad validate fields";
    });
    mutations.push(() => {
      payload.step = pick(["noSuchStep", "", 7, "__proto__", "x".repeat(500)]);
      return "bad validate step";
    });
    mutations.push(() => {
      const data = payload.data as Record<string, unknown>;
      const name = pick(Object.keys(data));
      data[name] = badValue([{}]).value;
      return "bad validate data";
    });
  }
  if ("recaptchaToken" in payload) {
    mutations.push(() => {
      payload.recaptchaToken = badProofs();
      return "bad bot-check token";
    });
  }
  const mutation = pick(mutations)();
  return { label: `${mutation}, ${token.kind}`, payload: { ...payload, ...common } };
}

const JSON_TYPE = "application/json";

function nextRequest(origin: string, sessions: Sessions, index: number): FuzzRequest {
  const version = random() < 0.08 ? pick(["xx", "PL", ""]) : pick(["eu", "pl"]);
  // Every action in turn (see rotation); now and then an unknown one or an unreadable body.
  const roll = random();
  if (roll < 0.03) {
    const action = pick(UNKNOWN_ACTIONS);
    return {
      label: "unknown action",
      url: `${origin}/api/form/eu/${action}`,
      body: '{"languageCode":"EN"}',
      contentType: JSON_TYPE,
    };
  }
  const fuzz = rotation[index % rotation.length]!;
  const url = `${origin}/api/form/${version}/${fuzz.action}`;
  if (roll < 0.08) {
    const [label, body, contentType] = pick([
      ["malformed JSON", '{"languageCode": "EN",', JSON_TYPE],
      ["array body", '[{"languageCode":"EN"}]', JSON_TYPE],
      ["empty body", "", JSON_TYPE],
      ["null body", "null", JSON_TYPE],
      [
        "deeply nested body",
        `{"languageCode":"EN","x":${"[".repeat(30000)}${"]".repeat(30000)}}`,
        JSON_TYPE,
      ],
      ["over-large body", JSON.stringify({ languageCode: "EN", x: "x".repeat(70_000) }), JSON_TYPE],
      ["form body", "languageCode=EN", "application/x-www-form-urlencoded"],
      ["text body", '{"languageCode":"EN"}', "text/plain"],
      ["__proto__ key", '{"languageCode":"EN","__proto__":{"admin":true}}', JSON_TYPE],
      [
        "duplicate keys",
        '{"languageCode":"EN","languageCode":"PL","token":1,"token":"x"}',
        JSON_TYPE,
      ],
    ] as const);
    return { label: `${fuzz.action}: ${label}`, url, body, contentType };
  }
  const { label, payload } = payloadFor(fuzz, sessions);
  return {
    label: `${fuzz.action}: ${label}`,
    url,
    body: JSON.stringify(payload),
    contentType: JSON_TYPE,
  };
}

// ---------------------------------------------------------------------------------------------

const server = await startRealServer({
  RATE_LIMIT_GET_TOKEN_IP: "1000000/1m",
  RATE_LIMIT_NEW_ACCOUNT_IP: "1000000/1m",
  RATE_LIMIT_VALIDATE_SESSION: "1000000/1m",
  RATE_LIMIT_DC_SESSION: "1000000/1m",
  RATE_LIMIT_SUBMIT_SESSION: "1000000/1m",
});
try {
  const sessions: Sessions = {
    registered: await registeredSession(server.origin),
    fresh: await Promise.all(Array.from({ length: 20 }, () => newToken(server.origin))),
  };
  const statuses = new Map<string, number>();
  const perAction = new Map<string, number>();
  const failures: string[] = [];
  let sent = 0;
  const started = performance.now();

  const worker = async () => {
    while (sent < total) {
      const request = nextRequest(server.origin, sessions, sent++);
      const action = request.label.split(":")[0]!;
      perAction.set(action, (perAction.get(action) ?? 0) + 1);
      let status: string;
      try {
        const response = await fetch(request.url, {
          method: "POST",
          headers: { "content-type": request.contentType },
          body: request.body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        status = String(response.status);
        if (response.status >= 500)
          failures.push(`${status} ${request.label}: ${text.slice(0, 200)}`);
      } catch (error) {
        status = "no answer";
        failures.push(`no answer ${request.label}: ${String(error)}`);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `requests sent: ${sent} in ${seconds.toFixed(1)} s (${concurrency} at a time, seed ${args.seed})`,
  );
  console.log(
    `actions: ${actions.length} (${[...perAction]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([a, n]) => `${a} ${n}`)
      .join(", ")})`,
  );
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
  );
  console.log(`answers >= 500 or missing: ${failures.length}`);
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await server.stop();
}
