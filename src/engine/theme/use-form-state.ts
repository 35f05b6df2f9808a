/**
 * A template's or widget's subscription to the part of the form's state it shows. RJSF's
 * `formContext` stays the same object for the life of a form, so a keystroke re-renders only the
 * field that changed and the parts whose selected state changed, never the whole form.
 */
import { useCallback, useRef, useSyncExternalStore } from "react";
import type { FormController, FormSnapshot } from "../form/form-controller.ts";
import type { EngineFormContext } from "./engine-form-context.ts";

/** Equal arrays of equal items, or equal values. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, i) => Object.is(item, b[i]));
}

/** The selected part of a form's state, read through RJSF's registry (templates, widgets). */
export function useFormState<T>(
  registry: { formContext?: unknown },
  select: (snapshot: FormSnapshot) => T,
  equal: (a: T, b: T) => boolean = shallowEqual,
): T {
  return useControllerState((registry.formContext as EngineFormContext).controller, select, equal);
}

/** The selected part of a controller's state; re-renders only when the selection changes. */
export function useControllerState<T>(
  controller: FormController,
  select: (snapshot: FormSnapshot) => T,
  equal: (a: T, b: T) => boolean = shallowEqual,
): T {
  return useSelection(controller, controller.subscribe, select, equal);
}

/**
 * The selected part of one field's state: `select` reads the field's own value and the form's
 * state besides its data (errors, notices, sections), never another field's value nor the parts
 * only the form shows (a submit under way, focus, the summary, dialogs). It is asked again only
 * when those it may read have changed (`FormController.subscribeField`).
 */
export function useFieldState<T>(
  registry: { formContext?: unknown },
  field: string,
  select: (snapshot: FormSnapshot) => T,
  equal: (a: T, b: T) => boolean = shallowEqual,
): T {
  const { controller } = registry.formContext as EngineFormContext;
  const subscribe = useCallback(
    (listener: () => void) => controller.subscribeField(field, listener),
    [controller, field],
  );
  return useSelection(controller, subscribe, select, equal);
}

function useSelection<T>(
  controller: FormController,
  subscribe: (listener: () => void) => () => void,
  select: (snapshot: FormSnapshot) => T,
  equal: (a: T, b: T) => boolean,
): T {
  const last = useRef<
    { snapshot: FormSnapshot; select: (snapshot: FormSnapshot) => T; value: T } | undefined
  >(undefined);
  // A selection is reused only for the same snapshot and the same selector: a selector made
  // during a render may read values of that render (the open section), not of the last one.
  const read = (): T => {
    const snapshot = controller.getSnapshot();
    const cached = last.current;
    if (cached?.snapshot === snapshot && cached.select === select) return cached.value;
    const value = select(snapshot);
    const kept = cached && equal(cached.value, value) ? cached.value : value;
    last.current = { snapshot, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(subscribe, read, read);
}
