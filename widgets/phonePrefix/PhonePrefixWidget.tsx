import type { WidgetProps } from "@rjsf/utils";
import { useEffect } from "react";
import { countryName, engineContextOf, useControlProps } from "../../src/engine/index.ts";
import { orderPrefixes } from "./order-prefixes.ts";

type StringLists = Readonly<Record<string, readonly string[]>>;

/**
 * The country code of a phone number: a native select of "+48 Poland" entries over the field's
 * `enum` of countries, ordered by `orderPrefixes`; with no value yet, the first entry is chosen.
 */
export function PhonePrefixWidget(props: WidgetProps) {
  const { id, options, onChange, onBlur, onFocus, disabled, readonly, registry, schema } = props;
  const value: unknown = props.value;
  const control = useControlProps(props);
  const { translator, context } = engineContextOf(registry);
  const prefixes = (options.prefixes ?? {}) as Readonly<Record<string, string>>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const countries = orderPrefixes({
    countries: (schema.enum ?? []).map(String),
    firstByLanguage: (options.firstByLanguage ?? {}) as StringLists,
    language: text(context.language) ?? "",
    home: [text(context.residenceCountry), text(context.languageCountry)],
    onlyForEmailDomains: (options.onlyForEmailDomains ?? {}) as StringLists,
    email: text(context.email),
  });
  const first = countries[0];
  useEffect(() => {
    if (value === undefined && first !== undefined && !readonly) onChange(first);
  }, [value, first, readonly, onChange]);
  const selected = typeof value === "string" && countries.includes(value) ? value : "";
  return (
    <select
      {...control}
      className="select select--prefix"
      value={selected}
      autoComplete="tel-country-code"
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      {selected === "" ? (
        <option value="">{translator.t("common:selectPlaceholder")}</option>
      ) : null}
      {countries.map((country) => (
        <option key={country} value={country}>
          {`+${prefixes[country] ?? ""} ${countryName(country, translator.intlTag)}`}
        </option>
      ))}
    </select>
  );
}
