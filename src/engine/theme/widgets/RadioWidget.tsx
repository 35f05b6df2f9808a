import type { WidgetProps } from "@rjsf/utils";
import { legendGroup } from "../widget-marks.ts";
import { FieldIntro } from "../FieldTemplate.tsx";
import { leavesGroup, useFieldDescription } from "../form-context.ts";

/**
 * Radios in a fieldset whose legend is the field's label. The first radio carries the field's id.
 * The field is validated when focus leaves the group, not when it moves between its radios.
 * Each option's whole row is its label, so all of it (44 px high at least) selects it;
 * `ui:options.cards` shows the options as selectable cards (short single choices).
 */
export const RadioWidget = legendGroup(function RadioWidget(props: WidgetProps) {
  const { id, label, options, onChange, onBlur, onFocus, disabled, readonly } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { describedBy, invalid } = useFieldDescription(props);
  return (
    <fieldset
      className={options.cards ? "radios radios--cards" : "radios"}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        if (leavesGroup(event)) onBlur(id, value);
      }}
    >
      <legend className="field__label">{label}</legend>
      <FieldIntro id={id} uiSchema={props.uiSchema} registry={props.registry} />
      {(options.enumOptions ?? []).map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <label
            className={option.value === value ? "radio radio--selected" : "radio"}
            key={String(option.value)}
            htmlFor={optionId}
          >
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
            <span className="radio__label">{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
});
