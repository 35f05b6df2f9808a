import type { WidgetProps } from "@rjsf/utils";
import { memo } from "react";
import { engineContextOf, useControlProps } from "../form-context.ts";

/**
 * A native select. Option labels are shown whole: a cut label ("Engineering, IT and…") can hide
 * what tells two options apart, and the browser's own list wraps or scrolls long names. The
 * select renders again when its field's error comes or goes (a submit marks every field in
 * error); its options are a component of their own that renders only when the list changes, so
 * React does not visit 250 countries again for it.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, registry } =
    props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const control = useControlProps(props);
  const { translator } = engineContextOf(registry);
  const enumOptions = options.enumOptions ?? NO_OPTIONS;
  const selectedIndex = enumOptions.findIndex((option) => option.value === value);
  const valueAt = (index: string): unknown =>
    index === "" ? undefined : enumOptions[Number(index)]?.value;
  return (
    <select
      {...control}
      className="select"
      value={selectedIndex >= 0 ? String(selectedIndex) : ""}
      disabled={disabled || readonly}
      onChange={(event) => onChange(valueAt(event.target.value))}
      onBlur={(event) => onBlur(id, valueAt(event.target.value))}
      onFocus={(event) => onFocus(id, valueAt(event.target.value))}
    >
      <option value="">{placeholder || translator.t("common:selectPlaceholder")}</option>
      <Options options={enumOptions} />
    </select>
  );
}

/** A list's options, valued by their index in it. */
const Options = memo(function Options({ options }: { options: typeof NO_OPTIONS }) {
  return options.map((option, index) => (
    <option key={String(option.value)} value={String(index)}>
      {option.label}
    </option>
  ));
});

const NO_OPTIONS: NonNullable<WidgetProps["options"]["enumOptions"]> = [];
