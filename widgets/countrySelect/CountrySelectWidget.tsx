import type { WidgetProps } from "@rjsf/utils";
import { useMemo, useState } from "react";
import { countryName, engineContextOf, useFormState, filterInput } from "../../src/engine/index.ts";
import { FilteredSelect } from "../searchSelect/FilteredSelect.tsx";
import { searchKey } from "./country-search.ts";
import { sortCountries } from "./sort-countries.ts";

/**
 * A country select with a search box: the user's language country first, then the priority
 * list (European countries), then the rest alphabetically; countries named by other fields'
 * values (`ui:options.exclude`) are left out. Search accepts letters only.
 */
export function CountrySelectWidget(props: WidgetProps) {
  const { options, registry } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, context } = engineContextOf(registry);
  const [search, setSearch] = useState("");
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
      }),
    // The option list changes only with the language and the excluded values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [codesKey, translator.intlTag, context.languageCountry],
  );
  const wanted = searchKey(search, translator.intlTag);
  // The names' search keys are made when the client first searches, not when the step opens.
  const searching = wanted !== "";
  const keys = useMemo(
    () => (searching ? sorted.map((c) => searchKey(c.name, translator.intlTag)) : []),
    [searching, sorted, translator.intlTag],
  );
  const visible = searching
    ? sorted.filter((c, index) => c.code === value || keys[index]!.includes(wanted))
    : sorted;
  return (
    <FilteredSelect
      widget={props}
      visible={visible}
      search={search}
      onSearch={(typed) => setSearch(filterInput(typed, "letters"))}
      searchLabel={translator.t("common:searchCountry")}
      className="country-select"
    />
  );
}
