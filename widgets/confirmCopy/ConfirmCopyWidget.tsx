import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useRef } from "react";
import {
  engineContextOf,
  fieldOfId,
  matchesCondition,
  ownsLabel,
  useFieldDescription,
  useFormState,
} from "../../src/engine/index.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";

/** Whether the source passes its schema; a keyword conditions cannot evaluate is left to the server. */
function passes(schema: JsonSchema, value: string): boolean {
  try {
    return matchesCondition(schema, value);
  } catch {
    return true;
  }
}

/**
 * A read-only copy of another field (`ui:options.source`) with a 'save and continue' button
 * that confirms it. Paste is impossible: the value is never typed. Changing the source clears
 * the confirmation (an `onChange` effect in the UI schema).
 */
export const ConfirmCopyWidget = ownsLabel(function ConfirmCopyWidget(props: WidgetProps) {
  const { id, label, options, onChange, registry, disabled } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, namespace } = engineContextOf(registry);
  const source = typeof options.source === "string" ? options.source : "";
  const sourceValue = useFormState(registry, (s) => s.data[source]);
  const { describedBy } = useFieldDescription(props);
  const sourceSchema = (registry.rootSchema.properties?.[source] ?? {}) as JsonSchema;
  const sourceValid = typeof sourceValue === "string" && passes(sourceSchema, sourceValue);
  const confirmed = typeof value === "string" && value === sourceValue;
  const field = fieldOfId(id, registry);
  const key = (part: string) => `${namespace}:fields.${field}.${part}`;
  // The button that had focus disappears when it confirms; focus moves to the status that
  // replaces it, once, and never again while the user types elsewhere.
  const status = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  useEffect(() => {
    if (confirmed && focusStatus.current) status.current?.focus();
    focusStatus.current = false;
  }, [confirmed]);
  const confirm = () => {
    if (!sourceValid || disabled) return;
    focusStatus.current = true;
    onChange(sourceValue);
  };
  // Enter in the source field presses this button, the one that shows beside what was typed,
  // rather than sending the whole step (docs/decisions/forms.md, "Enter is the button that shows").
  // A value the button would not take is left to the form, whose submit names what is wrong.
  const sourceId = `${id.slice(0, id.length - field.length)}${source}`;
  const confirmOnEnter = useRef(confirm);
  useEffect(() => {
    confirmOnEnter.current = confirm;
  });
  const pressable = !confirmed && sourceValid && !disabled;
  useEffect(() => {
    const input = document.getElementById(sourceId);
    if (!input || !pressable) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.isComposing) return;
      event.preventDefault();
      confirmOnEnter.current();
    };
    input.addEventListener("keydown", onKeyDown);
    return () => input.removeEventListener("keydown", onKeyDown);
  }, [sourceId, pressable]);
  return (
    <div
      className="confirm-copy"
      role="group"
      aria-labelledby={`${id}__label`}
      aria-describedby={describedBy}
    >
      <p id={`${id}__label`} className="field__label">
        {label}
      </p>
      <output id={`${id}__copy`} className="confirm-copy__value">
        {typeof sourceValue === "string" ? sourceValue : ""}
      </output>
      {confirmed ? (
        <p className="confirm-copy__done" role="status" tabIndex={-1} ref={status}>
          {translator.t(key("confirmed"))}
        </p>
      ) : (
        <button
          id={id}
          type="button"
          className="button"
          aria-disabled={!sourceValid || disabled || undefined}
          onClick={confirm}
        >
          {translator.t(key("save"))}
        </button>
      )}
    </div>
  );
});
