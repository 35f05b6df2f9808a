import type { WidgetProps } from "@rjsf/utils";
import { useCombobox } from "downshift";
import { Fragment, useState } from "react";
import { engineContextOf, useControlProps } from "../../src/engine/index.ts";
import { searchKey } from "./search-key.ts";
import { groupRuns } from "./group-runs.ts";

export interface ComboboxOption {
  /** The value stored in the form. */
  code: string;
  /** The whole name the list shows and type-ahead searches. */
  name: string;
  /** The heading the option is listed under; options of one group follow each other. */
  group?: string;
}

interface ComboboxProps {
  widget: WidgetProps;
  /** Every option, in the order the list shows them. */
  options: readonly ComboboxOption[];
  /** What the field keeps of a typed text (the country search keeps letters only). */
  keepTyped?: (typed: string) => string;
  /** The empty box's hint where the field has no placeholder of its own. */
  hint?: string;
  className: string;
}

const { stateChangeTypes } = useCombobox;

/** Each list's search keys, made when the client first types and kept while the list lives. */
const searchKeys = new WeakMap<readonly ComboboxOption[], { locale: string; keys: string[] }>();

function searchKeysOf(options: readonly ComboboxOption[], locale: string): string[] {
  let made = searchKeys.get(options);
  if (made?.locale !== locale) {
    made = { locale, keys: options.map((option) => searchKey(option.name, locale)) };
    searchKeys.set(options, made);
  }
  return made.keys;
}

/**
 * One accessible combobox for long lists (WAI-ARIA "combobox with list autocomplete"), on
 * downshift's `useCombobox`: the text box shows the chosen option's whole name; typing narrows
 * the list to the names holding the typed letters (without case or accents, in the page's
 * language) and marks the first, which Enter or Tab then chooses; arrows, Home, End and Escape
 * work as the pattern says; the list is a `listbox` of `option`s, in `group`s where options have
 * one. Leaving a changed text that names nothing puts the chosen name back; leaving it empty
 * clears the answer.
 */
export function Combobox({ widget, options, keepTyped, hint, className }: ComboboxProps) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, placeholder, registry } = widget;
  const value: unknown = widget.value;
  const { translator } = engineContextOf(registry);
  const control = useControlProps(widget);
  const locale = translator.intlTag;
  const selected = options.find((option) => option.code === value) ?? null;
  // What the client has typed since the last choice; otherwise the box shows the chosen name.
  const [typed, setTyped] = useState<string | null>(null);
  const itemsFor = (text: string | null): readonly ComboboxOption[] => {
    const wanted = text === null ? "" : searchKey(text, locale);
    if (wanted === "") return options;
    const keys = searchKeysOf(options, locale);
    return options.filter((_option, at) => keys[at]!.includes(wanted));
  };
  const items = itemsFor(typed);

  const combobox = useCombobox<ComboboxOption>({
    id: `${id}__combobox`,
    inputId: id,
    labelId: `${id}__label`,
    // downshift types its items as mutable; it only reads them.
    items: items.slice(),
    selectedItem: selected,
    inputValue: typed ?? selected?.name ?? "",
    itemToString: (option) => option?.name ?? "",
    itemToKey: (option) => option?.code,
    stateReducer: (_state, { type, changes }) => {
      if (type !== stateChangeTypes.InputChange) return changes;
      // What the client typed marks the first match, so Enter or Tab takes it.
      const text = keepTyped ? keepTyped(changes.inputValue ?? "") : (changes.inputValue ?? "");
      const marks = text.trim() !== "" && itemsFor(text).length > 0;
      return { ...changes, inputValue: text, highlightedIndex: marks ? 0 : -1 };
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setTyped(null);
      onChange(selectedItem?.code);
    },
  });
  const { isOpen, highlightedIndex, closeMenu } = combobox;
  const locked = disabled || readonly;

  // Leaving the box: the marked option is chosen, an emptied box clears the answer, any other
  // text gives way to the chosen name; then the field's check runs on what is chosen. Focus gone
  // from the combobox closes the list: left open, it would show every option again over the page
  // and take the next tap or click meant for what lies under it (Continue). Focus moving to its
  // own toggle leaves the list to the toggle's click.
  const leave = (toOwnToggle: boolean) => {
    const marked = isOpen && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
    const emptied = typed !== null && typed.trim() === "";
    const chosen = marked ?? (emptied ? null : selected);
    setTyped(null);
    if (isOpen && !toOwnToggle) closeMenu();
    if (chosen?.code !== selected?.code) onChange(chosen?.code);
    onBlur(id, chosen?.code);
  };

  let index = 0;
  const renderOption = (option: ComboboxOption) => {
    const at = index++;
    return (
      <li
        key={option.code}
        className={
          "combobox__option" +
          (at === highlightedIndex ? " combobox__option--marked" : "") +
          (option.code === value ? " combobox__option--chosen" : "")
        }
        {...combobox.getItemProps({ item: option, index: at })}
      >
        {option.name}
      </li>
    );
  };

  return (
    <div className={`combobox ${className}`}>
      <div className="combobox__control">
        <input
          className="input combobox__input"
          {...combobox.getInputProps({
            ...control,
            placeholder: placeholder || hint,
            disabled: locked,
            // The typed text is kept here, in the key's own event: downshift tells of it only
            // after rendering, and a fast typist's next key would meet the text before it.
            onChange: (event) => {
              const text = event.currentTarget.value;
              setTyped(keepTyped ? keepTyped(text) : text);
            },
            // downshift's own blur handling would choose the marked option after the check.
            onBlur: (event) => {
              (
                event.nativeEvent as Event & { preventDownshiftDefault?: boolean }
              ).preventDownshiftDefault = true;
              const to = event.relatedTarget;
              leave(to instanceof Node && !!event.currentTarget.parentElement?.contains(to));
            },
            onFocus: () => onFocus(id, selected?.code),
            // A click or tap on a chosen name selects it whole, so what is typed next replaces
            // it: a caret left where the finger landed would splice the letters into the name
            // ("WarszaKrakwa-Mokotów") and find nothing. Text being typed keeps its caret.
            onClick: (event) => {
              if (typed === null && selected) event.currentTarget.select();
            },
          })}
          // The field's own <label for> names the text box.
          aria-labelledby={undefined}
        />
        <button
          type="button"
          className="combobox__toggle"
          {...combobox.getToggleButtonProps({ disabled: locked })}
          aria-label={translator.t("common:showOptions")}
        >
          <span className="combobox__chevron" aria-hidden="true" />
        </button>
      </div>
      <ul
        className="combobox__menu"
        {...combobox.getMenuProps({
          // A press on a group's heading or the list's edge keeps focus in the box, as an
          // option's does: the list stays open, as it does while its scroll bar is dragged.
          onMouseDown: (event) => event.preventDefault(),
        })}
        hidden={!isOpen || !items.length}
        // Not a stop of its own for Tab (Chromium makes a list that scrolls one): Tab leaves the
        // box for the next field, and the arrows move through the options.
        tabIndex={-1}
        // Named by the field's label while it shows; closed, the label names the text box alone.
        aria-labelledby={isOpen ? `${id}__label` : undefined}
      >
        {isOpen
          ? groupRuns(items).map((run) =>
              run.group === undefined ? (
                <Fragment key={run.first}>{run.options.map(renderOption)}</Fragment>
              ) : (
                <li key={run.first} role="presentation">
                  <div className="combobox__group" id={`${id}__group-${run.first}`}>
                    {run.group}
                  </div>
                  <ul role="group" aria-labelledby={`${id}__group-${run.first}`}>
                    {run.options.map(renderOption)}
                  </ul>
                </li>
              ),
            )
          : null}
      </ul>
      {isOpen && !items.length ? (
        <p className="combobox__empty" role="status">
          {translator.t("common:noOptions")}
        </p>
      ) : null}
    </div>
  );
}
