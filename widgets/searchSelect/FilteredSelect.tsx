import type { WidgetProps } from "@rjsf/utils";
import { useId } from "react";
import { engineContextOf, useControlProps } from "../../src/engine/index.ts";

export interface FilteredOption {
  code: string;
  name: string;
}

interface FilteredSelectProps {
  widget: WidgetProps;
  /** The options the search leaves, in order (the chosen one always among them). */
  visible: readonly FilteredOption[];
  search: string;
  onSearch: (typed: string) => void;
  /** The search box's name when the field has no placeholder. */
  searchLabel: string;
  className: string;
}

/**
 * A search box above a native select, for long lists: what the user types narrows the options
 * (the caller decides how); the select stays a native control, so keyboards, screen readers and
 * phones handle it as they know. Enter in the search box chooses the first option it left (a
 * search box is not where the form is sent from).
 */
export function FilteredSelect({
  widget,
  visible,
  search,
  onSearch,
  searchLabel,
  className,
}: FilteredSelectProps) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, placeholder, registry } = widget;
  const value: unknown = widget.value;
  const { translator } = engineContextOf(registry);
  const control = useControlProps(widget);
  const searchId = useId();
  return (
    <div className={className}>
      <label className="visually-hidden" htmlFor={searchId}>
        {placeholder || searchLabel}
      </label>
      <input
        id={searchId}
        className={`input ${className}__search`}
        type="search"
        value={search}
        placeholder={placeholder || undefined}
        autoComplete="off"
        disabled={disabled || readonly}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          const first = visible[0];
          if (first && first.code !== value) onChange(first.code);
        }}
      />
      <select
        {...control}
        className="select"
        value={typeof value === "string" ? value : ""}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value || undefined)}
        onBlur={(event) => onBlur(id, event.target.value || undefined)}
        onFocus={(event) => onFocus(id, event.target.value || undefined)}
      >
        <option value="">
          {visible.length
            ? translator.t("common:selectPlaceholder")
            : translator.t("common:noOptions")}
        </option>
        {visible.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
