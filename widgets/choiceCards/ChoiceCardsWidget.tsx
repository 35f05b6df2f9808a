import type { WidgetProps } from "@rjsf/utils";
import {
  engineContextOf,
  FieldIntro,
  leavesGroup,
  legendGroup,
  useFieldDescription,
} from "../../src/engine/index.ts";

/**
 * A choice among a few options shown as large cards (radios underneath). Options listed in
 * `ui:options.recommended` carry a 'Recommended' badge; those in `footnoted` point to the
 * step's `footnote` text.
 */
export const ChoiceCardsWidget = legendGroup(function ChoiceCardsWidget(props: WidgetProps) {
  const { id, label, options, onChange, onBlur, disabled, readonly, registry } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, namespace } = engineContextOf(registry);
  const { describedBy, invalid } = useFieldDescription(props);
  const recommended = new Set(
    (Array.isArray(options.recommended) ? options.recommended : []).map(String),
  );
  const footnoted = new Set(
    (Array.isArray(options.footnoted) ? options.footnoted : []).map(String),
  );
  return (
    <fieldset
      className="choice-cards"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        if (leavesGroup(event)) onBlur(id, value);
      }}
    >
      <legend className="field__label">{label}</legend>
      <FieldIntro id={id} uiSchema={props.uiSchema} registry={registry} />
      {(options.enumOptions ?? []).map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        const isRecommended = recommended.has(String(option.value));
        return (
          <div
            key={String(option.value)}
            className={`choice-card${option.value === value ? " choice-card--selected" : ""}`}
          >
            <input
              id={optionId}
              type="radio"
              className="choice-card__input"
              name={props.htmlName ?? id}
              checked={option.value === value}
              disabled={disabled || readonly}
              onChange={() => onChange(option.value)}
            />
            <label className="choice-card__label" htmlFor={optionId}>
              {option.label}
              {isRecommended ? (
                <span className="badge">{translator.t("common:recommended")}</span>
              ) : null}
            </label>
          </div>
        );
      })}
      {footnoted.size ? (
        <p className="field__help">{translator.t(`${namespace}:footnote`)}</p>
      ) : null}
    </fieldset>
  );
});
