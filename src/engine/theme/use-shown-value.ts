/**
 * Text inputs are uncontrolled: the browser keeps what the user types, and the input is not
 * re-rendered for its own keys. What it shows still follows its field's value when that changes
 * from elsewhere (a prefill, a postal code filling the city, a value dropped as its field hides,
 * new props): the value is written into the input only when it differs from what the input
 * shows, so the caret stays where the user is typing.
 */
import { useLayoutEffect, type RefObject } from "react";
import { engineContextOf, fieldOfId, isFieldId, type FieldNames } from "./form-context.ts";

/** What an input shows for a field's value. */
export function textOfValue(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

function show(input: HTMLInputElement | null, value: unknown): void {
  if (!input) return;
  // A number typed as "03" or "1e3" is the value already: the input keeps the user's text.
  if (typeof value === "number" && input.value.trim() !== "" && Number(input.value) === value)
    return;
  const text = textOfValue(value);
  if (input.value !== text) input.value = text;
}

export function useShownValue(
  input: RefObject<HTMLInputElement | null>,
  value: unknown,
  { id, registry }: { id: string; registry: { formContext?: unknown } & FieldNames },
): void {
  const controller = registry.formContext ? engineContextOf(registry).controller : undefined;
  const field = fieldOfId(id, registry);
  // A field's own input follows the controller; a part inside a field (an array's item) is
  // rendered by RJSF, and follows the value it is handed.
  const follows = controller !== undefined && isFieldId(id, field);
  useLayoutEffect(() => {
    if (!follows) show(input.current, value);
  }, [input, value, follows]);
  useLayoutEffect(() => {
    if (!follows) return;
    const follow = () => show(input.current, controller.getSnapshot().data[field]);
    follow();
    return controller.subscribeField(field, follow);
  }, [input, controller, field, follows]);
}

/**
 * Drops what a filter does not allow from what the user typed, keeping the caret after the
 * characters that stayed: the input's text as the filter leaves it.
 */
export function applyFilter(input: HTMLInputElement, filter: (text: string) => string): string {
  const typed = input.value;
  const text = filter(typed);
  if (text === typed) return text;
  const caret = input.selectionStart;
  const kept = caret === null ? text.length : filter(typed.slice(0, caret)).length;
  input.value = text;
  // Inputs without a selection (email, number) keep the browser's own caret.
  if (input.selectionStart !== null) input.setSelectionRange(kept, kept);
  return text;
}
