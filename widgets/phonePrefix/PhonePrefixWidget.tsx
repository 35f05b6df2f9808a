import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useMemo } from "react";
import { countryName, engineContextOf } from "../../src/engine/index.ts";
import { Combobox } from "../combobox/Combobox.tsx";
import { defaultPrefix, orderPrefixes } from "./order-prefixes.ts";

type StringLists = Readonly<Record<string, readonly string[]>>;

/**
 * The country code of a phone number: a combobox of "+48 Poland" entries over the field's `enum`
 * of countries, ordered by `orderPrefixes` (typing "48" or "pol" finds Poland); with no value
 * yet, the residence's code is chosen (`defaultPrefix`).
 */
export function PhonePrefixWidget(props: WidgetProps) {
  const { options, onChange, readonly, registry, schema } = props;
  const value: unknown = props.value;
  const { translator, context } = engineContextOf(registry);
  const prefixes = (options.prefixes ?? {}) as Readonly<Record<string, string>>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const home = [text(context.residenceCountry), text(context.languageCountry)];
  const countries = orderPrefixes({
    countries: (schema.enum ?? []).map(String),
    firstByLanguage: (options.firstByLanguage ?? {}) as StringLists,
    language: text(context.language) ?? "",
    home,
    onlyForEmailDomains: (options.onlyForEmailDomains ?? {}) as StringLists,
    email: text(context.email),
  });
  const chosenFirst = defaultPrefix(countries, home);
  useEffect(() => {
    if (value === undefined && chosenFirst !== undefined && !readonly) onChange(chosenFirst);
  }, [value, chosenFirst, readonly, onChange]);
  const countriesKey = countries.join();
  const entries = useMemo(
    () =>
      countries.map((country) => ({
        code: country,
        name: `+${prefixes[country] ?? ""} ${countryName(country, translator.intlTag)}`,
      })),
    // The entries change only with the countries offered and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [countriesKey, prefixes, translator.intlTag],
  );
  return <Combobox widget={props} options={entries} className="phone-prefix" />;
}
