/**
 * Finds a made-up applicant for one side of a branch: an applicant of the matrix with the values
 * the branch's conditions read set to each candidate (the condition's own constants and
 * enumerations, the field's, the values other applicants gave, an absent value), kept where the
 * side then holds, and made whole again: a field the step now requires, or one whose value it
 * refuses, takes the next candidate of its own until the server's validators accept every step.
 */
import { LANGUAGES } from "../../src/shared/brand/locales.ts";
import {
  collectPropertySchemas,
  contextFieldsOf,
  type JsonSchema,
} from "../../src/shared/schema/json-schema.ts";
import type { Applicant } from "./base-applicants.ts";
import type { Branch, Side } from "./branches.ts";
import type { MatrixContext } from "./matrix-context.ts";
import { answersAt, REGISTERED_CONTEXT, validatedValues } from "./step-values.ts";

/** Most assignments tried for one side from one applicant. */
const MAX_ASSIGNMENTS = 300;
const MAX_REPAIR_ROUNDS = 12;
const ABSENT = Symbol("absent");
/** A value left as it is. */
const KEEP = Symbol("keep");
type Candidate = unknown;

/** The properties a condition reads, with the schemas it reads each with. */
function testedProperties(condition: unknown, into = new Map<string, JsonSchema[]>()) {
  if (!condition || typeof condition !== "object") return into;
  const node = condition as Record<string, unknown>;
  for (const [name, schema] of Object.entries((node.properties as object | undefined) ?? {}))
    into.set(name, [...(into.get(name) ?? []), schema as JsonSchema]);
  for (const key of ["allOf", "anyOf", "oneOf"])
    if (Array.isArray(node[key]))
      for (const item of node[key] as unknown[]) testedProperties(item, into);
  if (node.not) testedProperties(node.not, into);
  return into;
}

/** A plain value a text field's pattern takes: digits where it asks for digits, else words. */
function textFor(pattern: string | undefined): string {
  const digits = pattern && /^\^\[0-9\]\{(\d+)(?:,\d*)?\}\$$/.exec(pattern);
  return digits ? "123456789".repeat(4).slice(0, Number(digits[1])) : "Example 12";
}

function valuesOfSchema(schema: JsonSchema | undefined): Candidate[] {
  if (!schema) return [];
  const values: Candidate[] = [];
  if ("const" in schema) values.push(schema.const);
  if (Array.isArray(schema.enum)) values.push(...schema.enum.slice(0, 4));
  if (schema.type === "boolean") values.push(true, false);
  if (typeof schema.exclusiveMinimum === "number") values.push(schema.exclusiveMinimum + 1);
  if (typeof schema.minimum === "number") values.push(schema.minimum);
  if (schema.format === "date") values.push("2031-06-30", "1980-01-15");
  if (schema.type === "string" && !schema.format) values.push(textFor(schema.pattern));
  return values;
}

const unique = (values: Candidate[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value === ABSENT ? "absent" : JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Candidates of a step's field: the schema's, then what applicants gave for it (or its kin). */
export function fieldCandidates(context: MatrixContext, step: string, field: string): Candidate[] {
  if (field === "language") return [...LANGUAGES];
  if (field === "device") return ["desktop", "mobile"];
  const schemas = collectPropertySchemas(context.files.steps.get(step)!.schema).get(field) ?? [];
  return unique([...schemas.flatMap(valuesOfSchema), ...context.pool(field), ABSENT]);
}

/** The record with `key` set to `value`, or without it for ABSENT. */
function withEntry(
  record: Record<string, unknown>,
  key: string,
  value: Candidate,
): Record<string, unknown> {
  const entries = Object.entries(record).filter(([name]) => name !== key);
  return Object.fromEntries(value === ABSENT ? entries : [...entries, [key, value]]);
}

/** The applicant with `field` of `step` set (a context field in the context, the device, the language). */
export function withValue(
  applicant: Applicant,
  step: string,
  field: string,
  value: Candidate,
  context: MatrixContext,
): Applicant {
  const contextKey = contextFieldsOf(context.files.steps.get(step)!.schema).get(field);
  if (field === "device") return { ...applicant, device: value as Applicant["device"] };
  if (contextKey === "language" || (field === "language" && !contextKey))
    return { ...applicant, language: value as Applicant["language"] };
  const registered = contextKey ? REGISTERED_CONTEXT[contextKey] : undefined;
  if (registered) {
    const answers = withEntry(applicant.answers[registered.step] ?? {}, registered.instead, ABSENT);
    return {
      ...applicant,
      answers: {
        ...applicant.answers,
        [registered.step]: withEntry(answers, registered.field, value),
      },
    };
  }
  if (contextKey) return { ...applicant, context: withEntry(applicant.context, contextKey, value) };
  return {
    ...applicant,
    answers: {
      ...applicant.answers,
      [step]: withEntry(applicant.answers[step] ?? {}, field, value),
    },
  };
}

function* assignments(options: [string, Candidate[]][]): Generator<[string, Candidate][]> {
  if (options.length === 0) {
    yield [];
    return;
  }
  const [[field, values], ...rest] = options as [[string, Candidate[]], ...[string, Candidate[]][]];
  for (const value of values) for (const tail of assignments(rest)) yield [[field, value], ...tail];
}

interface Repair {
  applicant: Applicant;
  /** The step still refused and its fields; none when every step is valid. */
  refused?: { step: string; fields: string[] };
}

/** Makes every answered step valid again, leaving `frozen` fields of `step` as they are. */
function repaired(
  context: MatrixContext,
  applicant: Applicant,
  step: string,
  frozen: ReadonlySet<string>,
): Repair {
  let current = applicant;
  const tried = new Map<string, number>();
  const issuesOf = (name: string) =>
    context.validators.validate(name, validatedValues(context.files, current, name));
  for (let round = 0; ; round++) {
    const broken = Object.keys(current.answers).find((name) => issuesOf(name).length > 0);
    if (!broken) return { applicant: current };
    const issues = issuesOf(broken);
    const fields = [...new Set(issues.map((issue) => issue.field))];
    const refused = { applicant: current, refused: { step: broken, fields } };
    if (round === MAX_REPAIR_ROUNDS) return refused;
    let changed = false;
    for (const issue of issues) {
      if (broken === step && frozen.has(issue.field)) continue;
      const key = `${broken}.${issue.field}`;
      if (issue.keyword === "unevaluatedProperties" || issue.keyword === "additionalProperties") {
        current = withValue(current, broken, issue.field, ABSENT, context);
        changed = true;
        continue;
      }
      const candidates = fieldCandidates(context, broken, issue.field).filter(
        (value) => value !== ABSENT || issue.keyword !== "required",
      );
      const index = tried.get(key) ?? 0;
      if (index >= candidates.length) continue;
      tried.set(key, index + 1);
      current = withValue(current, broken, issue.field, candidates[index], context);
      changed = true;
    }
    if (!changed) return refused;
  }
}

/**
 * The applicant with every answered step made valid (a field a step now requires filled in);
 * with `refused` where that cannot be done.
 */
export function madeWhole(context: MatrixContext, applicant: Applicant): Applicant {
  const repair = repaired(context, applicant, "", new Set());
  return repair.refused ? { ...applicant, refused: repair.refused } : repair.applicant;
}

/** The applicant with `refused` as the server's validators say now: the first step refused, if any. */
export function withRefusalChecked(context: MatrixContext, applicant: Applicant): Applicant {
  const { refused: _, ...rest } = applicant;
  for (const step of Object.keys(applicant.answers)) {
    const issues = context.validators.validate(step, validatedValues(context.files, rest, step));
    if (issues.length)
      return { ...rest, refused: { step, fields: [...new Set(issues.map((i) => i.field))] } };
  }
  return rest;
}

const describeValue = (value: Candidate) => (value === ABSENT ? "(none)" : JSON.stringify(value));

/**
 * An applicant that takes `side` of `branch`, made from one of `from`; where no valid answers
 * take the side, one the server refuses there for the fields the branch reads (`refused`); none
 * when neither is found.
 */
export function findApplicant(
  context: MatrixContext,
  branch: Branch,
  side: Side,
  from: readonly Applicant[],
): Applicant | undefined {
  const tested = testedProperties({ allOf: [...branch.within, branch.when] });
  const frozen = new Set(tested.keys());
  let refusedOne: Applicant | undefined;
  const contextFields = contextFieldsOf(context.files.steps.get(branch.step)!.schema);
  // What the server decides (a context value the client gives no answer for) is changed only
  // where no change of the answers takes the side.
  const serverDecided = (field: string) => {
    const key = contextFields.get(field);
    return key !== undefined && key !== "language" && !REGISTERED_CONTEXT[key];
  };
  const registeredEarlier = (field: string) => {
    const key = contextFields.get(field);
    return key !== undefined && REGISTERED_CONTEXT[key] !== undefined;
  };
  const passes = [false, true].flatMap((changeServer) =>
    from.map((base) => ({ base, changeServer })),
  );
  for (const { base, changeServer } of passes) {
    if (!answersAt(context.files, base, branch.step)) continue;
    const options = [...tested.keys()].map((field): [string, Candidate[]] => {
      if (!changeServer && serverDecided(field)) return [field, [KEEP]];
      const fromCondition = (tested.get(field) ?? []).flatMap(valuesOfSchema);
      return [field, unique([...fromCondition, ...fieldCandidates(context, branch.step, field)])];
    });
    let count = 0;
    for (const assignment of assignments(options)) {
      if (++count > MAX_ASSIGNMENTS) break;
      let candidate = base;
      for (const [field, value] of assignment)
        if (value !== KEEP) candidate = withValue(candidate, branch.step, field, value, context);
      // A value kept in an earlier step's answers (the residence registration gives) may leave
      // that step to be made whole before the branch is reached: such a change is judged once
      // repaired; any other that does not take the side is passed over at once.
      const before = context.sideOf(branch, candidate);
      const changesEarlierStep = () =>
        assignment.some(([field, value]) => value !== KEEP && registeredEarlier(field));
      if (before !== side && (before !== undefined || !changesEarlierStep())) continue;
      const repair = repaired(context, candidate, branch.step, frozen);
      if (context.sideOf(branch, repair.applicant) !== side) continue;
      const changes = assignment
        .filter(([, value]) => value !== KEEP)
        .map(([field, value]) => `${branch.step}.${field}=${describeValue(value)}`);
      const id = `${base.id.split(":")[0]}: ${changes.join(", ")}`;
      if (!repair.refused) return { ...repair.applicant, id };
      const { step, fields } = repair.refused;
      if (!refusedOne && step === branch.step && fields.every((field) => frozen.has(field)))
        refusedOne = { ...repair.applicant, id, refused: repair.refused };
    }
  }
  return refusedOne;
}
