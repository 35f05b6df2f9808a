import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useState } from "react";
import { engineContextOf, stopsWhileAway, useControlProps } from "../../src/engine/index.ts";

interface AddressMatch {
  postalCode: string;
  city: string;
  street: string;
}

interface AddressSearchOptions {
  /** The server action answering `addresses` for a `query`. */
  lookup?: string;
  /** Fields a chosen address fills, by part. */
  fills?: { postalCode?: string; city?: string; street?: string; country?: string };
  /** The country a chosen address is in (the provider's list is Polish). */
  country?: string;
}

const SEARCH_DELAY_MS = 250;
const MIN_QUERY = 3;

export function labelOfMatch(match: AddressMatch): string {
  return [match.street, `${match.postalCode} ${match.city}`].filter(Boolean).join(", ");
}

function readMatches(value: unknown): AddressMatch[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (m): m is AddressMatch =>
      !!m &&
      typeof (m as AddressMatch).postalCode === "string" &&
      typeof (m as AddressMatch).city === "string" &&
      typeof (m as AddressMatch).street === "string",
  );
}

/**
 * An address search box: from three typed characters the address provider's matches are offered
 * (a `datalist`); choosing one fills the postal code, city and street (and the country), which
 * are then checked again. Enter chooses the first match, never sends the form. The box itself is
 * only a helper: what counts is the fields it fills. Its search stops while its field is away.
 */
export const AddressSearchWidget = stopsWhileAway(function AddressSearchWidget(props: WidgetProps) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, registry } = props;
  const options = props.options as AddressSearchOptions;
  const { controller, lookup } = engineContextOf(registry);
  const control = useControlProps(props);
  const value = typeof props.value === "string" ? props.value : "";
  const [matches, setMatches] = useState<AddressMatch[]>([]);

  useEffect(() => {
    if (!options.lookup || value.trim().length < MIN_QUERY) return;
    if (matches.some((m) => labelOfMatch(m) === value)) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void lookup(options.lookup!, { query: value.trim() }, abort.signal).then((answer) => {
        if (!abort.signal.aborted && answer) setMatches(readMatches(answer.addresses));
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // Matches are read to skip the search once one is chosen, not to search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, options.lookup, lookup]);

  // A match chosen from the list puts its text into the box: its address fills the fields once the
  // form has taken the box's new value (filling in the same event would race RJSF's own change).
  useEffect(() => {
    const match = matches.find((m) => labelOfMatch(m) === value);
    if (!match) return;
    const fills = options.fills ?? {};
    const values: Record<string, unknown> = {};
    if (fills.country && options.country) values[fills.country] = options.country;
    if (fills.postalCode) values[fills.postalCode] = match.postalCode;
    if (fills.city) values[fills.city] = match.city;
    if (fills.street && match.street) values[fills.street] = match.street;
    controller.fill(values);
    // Only a new value of the box fills; new matches for the same text do not fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const listId = `${id}__matches`;
  return (
    <>
      <input
        {...control}
        className="input"
        type="search"
        value={value}
        list={matches.length ? listId : undefined}
        autoComplete="off"
        maxLength={100}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value || undefined)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          const first = matches[0];
          if (first && !matches.some((m) => labelOfMatch(m) === value))
            onChange(labelOfMatch(first));
        }}
        onBlur={(event) => onBlur(id, event.target.value || undefined)}
        onFocus={(event) => onFocus(id, event.target.value || undefined)}
      />
      {matches.length ? (
        <datalist id={listId}>
          {matches.map((match) => (
            <option key={labelOfMatch(match)} value={labelOfMatch(match)} />
          ))}
        </datalist>
      ) : null}
    </>
  );
});
