import type { WidgetProps } from "@rjsf/utils";
import { helpBelow, ownsLabel } from "../widget-marks.ts";
import { useControlProps } from "../form-context.ts";

/** A single tick box with its label beside it; its error clears as soon as it changes. */
export const CheckboxWidget = helpBelow(
  ownsLabel(function CheckboxWidget(props: WidgetProps) {
    const { id, label, onChange, onBlur, onFocus, disabled, readonly } = props;
    // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
    const value: unknown = props.value;
    const control = useControlProps(props);
    return (
      <div className="checkbox">
        <input
          {...control}
          type="checkbox"
          className="checkbox__input"
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.checked ? true : undefined)}
          onBlur={(event) => onBlur(id, event.target.checked)}
          onFocus={(event) => onFocus(id, event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    );
  }),
);
