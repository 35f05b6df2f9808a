import type { WidgetProps } from "@rjsf/utils";
import { useId, useMemo, useState } from "react";
import {
  useControlProps,
  countryName,
  engineContextOf,
  useFormState,
  filterInput,
  truncateLabel,
} from "../../src/engine/index.ts";
import { searchKey } from "./country-search.ts";
import { sortCountries } from "./sort-countries.ts";

/**
 * A country select with a search box: the user's language country first, then the priority
 * list (European countries), then the rest alphabetically; countries named by other fields'
 * values (`ui:options.exclude`) are left out. Search accepts letters only.
 */
export function CountrySelectWidget(props: WidgetProps) {
  const { id, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, registry } =
    props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, context } = engineContextOf(registry);
  const control = useControlProps(props);
  const [search, setSearch] = useState("");
  const searchId = useId();
  const excludedFields = Array.isArray(options.exclude) ? (options.exclude as string[]) : [];
  const excludedValues = useFormState(registry, (s) =>
    excludedFields.map((field) => s.data[field]).filter((v): v is string => typeof v === "string"),
  );
  const excluded = new Set(excludedValues);
  const priority = Array.isArray(options.priority) ? (options.priority as string[]) : [];
  const codes = (options.enumOptions ?? [])
    .map((option) => String(option.value))
    .filter((code) => !excluded.has(code));
  const codesKey = codes.join();
  const sorted = useMemo(
    () =>
      sortCountries(codes, {
        first: typeof context.languageCountry === "string" ? context.languageCountry : undefined,
        priority,
        nameOf: (code) => countryName(code, translator.intlTag),
        locale: translator.intlTag,
      }).map((country) => ({ ...country, key: searchKey(country.name, translator.intlTag) })),
    // The option list changes only with the language and the excluded values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [codesKey, translator.intlTag, context.languageCountry],
  );
  const wanted = searchKey(search, translator.intlTag);
  const visible = wanted
    ? sorted.filter((c) => c.code === value || c.key.includes(wanted))
    : sorted;
  return (
    <div className="country-select">
      <label className="visually-hidden" htmlFor={searchId}>
        {placeholder || translator.t("common:searchCountry")}
      </label>
      <input
        id={searchId}
        className="input country-select__search"
        type="search"
        value={search}
        placeholder={placeholder || undefined}
        autoComplete="off"
        disabled={disabled || readonly}
        onChange={(event) => setSearch(filterInput(event.target.value, "letters"))}
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
        {visible.map((country) => (
          <option key={country.code} value={country.code} title={country.name}>
            {truncateLabel(country.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
