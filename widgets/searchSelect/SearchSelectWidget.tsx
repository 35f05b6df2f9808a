import type { WidgetProps } from "@rjsf/utils";
import { useMemo } from "react";
import { engineContextOf } from "../../src/engine/index.ts";
import { Combobox, type ComboboxOption } from "../combobox/Combobox.tsx";
import { groupOf } from "./group-of.ts";

type Names = Readonly<Record<string, string>>;

/**
 * A long list to choose from (tax offices, industries) as a combobox. The values are the field's
 * `enum`; their names come from `ui:options.labels` (a dictionary of value to name) or the
 * localised enum names. With `ui:options.groups` (a dictionary of a value's leading characters
 * to a heading) the list is grouped under those headings, in the order of their keys; options are
 * sorted by name in the user's language, or, with `ui:options.sorted: false`, kept in the enum's
 * order (ranges of money, from the least).
 */
export function SearchSelectWidget(props: WidgetProps) {
  const { options, registry } = props;
  const { translator } = engineContextOf(registry);
  const labels = (options.labels ?? {}) as Names;
  const groups = (options.groups ?? {}) as Names;
  const sortedByName = options.sorted !== false;
  const enumOptions = options.enumOptions ?? [];
  const optionsKey = enumOptions.map((o) => `${String(o.value)}=${o.label}`).join();
  const sorted = useMemo(() => {
    // By key: an object keeps numeric keys ("14") before others ("02"), whatever the file's order.
    const headings = Object.keys(groups)
      .sort()
      .map((key) => groups[key]);
    const rank = (option: ComboboxOption) =>
      option.group === undefined ? headings.length : headings.indexOf(option.group);
    const listed = enumOptions.map((option): ComboboxOption => {
      const code = String(option.value);
      return { code, name: labels[code] ?? option.label, group: groupOf(code, groups) };
    });
    return sortedByName
      ? listed.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, translator.intlTag))
      : listed;
    // The list changes only with the values offered, their names and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsKey, labels, groups, sortedByName, translator.intlTag]);
  // The combobox speaks in text codes; the field keeps the enum's own values (a number, say).
  const valueOf = (code: string | undefined): unknown =>
    code === undefined
      ? undefined
      : (enumOptions.find((o) => String(o.value) === code)?.value ?? code);
  const value: unknown = props.value;
  const widget: WidgetProps = {
    ...props,
    value: typeof value === "number" ? String(value) : value,
    onChange: (code: string | undefined) => props.onChange(valueOf(code)),
    onBlur: (id: string, code: string | undefined) => props.onBlur(id, valueOf(code)),
    onFocus: (id: string, code: string | undefined) => props.onFocus(id, valueOf(code)),
  };
  return (
    <Combobox
      widget={widget}
      options={sorted}
      hint={translator.t("common:search")}
      className="search-select"
    />
  );
}
