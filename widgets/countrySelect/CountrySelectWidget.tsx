import type { WidgetProps } from "@rjsf/utils";
import { useMemo } from "react";
import {
  countryName,
  engineContextOf,
  filterInput,
  isInputFilterName,
  useFormState,
  type InputFilterName,
} from "../../src/engine/index.ts";
import { Combobox } from "../combobox/Combobox.tsx";
import { sortCountries } from "./sort-countries.ts";

/**
 * A country combobox: the user's language country first, then the priority list (European
 * countries), then the rest alphabetically; countries named by other fields' values
 * (`ui:options.exclude`) are left out. Typing keeps what `ui:options.inputFilter` allows.
 */
export function CountrySelectWidget(props: WidgetProps) {
  const { options, registry } = props;
  const { translator, context } = engineContextOf(registry);
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
  return (
    <Combobox
      widget={props}
      options={sorted}
      keepTyped={isInputFilterName(options.inputFilter) ? keepAs(options.inputFilter) : undefined}
      hint={translator.t("common:searchCountry")}
      className="country-select"
    />
  );
}

const keepAs = (filter: InputFilterName) => (typed: string) => filterInput(typed, filter);
