import type { WidgetProps } from "@rjsf/utils";
import {
  filterInput,
  isInputFilterName,
  useControlProps,
  useFormState,
} from "../../src/engine/index.ts";
import { readPostalCodeAddresses } from "../postalCode/postal-code-mask.ts";

interface AddressSuggestOptions {
  /** The shared key the postal code look-up put its cities and streets under. */
  from?: string;
  /** `city` offers the cities found; `street` the streets of the chosen city. */
  part?: "city" | "street";
  cityField?: string;
  inputFilter?: string;
  autocomplete?: string;
}

/**
 * A city or street typed freely, with the names the postal code look-up found offered as a list
 * (a `datalist`): the client picks one or types a name the data does not have.
 */
export function AddressSuggestWidget(props: WidgetProps) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, registry } = props;
  const options = props.options as AddressSuggestOptions;
  const control = useControlProps(props);
  const suggestions = useFormState(registry, (s) => {
    const addresses = readPostalCodeAddresses(s.shared[options.from ?? ""]);
    if (options.part === "city") return Object.keys(addresses);
    const city = s.data[options.cityField ?? "city"];
    return typeof city === "string" ? [...(addresses[city] ?? [])] : [];
  });
  const listId = `${id}__suggestions`;
  const filter = isInputFilterName(options.inputFilter) ? options.inputFilter : "default";
  return (
    <>
      <input
        {...control}
        className="input"
        type="text"
        value={typeof props.value === "string" ? props.value : ""}
        list={suggestions.length ? listId : undefined}
        autoComplete={options.autocomplete ?? "off"}
        disabled={disabled || readonly}
        onChange={(event) => onChange(filterInput(event.target.value, filter) || undefined)}
        onBlur={(event) => onBlur(id, event.target.value || undefined)}
        onFocus={(event) => onFocus(id, event.target.value || undefined)}
      />
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
