import type { WidgetProps } from "@rjsf/utils";
import { ownsLabel } from "../widget-marks.ts";
import { leavesGroup, useFieldDescription } from "../form-context.ts";

/**
 * Radios in a fieldset whose legend is the field's label. The first radio carries the field's id.
 * The field is validated when focus leaves the group, not when it moves between its radios.
 */
export const RadioWidget = ownsLabel(function RadioWidget(props: WidgetProps) {
  const { id, label, options, onChange, onBlur, onFocus, disabled, readonly } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { describedBy, invalid } = useFieldDescription(props);
  return (
    <fieldset
      className="radios"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        if (leavesGroup(event)) onBlur(id, value);
      }}
    >
      <legend className="field__label">{label}</legend>
      {(options.enumOptions ?? []).map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div className="radio" key={String(option.value)}>
            <input
              id={optionId}
              type="radio"
              name={props.htmlName ?? id}
              className="radio__input"
              checked={option.value === value}
              disabled={disabled || readonly}
              onChange={() => onChange(option.value)}
              onFocus={() => onFocus(id, value)}
            />
            <label className="radio__label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
});
