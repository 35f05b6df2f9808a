import type { WidgetProps } from "@rjsf/utils";
import { useId, useMemo, useState } from "react";
import { engineContextOf, truncateLabel, useControlProps } from "../../src/engine/index.ts";
import { searchKey } from "../countrySelect/country-search.ts";

type Labels = Readonly<Record<string, string>>;

/**
 * A long list to choose from (the tax offices): a search box that narrows a native select. The
 * values are the field's `enum`; their names come from `ui:options.labels` (a dictionary of
 * value to name) or the localised enum names, sorted by name in the user's language.
 */
export function SearchSelectWidget(props: WidgetProps) {
  const { id, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, registry } =
    props;
  const value: unknown = props.value;
  const { translator } = engineContextOf(registry);
  const control = useControlProps(props);
  const [search, setSearch] = useState("");
  const searchId = useId();
  const labels = (options.labels ?? {}) as Labels;
  const enumOptions = options.enumOptions ?? [];
  const optionsKey = enumOptions.map((o) => String(o.value)).join();
  const sorted = useMemo(
    () =>
      enumOptions
        .map((option) => {
          const code = String(option.value);
          const name = labels[code] ?? option.label;
          return { code, name, key: searchKey(name, translator.intlTag) };
        })
        .sort((a, b) => a.name.localeCompare(b.name, translator.intlTag)),
    // The list changes only with the values offered and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [optionsKey, labels, translator.intlTag],
  );
  const wanted = searchKey(search, translator.intlTag);
  const visible = wanted
    ? sorted.filter((o) => o.code === value || o.key.includes(wanted))
    : sorted;
  return (
    <div className="search-select">
      <label className="visually-hidden" htmlFor={searchId}>
        {placeholder || translator.t("common:search")}
      </label>
      <input
        id={searchId}
        className="input search-select__search"
        type="search"
        value={search}
        placeholder={placeholder || undefined}
        autoComplete="off"
        disabled={disabled || readonly}
        onChange={(event) => setSearch(event.target.value)}
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
          <option key={option.code} value={option.code} title={option.name}>
            {truncateLabel(option.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
