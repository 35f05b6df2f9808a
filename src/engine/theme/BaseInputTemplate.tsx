import type { BaseInputTemplateProps } from "@rjsf/utils";
import { asNumber, getUiOptions } from "@rjsf/utils";
import { useRef, type ChangeEvent } from "react";
import { filteredPasteHandler } from "../logic/filtered-paste.ts";
import { filterInput, isInputFilterName } from "../logic/input-filters.ts";
import { useControlProps } from "./form-context.ts";
import { applyFilter, textOfValue, useShownValue } from "./use-shown-value.ts";

/**
 * A text input: filtered as the user types or pastes, validated on blur. It is uncontrolled and
 * follows its field's value itself (`useShownValue`), so typing in it re-renders nothing.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
    schema,
    uiSchema,
    placeholder,
    autofocus,
  } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const input = useRef<HTMLInputElement>(null);
  useShownValue(input, value, props);
  const control = useControlProps(props);
  const options = getUiOptions(uiSchema);
  const filter = isInputFilterName(options.inputFilter) ? options.inputFilter : "default";
  const type =
    typeof options.inputType === "string"
      ? options.inputType
      : props.type === "password"
        ? "password"
        : "text";
  const filterText = (text: string) => (type === "password" ? text : filterInput(text, filter));
  // A number's box gives a number once its text reads as one ("12", "1.5"), and its text while
  // it does not yet ("1.", "-"), which its check then names.
  const numeric = schema.type === "number" || schema.type === "integer";
  const set = (text: string) =>
    onChange(text === "" ? undefined : numeric ? (asNumber(text) as unknown) : text);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    set(applyFilter(event.target, filterText));
  return (
    <input
      {...control}
      ref={input}
      className="input"
      type={type}
      defaultValue={textOfValue(value)}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === "number" ? schema.maxLength : undefined}
      autoComplete={typeof options.autocomplete === "string" ? options.autocomplete : "off"}
      inputMode={
        typeof options.inputMode === "string" ? (options.inputMode as "numeric") : undefined
      }
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={handleChange}
      onPaste={filteredPasteHandler(filterText, set)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
