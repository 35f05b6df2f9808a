import type { WidgetProps } from "@rjsf/utils";
import { useMemo, useState } from "react";
import { engineContextOf } from "../../src/engine/index.ts";
import { searchKey } from "../countrySelect/country-search.ts";
import { FilteredSelect } from "./FilteredSelect.tsx";

type Labels = Readonly<Record<string, string>>;

/**
 * A long list to choose from (the tax offices): a search box that narrows a native select. The
 * values are the field's `enum`; their names come from `ui:options.labels` (a dictionary of
 * value to name) or the localised enum names, sorted by name in the user's language.
 */
export function SearchSelectWidget(props: WidgetProps) {
  const { options, registry } = props;
  const value: unknown = props.value;
  const { translator } = engineContextOf(registry);
  const [search, setSearch] = useState("");
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
    <FilteredSelect
      widget={props}
      visible={visible}
      search={search}
      onSearch={setSearch}
      searchLabel={translator.t("common:search")}
      className="search-select"
    />
  );
}
