/**
 * Values for a field, from its schema: a plausible one (what a client would send), and bad ones of
 * many kinds (a wrong type, too long, outside the enumeration, a huge number, odd unicode,
 * nested garbage).
 */
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import type { Random } from "./seeded-random.ts";

/** What a plausible value may be taken from besides the schema: the session's journey, a code. */
export interface ValueContext {
  journeyId?: string | undefined;
  /** A hand-off code not used yet, while the walks' last. */
  handoffCode?: string | undefined;
}

const CANDIDATE_STRINGS = [
  "PL",
  "IE",
  "AB",
  "a",
  "Jan",
  "1990-01-01",
  "44051401359",
  "ABA300000",
  "80-828",
  "fuzz@example.com",
];

export function plausibleValue(
  schemas: readonly JsonSchema[],
  random: Random,
  context: ValueContext = {},
): unknown {
  const schema = schemas[0] ?? {};
  if ((schema as { "x-fuzz"?: string })["x-fuzz"] === "journeyId")
    return context.journeyId ?? "no-journey-yet";
  if ((schema as { "x-fuzz"?: string })["x-fuzz"] === "handoffCode")
    return context.handoffCode ?? "no-code-left";
  const enumeration = schemas.find((s) => Array.isArray(s.enum))?.enum;
  if (enumeration?.length) return random.pick(enumeration);
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
export function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

export const ODD_STRINGS = [
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

export const WRONG_TYPES: readonly unknown[] = [
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

export function badValue(
  schemas: readonly JsonSchema[],
  random: Random,
): { kind: string; value: unknown } {
  const schema = schemas[0] ?? {};
  const maxLength = schemas.find((s) => typeof s.maxLength === "number")?.maxLength;
  const enumeration = schemas.find((s) => Array.isArray(s.enum))?.enum;
  const kinds: (() => { kind: string; value: unknown })[] = [
    () => ({ kind: "wrong type", value: random.pick(WRONG_TYPES) }),
    () => ({
      kind: "too long",
      value: "a".repeat((maxLength ?? 200) + 1 + random.below(3)),
    }),
    () => ({ kind: "too long", value: random.pick(["a", "ż", "😀"]).repeat(8000) }),
    () => ({ kind: "huge number", value: random.pick(HUGE_NUMBERS) }),
    () => ({ kind: "unicode", value: random.pick(ODD_STRINGS) }),
    () => ({ kind: "nested garbage", value: nested(1 + random.below(200)) }),
    () => ({ kind: "nested garbage", value: { constructor: { prototype: { polluted: true } } } }),
  ];
  if (enumeration?.length) {
    kinds.push(() => ({
      kind: "wrong enum",
      value: random.pick([
        String(random.pick(enumeration)),
        999,
        "NOPE",
        random.pick(enumeration) === true ? 1 : "zz",
      ]),
    }));
  }
  if (schema.type === "integer" || schema.type === "number") {
    kinds.push(() => ({ kind: "huge number", value: (schema.maximum ?? 100) + 1 }));
    kinds.push(() => ({ kind: "huge number", value: (schema.minimum ?? 0) - 1 }));
  }
  return random.pick(kinds)();
}
