/** Applies a UI schema's effects to a change of form data: a pure function of before and after. */
import type { Effect, FormData } from "./engine-ui-schema.ts";
import { deepEqual, matchesCondition } from "./matches-condition.ts";

/** Values put aside by `remember` effects, keyed by effect index and field. */
export type EffectMemory = Readonly<Record<string, unknown>>;

export interface EffectResult {
  data: FormData;
  memory: EffectMemory;
}

const memoryKey = (index: number, field: string) => `${index}:${field}`;

/**
 * Runs every effect whose trigger fired between `before` and `after`, in order; later effects
 * see the changes of earlier ones, so "citizenship leaves PL" can set noPesel, which in turn
 * clears pesel.
 */
export function applyEffects(
  effects: readonly Effect[],
  before: FormData,
  after: FormData,
  memory: EffectMemory = {},
): EffectResult {
  let data: FormData = { ...after };
  let nextMemory: Record<string, unknown> = { ...memory };
  effects.forEach((effect, index) => {
    let fired = false;
    let ended = false;
    if (effect.onChange !== undefined) {
      fired = !deepEqual(before[effect.onChange], data[effect.onChange]);
    } else if (effect.when) {
      const was = matchesCondition(effect.when, before);
      const is = matchesCondition(effect.when, data);
      fired = !was && is;
      ended = was && !is;
    }
    if (fired) {
      for (const field of effect.remember ?? []) {
        // The change that fires the effect may already have dropped the field it hides.
        const value = data[field] !== undefined ? data[field] : before[field];
        if (value !== undefined) nextMemory[memoryKey(index, field)] = value;
        data = without(data, field);
      }
      for (const field of effect.clear ?? []) data = without(data, field);
      if (effect.set) data = { ...data, ...effect.set };
    }
    if (ended) {
      for (const field of effect.remember ?? []) {
        const key = memoryKey(index, field);
        if (key in nextMemory) {
          const { [key]: restored, ...rest } = nextMemory;
          data = { ...data, [field]: restored };
          nextMemory = rest;
        }
      }
    }
  });
  return { data, memory: nextMemory };
}

function without(data: FormData, field: string): FormData {
  if (!(field in data)) return data;
  const { [field]: _removed, ...rest } = data;
  return rest;
}
