import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useRef } from "react";
import {
  engineContextOf,
  fieldOfId,
  filterInput,
  stopsWhileAway,
  useControlProps,
  useFormState,
} from "../../src/engine/index.ts";
import {
  COMPLETE_POSTAL_CODE_LENGTH,
  maskPolishPostalCode,
  readPostalCodeAddresses,
} from "./postal-code-mask.ts";

interface PostalCodeOptions {
  /** The field holding the address's country. */
  countryField?: string;
  /** Countries whose codes take the ##-### mask and are looked up. */
  maskCountries?: string[];
  /** The server action answering `postalCodeAddresses` for a code. */
  lookup?: string;
  /** The key the cities and streets found are shared under, for the city and street fields. */
  shareAs?: string;
  /** The field a single city found is filled into. */
  cityField?: string;
}

/**
 * A postal code: with the ##-### mask for the masked countries, and once complete a look-up
 * whose cities and streets the city and street fields offer; a single city is filled in (and
 * checked again). Other countries' codes are typed freely. Its look-up stops while its field is
 * away.
 */
export const PostalCodeWidget = stopsWhileAway(function PostalCodeWidget(props: WidgetProps) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, registry } = props;
  const options = props.options as PostalCodeOptions;
  const { controller, lookup } = engineContextOf(registry);
  const control = useControlProps(props);
  const country = useFormState(registry, (s) => s.data[options.countryField ?? "country"]);
  const masked = typeof country === "string" && (options.maskCountries ?? []).includes(country);
  const value = typeof props.value === "string" ? props.value : "";
  const asked = useRef<string | undefined>(undefined);

  useEffect(() => {
    const shareAs = options.shareAs;
    if (!masked || !options.lookup || !shareAs) return;
    if (value.length !== COMPLETE_POSTAL_CODE_LENGTH) {
      if (asked.current !== undefined) controller.share(shareAs, undefined);
      asked.current = undefined;
      return;
    }
    if (asked.current === value) return;
    asked.current = value;
    const abort = new AbortController();
    void lookup(options.lookup, { postalCode: value }, abort.signal).then((answer) => {
      if (abort.signal.aborted || !answer) return;
      const addresses = readPostalCodeAddresses(answer.postalCodeAddresses);
      controller.share(shareAs, addresses);
      const cities = Object.keys(addresses);
      const cityField = options.cityField;
      if (
        cityField &&
        cities.length === 1 &&
        controller.getSnapshot().data[cityField] !== cities[0]
      )
        controller.fill({ [cityField]: cities[0] });
    });
    return () => abort.abort();
  }, [masked, value, options.lookup, options.shareAs, options.cityField, controller, lookup]);

  return (
    <input
      {...control}
      className="input"
      type="text"
      value={value}
      inputMode={masked ? "numeric" : undefined}
      maxLength={masked ? COMPLETE_POSTAL_CODE_LENGTH : 10}
      autoComplete="postal-code"
      placeholder={masked ? "00-000" : undefined}
      disabled={disabled || readonly}
      onChange={(event) => {
        const typed = event.target.value;
        const next = masked ? maskPolishPostalCode(typed) : filterInput(typed).slice(0, 10);
        onChange(next || undefined);
      }}
      onBlur={(event) => onBlur(id, event.target.value || undefined)}
      onFocus={(event) => onFocus(id, event.target.value || undefined)}
      data-field={fieldOfId(id, registry)}
    />
  );
});
