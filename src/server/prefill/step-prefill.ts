/**
 * Fills a step's form from the values a source read (the flow's `prefill` rules): each field takes
 * the first of its source values that converts and matches, when its condition holds.
 */
import type { PrefillField, PrefillRule } from "../../shared/flow/flow-definition.ts";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { converterFor, type Converter, type ConverterSources } from "./scanned-values.ts";

type Condition = (data: unknown) => boolean;

interface CompiledField {
  field: string;
  rule: PrefillField;
  convert: Converter;
  pattern: RegExp | undefined;
  when: Condition | undefined;
}

/** The first of a field's source values that converts and matches its pattern. */
function firstValue(
  { rule, convert, pattern }: CompiledField,
  values: Readonly<Record<string, unknown>>,
): unknown {
  for (const name of rule.from ?? []) {
    const text = values[name];
    if (typeof text !== "string" && typeof text !== "number") continue;
    const value = convert(String(text));
    if (value === undefined) continue;
    if (pattern && !(typeof value === "string" && pattern.test(value))) continue;
    return value;
  }
  return undefined;
}

export class StepPrefill {
  private readonly fields: CompiledField[];

  constructor(
    rule: PrefillRule,
    sources: ConverterSources,
    compile: (schema: JsonSchema) => Condition,
  ) {
    this.fields = Object.entries(rule.fields).map(([field, fieldRule]) => ({
      field,
      rule: fieldRule,
      convert: converterFor(fieldRule.as, sources),
      pattern: fieldRule.pattern === undefined ? undefined : new RegExp(fieldRule.pattern, "u"),
      when: fieldRule.when ? compile(fieldRule.when) : undefined,
    }));
  }

  /**
   * The form data the source's values give. `context` (the language…) is seen by the conditions
   * but not returned: the form fills its context fields itself.
   */
  fill(
    values: Readonly<Record<string, unknown>>,
    context: Readonly<Record<string, unknown>>,
  ): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const compiled of this.fields) {
      if (compiled.when && !compiled.when({ ...context, ...data })) continue;
      const { value: fixed } = compiled.rule;
      const value = fixed !== undefined ? fixed : firstValue(compiled, values);
      if (value !== undefined) data[compiled.field] = value;
    }
    return data;
  }
}

/** The prefill of every route that declares one, by route name. */
export function stepPrefillsOf(
  routes: readonly { name: string; prefill?: PrefillRule }[],
  dictionaries: Readonly<Record<string, unknown>>,
  compile: (schema: JsonSchema) => Condition,
): Map<string, StepPrefill> {
  const sources: ConverterSources = {
    countries: (dictionaries.countries as string[] | undefined) ?? [],
    alpha3: (dictionaries.countryOfAlpha3Code as Record<string, string> | undefined) ?? {},
    dictionaries,
  };
  return new Map(
    routes
      .filter((route) => route.prefill)
      .map((route) => [route.name, new StepPrefill(route.prefill!, sources, compile)]),
  );
}
