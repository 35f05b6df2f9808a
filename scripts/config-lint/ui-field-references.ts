/**
 * Where a UI schema names fields in the engine's own keys (`ui:effects`, `ui:notices`,
 * `ui:sections`, `ui:outcomes`, `ui:prefill`) and in the conditions they hold, each with the JSON
 * Pointer of the name. `ui:links` and `ui:submitButtonOptions` name no fields (a link's route is
 * checked against the flow instead); `ui:order` and field keys are checked on their own.
 */
import { engineOptionsOf, type Outcome } from "../../src/engine/logic/engine-ui-schema.ts";
import { forEachConditionPart, isRecord, type Segments } from "./condition-parts.ts";
import { jsonPointer } from "./json-pointer.ts";

export type FieldReference =
  | { pointer: string; name: string }
  /** A place that should hold field names but holds something else. */
  | { pointer: string; problem: string };

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
  const found: FieldReference[] = [];
  forEachConditionPart(condition, at, (part, partAt) => {
    if (isRecord(part.properties))
      for (const name of Object.keys(part.properties))
        found.push({ pointer: jsonPointer(...partAt, "properties", name), name });
    found.push(...namesAt(part.required, [...partAt, "required"]));
  });
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
