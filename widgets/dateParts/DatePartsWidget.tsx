import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import {
  engineContextOf,
  FieldIntro,
  fieldOfId,
  filteredPasteHandler,
  leavesGroup,
  legendGroup,
  monthNames,
  useFieldDescription,
} from "../../src/engine/index.ts";
import { joinDate, onlyDigits, splitDate, type DateParts } from "./date-parts.ts";

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Day, month (select) and year; the field validates when focus leaves the whole group. */
export const DatePartsWidget = legendGroup(function DatePartsWidget(props: WidgetProps) {
  const { id, label, onChange, onBlur, disabled, readonly, registry } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, namespace } = engineContextOf(registry);
  // The boxes show what was typed ("1" while a day is being typed), not the padded value ("01");
  // a value set from outside (restored, cleared) replaces it.
  const [typed, setTyped] = useState(() => ({ parts: splitDate(value), value }));
  let parts = typed.parts;
  if (typed.value !== value) {
    parts = splitDate(value);
    setTyped({ parts, value });
  }
  const field = fieldOfId(id, registry);
  const key = (part: string) => [`${namespace}:fields.${field}.${part}`, `common:date.${part}`];
  const set = (patch: Partial<DateParts>) => {
    const next = { ...parts, ...patch };
    const joined = joinDate(next);
    setTyped({ parts: next, value: joined });
    onChange(joined);
  };
  const months = monthNames(translator.intlTag);
  const { describedBy, invalid } = useFieldDescription(props);
  return (
    <fieldset
      className="date-parts"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        if (leavesGroup(event)) onBlur(id, value);
      }}
    >
      <legend className="field__label">{label}</legend>
      <FieldIntro id={id} uiSchema={props.uiSchema} registry={registry} />
      <div className="date-parts__item">
        <label htmlFor={id}>{translator.t(key("day"))}</label>
        <input
          id={id}
          className="input input--2"
          inputMode="numeric"
          maxLength={2}
          value={parts.day}
          disabled={disabled || readonly}
          onChange={(event) => set({ day: onlyDigits(event.target.value, 2) })}
          onPaste={filteredPasteHandler(digitsOf, (day) => set({ day }))}
        />
      </div>
      <div className="date-parts__item">
        <label htmlFor={`${id}-month`}>{translator.t(key("month"))}</label>
        <select
          id={`${id}-month`}
          className="select"
          value={parts.month ? String(Number(parts.month)) : ""}
          disabled={disabled || readonly}
          onChange={(event) => set({ month: event.target.value })}
        >
          <option value="">{translator.t("common:selectPlaceholder")}</option>
          {months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="date-parts__item">
        <label htmlFor={`${id}-year`}>{translator.t(key("year"))}</label>
        <input
          id={`${id}-year`}
          className="input input--4"
          inputMode="numeric"
          maxLength={4}
          value={parts.year}
          disabled={disabled || readonly}
          onChange={(event) => set({ year: onlyDigits(event.target.value, 4) })}
          onPaste={filteredPasteHandler(digitsOf, (year) => set({ year }))}
        />
      </div>
    </fieldset>
  );
});
