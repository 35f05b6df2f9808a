/**
 * A text input's value while it is typed into: every key reaches the form's controller at once
 * (effects, checks, Next), and RJSF when focus leaves the field (FormController.changeField says
 * why). A value RJSF brings from outside meanwhile (an effect cleared or restored the field)
 * replaces what was typed.
 */
import { useState } from "react";
import { engineContextOf, fieldOfId } from "./form-context.ts";

interface TypedInputProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  registry: { formContext?: unknown };
}

export function useTypedValue({ id, value, onChange, registry }: TypedInputProps) {
  const { controller } = engineContextOf(registry);
  const field = fieldOfId(id);
  // `base` is RJSF's value when the typing began: while RJSF still has it, the typed value shows.
  const [typed, setTyped] = useState<{ value: unknown; base: unknown } | undefined>();
  const pending = typed !== undefined && Object.is(typed.base, value);
  return {
    value: pending ? typed.value : value,
    change(next: unknown): void {
      if (controller.shapesForm(field)) {
        setTyped(undefined);
        onChange(next);
        return;
      }
      setTyped({ value: next, base: value });
      controller.changeField(field, next);
    },
    /** Hands the typed value to RJSF; call it when focus leaves the field, before its blur. */
    commit(): void {
      if (!pending) return;
      setTyped(undefined);
      controller.commitField(field);
      if (!Object.is(typed.value, value)) onChange(typed.value);
    },
  };
}
