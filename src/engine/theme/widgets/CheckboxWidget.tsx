import type { WidgetProps } from "@rjsf/utils";
import { ownsLabel } from "../owns-label.ts";
import { describedByOf } from "../form-context.ts";

/** A single tick box with its label beside it; its error clears as soon as it changes. */
export const CheckboxWidget = ownsLabel(function CheckboxWidget(props: WidgetProps) {
  const { id, label, onChange, onBlur, onFocus, disabled, readonly, required, rawErrors } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  return (
    <div className="checkbox">
      <input
        id={id}
        name={props.htmlName ?? id}
        type="checkbox"
        className="checkbox__input"
        checked={value === true}
        disabled={disabled || readonly}
        required={required}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={describedByOf(props)}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
});
