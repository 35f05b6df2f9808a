/**
 * Where a UI schema names fields in the engine's own keys (`ui:effects`, `ui:notices`,
 * `ui:sections`, `ui:outcomes`, `ui:prefill`) and in the conditions they hold, each with the JSON
 * Pointer of the name. `ui:links` and `ui:submitButtonOptions` name no fields (a link's route is
 * checked against the flow instead); `ui:order` and field keys are checked on their own.
 */
import { engineOptionsOf, type Outcome } from "../../src/engine/logic/engine-ui-schema.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { jsonPointer } from "./json-pointer.ts";

export type FieldReference =
  | { pointer: string; name: string }
  /** A place that should hold field names but holds something else. */
  | { pointer: string; problem: string };

type Segments = (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

function nameAt(value: unknown, at: Segments): FieldReference {
  return typeof value === "string"
    ? { pointer: jsonPointer(...at), name: value }
    : { pointer: jsonPointer(...at), problem: "must be a field name" };
}

function namesAt(list: unknown, at: Segments): FieldReference[] {
  if (list === undefined) return [];
  if (!Array.isArray(list))
    return [{ pointer: jsonPointer(...at), problem: "must be a list of field names" }];
  return list.map((name, i) => nameAt(name, [...at, i]));
}

/** The fields a condition tests: its `properties` and `required`, through its logical keywords. */
export function conditionFieldReferences(condition: unknown, at: Segments): FieldReference[] {
  if (!isRecord(condition)) return [];
  const schema = condition as JsonSchema;
  const found: FieldReference[] = [];
  if (isRecord(schema.properties))
    for (const name of Object.keys(schema.properties))
      found.push({ pointer: jsonPointer(...at, "properties", name), name });
  found.push(...namesAt(schema.required, [...at, "required"]));
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const)
    if (Array.isArray(schema[keyword]))
      schema[keyword].forEach((part, i) =>
        found.push(...conditionFieldReferences(part, [...at, keyword, i])),
      );
  for (const keyword of ["not", "if", "then", "else"] as const)
    found.push(...conditionFieldReferences(schema[keyword], [...at, keyword]));
  return found;
}

function outcomeReferences(outcome: Outcome, at: Segments): FieldReference[] {
  const found = conditionFieldReferences(outcome.when, [...at, "when"]);
  if (outcome.redirect?.field !== undefined)
    found.push(nameAt(outcome.redirect.field, [...at, "redirect", "field"]));
  const askRedirect = outcome.ask?.no.redirect;
  if (askRedirect?.field !== undefined)
    found.push(nameAt(askRedirect.field, [...at, "ask", "no", "redirect", "field"]));
  return found;
}

/** Every field name the engine's keys of `uiSchema` hold. */
export function engineFieldReferences(uiSchema: Record<string, unknown>): FieldReference[] {
  const options = engineOptionsOf(uiSchema);
  const found: FieldReference[] = [];
  options.effects.forEach((effect, i) => {
    const at = ["ui:effects", i];
    found.push(...conditionFieldReferences(effect.when, [...at, "when"]));
    if (effect.onChange !== undefined) found.push(nameAt(effect.onChange, [...at, "onChange"]));
    if (isRecord(effect.set))
      for (const name of Object.keys(effect.set))
        found.push({ pointer: jsonPointer(...at, "set", name), name });
    found.push(...namesAt(effect.clear, [...at, "clear"]));
    found.push(...namesAt(effect.remember, [...at, "remember"]));
  });
  options.notices.forEach((notice, i) => {
    if (notice.field !== undefined) found.push(nameAt(notice.field, ["ui:notices", i, "field"]));
    found.push(...conditionFieldReferences(notice.when, ["ui:notices", i, "when"]));
  });
  options.sections.forEach((section, i) => {
    found.push(...namesAt(section.fields, ["ui:sections", i, "fields"]));
    (section.continue ?? []).forEach((outcome, j) =>
      found.push(...outcomeReferences(outcome, ["ui:sections", i, "continue", j])),
    );
  });
  options.outcomes.forEach((outcome, i) =>
    found.push(...outcomeReferences(outcome, ["ui:outcomes", i])),
  );
  found.push(
    ...conditionFieldReferences(options.prefill.confirmWhen, ["ui:prefill", "confirmWhen"]),
  );
  return found;
}
